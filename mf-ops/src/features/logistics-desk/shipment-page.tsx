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

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function ShipmentPage() {
  const { id = '' } = useParams();
  const result = useServerData([DESK_KEY, 'one', id], () => fetchShipment(id));

  return (
    <OpsPage title="Shipment">
      <p>
        <Link to="/ops/shipments">Back to shipments</Link>
      </p>
      <DataState result={result}>
        {(shipment) => (
          <>
            <h2>
              {shipment.trackingNumber}: {shipment.statusLabel}
              {shipment.stalled && <strong className="badge"> Stalled</strong>}
            </h2>
            <DetailsList
              rows={[
                ['Kind', shipment.kind === 'return' ? 'Return pickup' : 'Order'],
                ['Shop', `${shipment.shop.name}${shipment.shop.code ? ` (${shipment.shop.code})` : ''} · ${shipment.shop.mobile}`],
                ['Pickup', `${shipment.pickup.name}, ${shipment.pickup.address}, ${shipment.pickup.district} ${shipment.pickup.pinCode}`],
                ['Delivery', `${shipment.delivery.name}, ${shipment.delivery.address}, ${shipment.delivery.district} ${shipment.delivery.pinCode}`],
                ['Contents', shipment.contents],
                ['Payment', shipment.paymentMode === 'cod' ? 'Cash on delivery' : 'Prepaid'],
                ['Zone', shipment.zoneLabel],
                ['Charge', rupees.format(shipment.quote.totalPaise / 100)],
                ['Carried by', shipment.courier],
                ['Booked', formatIndianTime(shipment.createdAt)],
              ]}
            />
            <section aria-labelledby="timeline-heading">
              <h2 id="timeline-heading">Tracking timeline</h2>
              <ol className="ops-timeline">
                {shipment.timeline.map((event, index) => (
                  <li key={`${event.status}-${index}`}>
                    <strong>{event.label}</strong> · {formatIndianTime(event.at)} · {event.by}
                    {event.location && ` · ${event.location}`}
                    {event.note && <p>{event.note}</p>}
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="move-heading">
              <h2 id="move-heading">Next move</h2>
              {shipment.nextStatuses.length === 0 ? (
                <p>This shipment is {shipment.statusLabel.toLowerCase()}: nothing moves after that.</p>
              ) : (
                <MoveShipmentsForm
                  chosen={[{ id: shipment.id, trackingNumber: shipment.trackingNumber, status: shipment.status }]}
                  label={`Move ${shipment.trackingNumber}`}
                />
              )}
            </section>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
