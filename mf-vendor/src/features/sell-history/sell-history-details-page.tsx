// /vender/sell-history-details/:sellId and /vender/card-history-details/:sellId: one of the shop's
// sales, the customer's answers and the status timeline (GET /api/get-status-history/:id). Another
// shop's sale is "not found", as the API answers 404 for it.
import { Link, useParams } from 'react-router-dom';
import { DetailsList, Page } from '@platform/shared';
import { useQuery } from '@platform/shared/query';
import { QueryState } from '../../components/query-state';
import { fetchSale, fetchStatusHistory, sellHistoryKeys, type SaleDetails, type SaleKind, type StatusStep } from './sell-history-api';

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "monthlyIncome" → "Monthly income". */
const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
const AMOUNT_KEY = /(amount|income|value|price|fees|emi|turnover)$/i;
const answerText = (key: string, value: unknown) =>
  typeof value === 'number' && AMOUNT_KEY.test(key) ? rupees.format(value) : value === '' || value === null || value === undefined ? '—' : String(value);

function Timeline({ steps }: { steps: StatusStep[] }) {
  return (
    <ol className="lead-timeline" aria-label="Status history" data-testid="status-timeline">
      {steps.map((step) => (
        <li key={step.id} className="lead-timeline__entry" data-testid="timeline-entry">
          <span className={`status status--${step.to}`}>{step.toLabel}</span>
          <span className="lead-timeline__meta">
            {' '}
            <time dateTime={step.at}>{dateTime.format(new Date(step.at))}</time> · {step.by.name}
          </span>
          {step.note ? <p className="lead-timeline__note">{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

function Sale({ sale, id }: { sale: SaleDetails; id: string }) {
  const history = useQuery({ queryKey: sellHistoryKeys.history(id), queryFn: () => fetchStatusHistory(id) });
  const customer = sale.customer;
  return (
    <>
      <section className="card" aria-labelledby="sale-heading">
        <h2 id="sale-heading" className="card__title">
          {sale.card ? `${sale.card.bankName} ${sale.card.name}` : sale.productLabel} for {sale.customerName}
        </h2>
        <p>
          Now: <span className={`status status--${sale.status}`} data-testid="current-status">{sale.statusLabel}</span>
          {sale.counterSale ? ' · filed at your counter' : ' · came through your link'}
        </p>
        <DetailsList
          testId="sale-customer"
          rows={[
            ['Customer', customer?.fullName ?? sale.customerName],
            ['Mobile', customer?.mobile ?? sale.mobileMasked],
            ['Email', customer?.email ?? '—'],
            ['PIN code', customer?.pincode ?? sale.pincode],
            ['City', customer?.city ?? '—'],
            ['Filed on', dateTime.format(new Date(sale.createdAt))],
          ]}
        />
      </section>
      <section className="card" aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="card__title">
          Application
        </h2>
        {Object.keys(sale.answers).length > 0 ? (
          <DetailsList testId="sale-answers" rows={Object.entries(sale.answers).map(([key, value]) => [words(key), answerText(key, value)] as const)} />
        ) : (
          <p>Only the summary above is shown for applications that came through your link.</p>
        )}
      </section>
      <section className="card" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="card__title">
          Status history
        </h2>
        <QueryState query={history}>{(steps) => <Timeline steps={steps} />}</QueryState>
      </section>
    </>
  );
}

const BACK: Record<SaleKind, { to: string; label: string }> = {
  loan: { to: '/vender/loan-sell-history', label: 'Back to loan sales' },
  card: { to: '/vender/card-sell-history', label: 'Back to card sales' },
};

function SaleDetailsPage({ kind }: { kind: SaleKind }) {
  const { sellId = '' } = useParams();
  const sale = useQuery({ queryKey: sellHistoryKeys.one(kind, sellId), queryFn: () => fetchSale(kind, sellId) });
  return (
    <Page title="Sale details" intro={<Link to={BACK[kind].to}>{BACK[kind].label}</Link>} wide>
      <QueryState query={sale}>{(data) => <Sale sale={data} id={sellId} />}</QueryState>
    </Page>
  );
}

export const SellHistoryDetailsPage = () => <SaleDetailsPage kind="loan" />;
export const CardHistoryDetailsPage = () => <SaleDetailsPage kind="card" />;
