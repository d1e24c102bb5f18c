// The logistics tools (routes.md): /logistics/home (the shop's shipments), /vender/rate-calculator,
// /vender/pincode-zone, /vender/add-order and /vender/add-return. Zones and prices come from the
// API, which reads the India Post directory and the rate card (shared logistics.ts).
import { Fragment, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Page, notify, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { parcelSchema, pinPairSchema, RATE_CARD, shipmentSchema, ZONES, ZONE_LABELS, type Quote } from '@platform/shared/schemas';
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
import { ParcelFields, PinFields, QuoteDetails } from './parcel-fields';

const TOOLS = [
  { to: '/vender/add-order', label: 'Book a shipment' },
  { to: '/vender/add-return', label: 'Book a return pickup' },
  { to: '/vender/rate-calculator', label: 'Rate calculator' },
  { to: '/vender/pincode-zone', label: 'PIN code zone' },
];

/** A shipment's timeline (GET /logistics/orders/:id) and, before pickup, the shop's cancel. */
function ShipmentTracking({ shipment }: { shipment: Shipment }) {
  const queryClient = useQueryClient();
  const tracked = useQuery({ queryKey: logisticsKeys.shipment(shipment.id), queryFn: () => fetchShipment(shipment.id) });
  const [confirming, setConfirming] = useState(false);
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
        <section aria-label={`Tracking ${s.trackingNumber}`}>
          <ol className="timeline" data-testid="tracking-timeline">
            {s.timeline.map((e, index) => (
              <li key={`${e.status}-${index}`}>
                <strong>{e.label}</strong> — {formatDate(e.at)}
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
                Cancel {s.trackingNumber}? The courier will not come for it.{' '}
                <button type="button" className="button" onClick={() => void cancel().catch(() => refresh())}>
                  Yes, cancel the shipment
                </button>{' '}
                <button type="button" className="button button--link" onClick={() => setConfirming(false)}>
                  Keep it
                </button>
              </p>
            ) : (
              <button type="button" className="button" onClick={() => setConfirming(true)}>
                Cancel this shipment
              </button>
            )
          ) : (
            <p className="field__hint">{s.status === 'cancelled' ? 'This shipment is cancelled.' : 'It can no longer be cancelled: the courier has it.'}</p>
          )}
        </section>
      )}
    </QueryState>
  );
}

export function LogisticsHomePage() {
  const shipments = useQuery({ queryKey: logisticsKeys.shipments, queryFn: fetchShipments });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Page title="Logistics" intro="Parcels and returns you booked for your customers." wide>
      <nav className="pager" aria-label="Logistics tools">
        {TOOLS.map((tool) => (
          <Link key={tool.to} to={tool.to} className="button">
            {tool.label}
          </Link>
        ))}
      </nav>
      <QueryState query={shipments}>
        {(items) =>
          items.length === 0 ? (
            <p>
              No shipments yet. <Link to="/vender/add-order">Book the first one</Link>.
            </p>
          ) : (
            <table className="vendor-table" data-testid="shipments">
              <thead>
                <tr>
                  <th scope="col">Booked</th>
                  <th scope="col">Tracking number</th>
                  <th scope="col">Type</th>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Zone</th>
                  <th scope="col">Charge</th>
                  <th scope="col">Status</th>
                  <th scope="col">Tracking</th>
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
                      <td>{s.kind === 'return' ? 'Return pickup' : 'Shipment'}</td>
                      <td>
                        {s.pickup.name}, {s.pickup.district} {s.pickup.pinCode}
                      </td>
                      <td>
                        {s.delivery.name}, {s.delivery.district} {s.delivery.pinCode}
                      </td>
                      <td>{s.zoneLabel}</td>
                      <td>{inRupees(s.quote.totalPaise)}</td>
                      <td>
                        <span className={`status status--${s.status}`}>{s.statusLabel}</span>
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button button--link"
                          aria-expanded={open === s.id}
                          aria-controls={`tracking-${s.id}`}
                          onClick={() => setOpen(open === s.id ? null : s.id)}
                        >
                          {open === s.id ? 'Hide tracking' : `Track ${s.trackingNumber}`}
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
  return (
    <Page title="Rate calculator" intro="Chargeable weight is the larger of the actual weight and L × B × H ÷ 5000, rounded up to the next 500 g." wide>
      <section className="card" aria-labelledby="rate-heading">
        <h2 id="rate-heading" className="card__title">
          Parcel
        </h2>
        <Form
          schema={parcelSchema as never}
          defaultValues={{ paymentMode: 'prepaid' }}
          aria-label="Parcel"
          className="account-form"
          onSubmit={async (values: Record<string, unknown>) => setQuote((await spinner.during(fetchQuote(values))).quote)}
        >
          <ParcelFields />
          <div className="form__actions">
            <SubmitButton>Calculate</SubmitButton>
          </div>
        </Form>
      </section>
      {quote && (
        <section className="card" aria-labelledby="quote-heading">
          <h2 id="quote-heading" className="card__title">
            Quote
          </h2>
          <QuoteDetails quote={quote} />
        </section>
      )}
      <section className="card" aria-labelledby="card-heading">
        <h2 id="card-heading" className="card__title">
          Rate card
        </h2>
        <table className="vendor-table">
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">First 500 g</th>
              <th scope="col">Each further 500 g</th>
            </tr>
          </thead>
          <tbody>
            {ZONES.map((zone) => (
              <tr key={zone}>
                <td>{ZONE_LABELS[zone]}</td>
                <td>₹{RATE_CARD[zone].first}</td>
                <td>₹{RATE_CARD[zone].additional}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>Cash on delivery: the larger of ₹35 and 2% of the amount collected. GST at 18% on freight and COD charge.</p>
      </section>
    </Page>
  );
}

export function PincodeZonePage() {
  const [answer, setAnswer] = useState<ZoneAnswer>();
  return (
    <Page title="PIN code zone" intro="Which zone a parcel between two PIN codes falls in, from the India Post directory." wide>
      <Form
        schema={pinPairSchema}
        aria-label="PIN codes"
        className="account-form"
        onSubmit={async (values) => setAnswer(await spinner.during(fetchZone(values.pickupPin, values.deliveryPin)))}
      >
        <PinFields />
        <div className="form__actions">
          <SubmitButton>Find the zone</SubmitButton>
        </div>
      </Form>
      {answer && (
        <section className="card" aria-labelledby="zone-heading">
          <h2 id="zone-heading" className="card__title" data-testid="zone">
            {answer.zoneLabel}
          </h2>
          <p>
            {answer.pickup.district}, {answer.pickup.state} ({answer.pickup.pinCode}) to {answer.delivery.district}, {answer.delivery.state} (
            {answer.delivery.pinCode})
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
  return (
    <Page
      title={ret ? 'Book a return pickup' : 'Book a shipment'}
      intro={`${ret ? 'We pick the parcel up from your customer and bring it back to your shop.' : 'We pick the parcel up at your shop and deliver it to your customer.'} The charge (freight, cash-on-delivery charge and GST, as the rate calculator shows) is paid from your wallet when you book, and comes back to your wallet if you cancel before pickup. If your wallet balance is too low, nothing is booked and you are told how much is needed.`}
      wide
    >
      <Form
        schema={shipmentSchema as never}
        defaultValues={{ kind, paymentMode: 'prepaid' }}
        aria-label={ret ? 'Return pickup' : 'Shipment'}
        className="account-form"
        onSubmit={async (values: Record<string, unknown>) => {
          const answer = await spinner.during(bookShipment({ ...values, kind }));
          notify.success(`${answer.message}: tracking number ${answer.data.trackingNumber}. ${inRupees(answer.data.chargedPaise)} was paid from your wallet.`);
          await queryClient.invalidateQueries({ queryKey: logisticsKeys.shipments });
          navigate('/logistics/home');
        }}
      >
        <TextField name="pickup.name" label={ret ? "Customer's name (pickup)" : 'Sender name'} className="field--half" />
        <TextField name="pickup.mobile" label="Pickup mobile" inputMode="numeric" className="field--half" />
        <TextField name="pickup.address" label="Pickup address" />
        <TextField name="delivery.name" label={ret ? 'Your shop (delivery)' : "Customer's name (delivery)"} className="field--half" />
        <TextField name="delivery.mobile" label="Delivery mobile" inputMode="numeric" className="field--half" />
        <TextField name="delivery.address" label="Delivery address" />
        <TextField name="contents" label="What is in the parcel" />
        <ParcelFields />
        <div className="form__actions">
          <SubmitButton>{ret ? 'Book the return' : 'Book the shipment'}</SubmitButton>
        </div>
      </Form>
    </Page>
  );
}

export const AddOrderPage = () => <ShipmentPage kind="order" />;
export const AddReturnPage = () => <ShipmentPage kind="return" />;
