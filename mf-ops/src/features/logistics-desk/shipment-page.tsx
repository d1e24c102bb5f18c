// /ops/shipments/:id: one shipment for the logistics desk: both ends, the shop, the tracking
// timeline, and its next move (the same form as the list's, for this one shipment, carrying the
// status shown here so a move someone made meanwhile is refused, not repeated).
import { Link, useParams } from 'react-router-dom';
import { DetailsList } from '@platform/shared';
import { DataState, useServerData } from '@platform/shared/query';
import { formatIndianTime } from '../../components/ops-date';
import { DESK_KEY, fetchShipment } from './logistics-desk-api';
import { MoveShipmentsForm } from './move-shipments-form';
import { OpsPage } from '../../components/ops-page';
import { statusWord, texts, zoneWord } from './texts';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function ShipmentPage() {
  const { id = '' } = useParams();
  const result = useServerData([DESK_KEY, 'one', id], () => fetchShipment(id));
  const { t } = texts.useTexts();

  return (
    <OpsPage title={t('shipment.title')}>
      <p>
        <Link to="/ops/shipments">{t('shipment.back')}</Link>
      </p>
      <DataState result={result}>
        {(shipment) => {
          const status = statusWord(t, shipment.status, shipment.statusLabel);
          return (
            <>
              <h2>
                {shipment.trackingNumber}: {status}
                {shipment.stalled && <strong className="badge">{t('stalled')}</strong>}
              </h2>
              <DetailsList
                rows={[
                  [t('shipment.rows.kind'), t(shipment.kind === 'return' ? 'shipment.returnPickup' : 'shipment.order')],
                  [t('shipment.rows.shop'), `${shipment.shop.name}${shipment.shop.code ? ` (${shipment.shop.code})` : ''} · ${shipment.shop.mobile}`],
                  [t('shipment.rows.pickup'), `${shipment.pickup.name}, ${shipment.pickup.address}, ${shipment.pickup.district} ${shipment.pickup.pinCode}`],
                  [
                    t('shipment.rows.delivery'),
                    `${shipment.delivery.name}, ${shipment.delivery.address}, ${shipment.delivery.district} ${shipment.delivery.pinCode}`,
                  ],
                  [t('shipment.rows.contents'), shipment.contents],
                  [t('shipment.rows.payment'), t(shipment.paymentMode === 'cod' ? 'shipment.cod' : 'shipment.prepaid')],
                  [t('shipment.rows.zone'), zoneWord(t, shipment.zone, shipment.zoneLabel)],
                  [t('shipment.rows.charge'), rupees.format(shipment.quote.totalPaise / 100)],
                  [t('shipment.rows.carriedBy'), shipment.courier],
                  [t('shipment.rows.booked'), formatIndianTime(shipment.createdAt)],
                ]}
              />
              <section aria-labelledby="timeline-heading">
                <h2 id="timeline-heading">{t('shipment.timeline')}</h2>
                <ol className="ops-timeline">
                  {shipment.timeline.map((event, index) => (
                    <li key={`${event.status}-${index}`}>
                      <strong>{statusWord(t, event.status, event.label)}</strong> · {formatIndianTime(event.at)} · {event.by}
                      {event.location && ` · ${event.location}`}
                      {event.note && <p>{event.note}</p>}
                    </li>
                  ))}
                </ol>
              </section>
              <section aria-labelledby="move-heading">
                <h2 id="move-heading">{t('shipment.nextMove')}</h2>
                {shipment.nextStatuses.length === 0 ? (
                  <p>{t('shipment.final', { status: status.toLowerCase() })}</p>
                ) : (
                  <MoveShipmentsForm
                    chosen={[{ id: shipment.id, trackingNumber: shipment.trackingNumber, status: shipment.status }]}
                    label={t('shipment.move', { number: shipment.trackingNumber })}
                  />
                )}
              </section>
            </>
          );
        }}
      </DataState>
    </OpsPage>
  );
}
