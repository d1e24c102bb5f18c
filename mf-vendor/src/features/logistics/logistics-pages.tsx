// The logistics tools (routes.md): /logistics/home (the shop's shipments), /vender/rate-calculator,
// /vender/pincode-zone, /vender/add-order and /vender/add-return. Zones and prices come from the
// API, which reads the India Post directory and the rate card (shared logistics.ts).
import { Fragment, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Page, notify, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { parcelSchema, pinPairSchema, RATE_CARD, shipmentSchema, ZONES, type Quote } from '@platform/shared/schemas';
import { formatDate, QueryState } from '../../components/query-state';
import {
  bookShipment,
  cancelShipment,
  fetchQuote,
  fetchShipment,
  fetchShipments,
  fetchZone,
  inRupees,
  logisticsKeys,
  type Shipment,
  type ZoneAnswer,
} from './logistics-api';
import { i18n, Trans } from '@platform/shared/i18n';
import { ParcelFields, PinFields, QuoteDetails } from './parcel-fields';
import { texts } from './texts';

const TOOLS = [
  { to: '/vender/add-order', label: 'tools.order' },
  { to: '/vender/add-return', label: 'tools.return' },
  { to: '/vender/rate-calculator', label: 'tools.rate' },
  { to: '/vender/pincode-zone', label: 'tools.zone' },
] as const;

/** A shipment's timeline (GET /logistics/orders/:id) and, before pickup, the shop's cancel. */
function ShipmentTracking({ shipment }: { shipment: Shipment }) {
  const queryClient = useQueryClient();
  const tracked = useQuery({ queryKey: logisticsKeys.shipment(shipment.id), queryFn: () => fetchShipment(shipment.id) });
  const [confirming, setConfirming] = useState(false);
  const { t } = texts.useTexts();
  // A refused cancel (the courier picked it up meanwhile) was announced by the API client: show where it stands now.
  const refresh = () => {
    setConfirming(false);
    void queryClient.invalidateQueries({ queryKey: logisticsKeys.shipments });
  };
  async function cancel() {
    const answer = await spinner.during(cancelShipment(shipment.id));
    notify.success(answer.message);
    setConfirming(false);
    queryClient.setQueryData(logisticsKeys.shipment(shipment.id), answer.data);
    await queryClient.invalidateQueries({ queryKey: logisticsKeys.shipments, exact: true });
  }
  return (
    <QueryState query={tracked}>
      {(s) => (
        <section aria-label={t('tracking.region', { number: s.trackingNumber })}>
          <ol className="timeline" data-testid="tracking-timeline">
            {s.timeline.map((e, index) => (
              <li key={`${e.status}-${index}`}>
                <strong>{t(`statuses.${e.status}`)}</strong> — {formatDate(e.at)}
                {e.location ? `, ${e.location}` : ''}{' '}
                <span className="field__hint">
                  ({e.by}
                  {e.note ? `: ${e.note}` : ''})
                </span>
              </li>
            ))}
          </ol>
          {s.cancellable ? (
            confirming ? (
              <p>
                {t('tracking.confirm', { number: s.trackingNumber })}{' '}
                <button type="button" className="button" onClick={() => void cancel().catch(() => refresh())}>
                  {t('tracking.yes')}
                </button>{' '}
                <button type="button" className="button button--link" onClick={() => setConfirming(false)}>
                  {t('tracking.keep')}
                </button>
              </p>
            ) : (
              <button type="button" className="button" onClick={() => setConfirming(true)}>
                {t('tracking.cancel')}
              </button>
            )
          ) : (
            <p className="field__hint">{t(s.status === 'cancelled' ? 'tracking.cancelled' : 'tracking.tooLate')}</p>
          )}
        </section>
      )}
    </QueryState>
  );
}

export function LogisticsHomePage() {
  const shipments = useQuery({ queryKey: logisticsKeys.shipments, queryFn: fetchShipments });
  const [open, setOpen] = useState<string | null>(null);
  const { t } = texts.useTexts();
  return (
    <Page title={t('home.title')} intro={t('home.intro')} wide>
      <nav className="pager" aria-label={t('tools.nav')}>
        {TOOLS.map((tool) => (
          <Link key={tool.to} to={tool.to} className="button">
            {t(tool.label)}
          </Link>
        ))}
      </nav>
      <QueryState query={shipments}>
        {(items) =>
          items.length === 0 ? (
            <p>
              {/* A link's tag in the texts is <go>: <link> is a void element to Trans's parser and came out empty. */}
              <Trans i18n={i18n} ns={texts.namespace} i18nKey="home.none" components={{ go: <Link to="/vender/add-order" /> }} />
            </p>
          ) : (
            <table className="vendor-table" data-testid="shipments">
              <thead>
                <tr>
                  <th scope="col">{t('home.columns.booked')}</th>
                  <th scope="col">{t('home.columns.tracking')}</th>
                  <th scope="col">{t('home.columns.type')}</th>
                  <th scope="col">{t('home.columns.from')}</th>
                  <th scope="col">{t('home.columns.to')}</th>
                  <th scope="col">{t('home.columns.zone')}</th>
                  <th scope="col">{t('home.columns.charge')}</th>
                  <th scope="col">{t('home.columns.status')}</th>
                  <th scope="col">{t('home.columns.trackingColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((s) => (
                  <Fragment key={s.id}>
                    <tr data-testid={`shipment-${s.trackingNumber}`}>
                      <td>{formatDate(s.createdAt)}</td>
                      <td>
                        <code>{s.trackingNumber}</code>
                      </td>
                      <td>{t(s.kind === 'return' ? 'home.returnPickup' : 'home.shipment')}</td>
                      <td>
                        {s.pickup.name}, {s.pickup.district} {s.pickup.pinCode}
                      </td>
                      <td>
                        {s.delivery.name}, {s.delivery.district} {s.delivery.pinCode}
                      </td>
                      <td>{t(`zones.${s.zone}`)}</td>
                      <td>{inRupees(s.quote.totalPaise)}</td>
                      <td>
                        <span className={`status status--${s.status}`}>{t(`statuses.${s.status}`)}</span>
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button button--link"
                          aria-expanded={open === s.id}
                          aria-controls={`tracking-${s.id}`}
                          onClick={() => setOpen(open === s.id ? null : s.id)}
                        >
                          {open === s.id ? t('home.hide') : t('home.track', { number: s.trackingNumber })}
                        </button>
                      </td>
                    </tr>
                    {open === s.id ? (
                      <tr id={`tracking-${s.id}`}>
                        <td colSpan={9}>
                          <ShipmentTracking shipment={s} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </Page>
  );
}

export function RateCalculatorPage() {
  const [quote, setQuote] = useState<Quote>();
  const { t } = texts.useTexts();
  return (
    <Page title={t('rate.title')} intro={t('rate.intro')} wide>
      <section className="card" aria-labelledby="rate-heading">
        <h2 id="rate-heading" className="card__title">
          {t('rate.parcel')}
        </h2>
        <Form
          schema={parcelSchema as never}
          defaultValues={{ paymentMode: 'prepaid' }}
          aria-label={t('rate.parcel')}
          className="account-form"
          onSubmit={async (values: Record<string, unknown>) => setQuote((await spinner.during(fetchQuote(values))).quote)}
        >
          <ParcelFields />
          <div className="form__actions">
            <SubmitButton>{t('rate.calculate')}</SubmitButton>
          </div>
        </Form>
      </section>
      {quote && (
        <section className="card" aria-labelledby="quote-heading">
          <h2 id="quote-heading" className="card__title">
            {t('rate.quote')}
          </h2>
          <QuoteDetails quote={quote} />
        </section>
      )}
      <section className="card" aria-labelledby="card-heading">
        <h2 id="card-heading" className="card__title">
          {t('rate.card')}
        </h2>
        <table className="vendor-table">
          <thead>
            <tr>
              <th scope="col">{t('rate.zone')}</th>
              <th scope="col">{t('rate.first')}</th>
              <th scope="col">{t('rate.further')}</th>
            </tr>
          </thead>
          <tbody>
            {ZONES.map((zone) => (
              <tr key={zone}>
                <td>{t(`zones.${zone}`)}</td>
                <td>₹{RATE_CARD[zone].first}</td>
                <td>₹{RATE_CARD[zone].additional}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('rate.cod')}</p>
      </section>
    </Page>
  );
}

export function PincodeZonePage() {
  const [answer, setAnswer] = useState<ZoneAnswer>();
  const { t } = texts.useTexts();
  return (
    <Page title={t('zone.title')} intro={t('zone.intro')} wide>
      <Form
        schema={pinPairSchema}
        aria-label={t('zone.form')}
        className="account-form"
        onSubmit={async (values) => setAnswer(await spinner.during(fetchZone(values.pickupPin, values.deliveryPin)))}
      >
        <PinFields />
        <div className="form__actions">
          <SubmitButton>{t('zone.find')}</SubmitButton>
        </div>
      </Form>
      {answer && (
        <section className="card" aria-labelledby="zone-heading">
          <h2 id="zone-heading" className="card__title" data-testid="zone">
            {t(`zones.${answer.zone}`)}
          </h2>
          <p>
            {t('zone.between', {
              from: `${answer.pickup.district}, ${answer.pickup.state} (${answer.pickup.pinCode})`,
              to: `${answer.delivery.district}, ${answer.delivery.state} (${answer.delivery.pinCode})`,
            })}
          </p>
        </section>
      )}
    </Page>
  );
}

function ShipmentPage({ kind }: { kind: 'order' | 'return' }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ret = kind === 'return';
  const { t } = texts.useTexts();
  return (
    <Page title={t(ret ? 'book.returnTitle' : 'book.orderTitle')} intro={`${t(ret ? 'book.returnIntro' : 'book.orderIntro')} ${t('book.charge')}`} wide>
      <Form
        schema={shipmentSchema as never}
        defaultValues={{ kind, paymentMode: 'prepaid' }}
        aria-label={t(ret ? 'book.returnForm' : 'book.orderForm')}
        className="account-form"
        onSubmit={async (values: Record<string, unknown>) => {
          const answer = await spinner.during(bookShipment({ ...values, kind }));
          notify.success(answer, (message) =>
            texts.t('book.booked', { message, number: answer.data.trackingNumber, amount: inRupees(answer.data.chargedPaise) }),
          );
          await queryClient.invalidateQueries({ queryKey: logisticsKeys.shipments });
          navigate('/logistics/home');
        }}
      >
        <TextField name="pickup.name" label={t(ret ? 'book.customerPickup' : 'book.sender')} className="field--half" />
        <TextField name="pickup.mobile" label={t('book.pickupMobile')} inputMode="numeric" className="field--half" />
        <TextField name="pickup.address" label={t('book.pickupAddress')} />
        <TextField name="delivery.name" label={t(ret ? 'book.shopDelivery' : 'book.customerDelivery')} className="field--half" />
        <TextField name="delivery.mobile" label={t('book.deliveryMobile')} inputMode="numeric" className="field--half" />
        <TextField name="delivery.address" label={t('book.deliveryAddress')} />
        <TextField name="contents" label={t('book.contents')} />
        <ParcelFields />
        <div className="form__actions">
          <SubmitButton>{t(ret ? 'book.bookReturn' : 'book.bookShipment')}</SubmitButton>
        </div>
      </Form>
    </Page>
  );
}

export const AddOrderPage = () => <ShipmentPage kind="order" />;
export const AddReturnPage = () => <ShipmentPage kind="return" />;
