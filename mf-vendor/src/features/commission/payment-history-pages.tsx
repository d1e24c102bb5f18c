// The shop's commission (docs/spec/product.md §7, vendor group): /vender/see-payment-history (both
// kinds at a glance and the payout table), /vender/loan-payment-history and
// /vender/card-payment-history (all, paid or unpaid lines; the view is in the URL), each line's
// GST, TDS and net payout.
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@platform/shared';
import { useQuery } from '@platform/shared/query';
import { COMMISSION_PAYOUTS, payoutLabel, sellingProductLabel } from '@platform/shared/schemas';
import { formatDate, QueryState } from '../../components/query-state';
import { commissionKeys, fetchCommission, inRupees, type CommissionKind, type CommissionLine, type CommissionView } from './commission-api';

const VIEWS: { view: CommissionView; label: string }[] = [
  { view: 'all', label: 'All' },
  { view: 'unpaid', label: 'Unpaid' },
  { view: 'paid', label: 'Paid' },
];

function LinesTable({ lines }: { lines: CommissionLine[] }) {
  return (
    <table className="vendor-table" data-testid="commission-lines">
      <thead>
        <tr>
          <th scope="col">Earned</th>
          <th scope="col">Customer</th>
          <th scope="col">Product</th>
          <th scope="col">Disbursed</th>
          <th scope="col">Commission</th>
          <th scope="col">GST</th>
          <th scope="col">TDS</th>
          <th scope="col">Net</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td>{formatDate(line.earnedAt)}</td>
            <td>
              <Link to={`/vender/payment-history-details?id=${line.id}`}>{line.customerName ?? 'Customer'}</Link>
            </td>
            <td>{line.product}</td>
            <td>{inRupees(line.disbursedPaise)}</td>
            <td>{inRupees(line.commissionPaise)}</td>
            <td>{inRupees(line.gstPaise)}</td>
            <td>−{inRupees(line.tdsPaise)}</td>
            <td>{inRupees(line.netPaise)}</td>
            <td>
              <span className={`status status--${line.stage === 'paid' ? 'paid' : 'pending'}`}>{line.stageLabel}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PaymentHistoryPage({ kind }: { kind: CommissionKind }) {
  const [query] = useSearchParams();
  const asked = query.get('view');
  const view: CommissionView = asked === 'paid' || asked === 'unpaid' ? asked : 'all';
  const lines = useQuery({ queryKey: commissionKeys.list(kind, view), queryFn: () => fetchCommission(kind, view) });
  return (
    <Page
      title={kind === 'card' ? 'Card payment history' : 'Loan payment history'}
      intro={`Commission on your ${kind === 'card' ? 'credit card' : 'loan and insurance'} sales. Upload your invoice for an unpaid line to be paid.`}
      wide
    >
      <nav className="pager" aria-label="Show">
        {VIEWS.map((v) => (
          <Link key={v.view} to={v.view === 'all' ? '?' : `?view=${v.view}`} aria-current={v.view === view ? 'page' : undefined} className="button">
            {v.label}
          </Link>
        ))}
      </nav>
      <QueryState query={lines}>
        {(data) =>
          data.items.length === 0 ? (
            <p>
              {view === 'paid'
                ? 'Nothing paid yet.'
                : view === 'unpaid'
                  ? 'No unpaid commission.'
                  : 'No commission yet: it is earned when a sale is disbursed.'}
            </p>
          ) : (
            <>
              <p data-testid="commission-totals">
                {data.items.length} {data.items.length === 1 ? 'line' : 'lines'} · commission {inRupees(data.totals.commissionPaise)} · net{' '}
                {inRupees(data.totals.netPaise)} · {data.totals.invoicesDue} {data.totals.invoicesDue === 1 ? 'invoice' : 'invoices'} due
              </p>
              <LinesTable lines={data.items} />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

export const LoanPaymentHistoryPage = () => <PaymentHistoryPage kind="loan" />;
export const CardPaymentHistoryPage = () => <PaymentHistoryPage kind="card" />;

function KindSummary({ kind }: { kind: CommissionKind }) {
  const lines = useQuery({ queryKey: commissionKeys.list(kind, 'all'), queryFn: () => fetchCommission(kind, 'all') });
  const to = kind === 'card' ? '/vender/card-payment-history' : '/vender/loan-payment-history';
  return (
    <section className="card" aria-labelledby={`summary-${kind}`}>
      <h2 className="card__title" id={`summary-${kind}`}>
        {kind === 'card' ? 'Credit cards' : 'Loans and insurance'}
      </h2>
      <QueryState query={lines}>
        {(data) => {
          const sum = (stage: CommissionLine['stage']) => data.items.filter((l) => l.stage === stage).reduce((n, l) => n + l.netPaise, 0);
          return (
            <dl className="profile-details" data-testid={`summary-${kind}`}>
              <div>
                <dt>Paid</dt>
                <dd>{inRupees(sum('paid'))}</dd>
              </div>
              <div>
                <dt>Invoice submitted, awaiting payout</dt>
                <dd>{inRupees(sum('invoice_submitted'))}</dd>
              </div>
              <div>
                <dt>Waiting for your invoice</dt>
                <dd>
                  {inRupees(sum('invoice_due'))} <Link to={`${to}?view=unpaid`}>({data.totals.invoicesDue} due)</Link>
                </dd>
              </div>
            </dl>
          );
        }}
      </QueryState>
      <Link to={to}>All {kind === 'card' ? 'card' : 'loan'} payments</Link>
    </section>
  );
}

export function SeePaymentHistoryPage() {
  return (
    <Page title="Payment history" intro="What your sales have earned, net of TDS, with GST when you invoice with a GSTIN." wide>
      <KindSummary kind="loan" />
      <KindSummary kind="card" />
      <section className="card" aria-labelledby="payout-table">
        <h2 className="card__title" id="payout-table">
          Payout table
        </h2>
        <p>
          Commission is earned when a sale is disbursed (a loan paid out, a card issued, a policy sold). GST at 18% is added when your invoice carries your
          GSTIN; TDS of 2% (Income-tax Act section 194H) is held back and shows in your Form 26AS.
        </p>
        <table className="vendor-table" data-testid="payout-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">You earn</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(COMMISSION_PAYOUTS)
              .filter(([product]) => !['education loan', 'credit-card'].includes(product))
              .map(([product, payout]) => (
                <tr key={product}>
                  <td>{sellingProductLabel(product)}</td>
                  <td>{payoutLabel(payout)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </section>
    </Page>
  );
}
