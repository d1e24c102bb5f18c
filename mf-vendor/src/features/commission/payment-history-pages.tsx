// The shop's commission (docs/spec/product.md §7, vendor group): /vender/see-payment-history (both
// kinds at a glance and the payout table), /vender/loan-payment-history and
// /vender/card-payment-history (all, paid or unpaid lines; the view is in the URL), each line's
// GST, TDS and net payout.
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@platform/shared';
import { useQuery } from '@platform/shared/query';
import { COMMISSION_PAYOUTS, type Payout } from '@platform/shared/schemas';
import { useProductName } from '@platform/shared/lending';
import { formatDate, QueryState } from '../../components/query-state';
import { commissionKeys, fetchCommission, inRupees, paidOnText, type CommissionKind, type CommissionLine, type CommissionView } from './commission-api';
import { texts } from './texts';

const VIEWS: CommissionView[] = ['all', 'unpaid', 'paid'];

function LinesTable({ lines }: { lines: CommissionLine[] }) {
  const { t } = texts.useTexts();
  const productName = useProductName();
  return (
    <table className="vendor-table" data-testid="commission-lines">
      <thead>
        <tr>
          <th scope="col">{t('columns.earned')}</th>
          <th scope="col">{t('columns.customer')}</th>
          <th scope="col">{t('columns.product')}</th>
          <th scope="col">{t('columns.disbursed')}</th>
          <th scope="col">{t('columns.commission')}</th>
          <th scope="col">{t('columns.gst')}</th>
          <th scope="col">{t('columns.tds')}</th>
          <th scope="col">{t('columns.net')}</th>
          <th scope="col">{t('columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td>{formatDate(line.earnedAt)}</td>
            <td>
              <Link to={`/vender/payment-history-details?id=${line.id}`}>{line.customerName ?? t('customer')}</Link>
            </td>
            <td>{productName(line.product)}</td>
            <td>{inRupees(line.disbursedPaise)}</td>
            <td>{inRupees(line.commissionPaise)}</td>
            <td>{inRupees(line.gstPaise)}</td>
            <td>−{inRupees(line.tdsPaise)}</td>
            <td>{inRupees(line.netPaise)}</td>
            <td>
              <span className={`status status--${line.stage === 'paid' ? 'paid' : 'pending'}`}>{t(`stages.${line.stage}`)}</span>
              {line.payout && <small className="commission-payout">{paidOnText(line.payout)}</small>}
              {line.sentBackReason && <small className="commission-payout">{t('sentBack', { reason: line.sentBackReason })}</small>}
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
  const { t } = texts.useTexts();
  return (
    <Page title={t(kind === 'card' ? 'list.cardTitle' : 'list.loanTitle')} intro={t(kind === 'card' ? 'list.cardIntro' : 'list.loanIntro')} wide>
      <nav className="pager" aria-label={t('views.nav')}>
        {VIEWS.map((v) => (
          <Link key={v} to={v === 'all' ? '?' : `?view=${v}`} aria-current={v === view ? 'page' : undefined} className="button">
            {t(`views.${v}`)}
          </Link>
        ))}
      </nav>
      <QueryState query={lines}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{t(view === 'paid' ? 'list.nothingPaid' : view === 'unpaid' ? 'list.noUnpaid' : 'list.none')}</p>
          ) : (
            <>
              <p data-testid="commission-totals">
                {t(data.items.length === 1 ? 'list.lineOne' : 'list.lineMany', { count: data.items.length })}
                {t('list.totals', { commission: inRupees(data.totals.commissionPaise), net: inRupees(data.totals.netPaise) })}
                {t(data.totals.invoicesDue === 1 ? 'list.invoiceOne' : 'list.invoiceMany', { count: data.totals.invoicesDue })}
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
  const { t } = texts.useTexts();
  return (
    <section className="card" aria-labelledby={`summary-${kind}`}>
      <h2 className="card__title" id={`summary-${kind}`}>
        {t(kind === 'card' ? 'summary.card' : 'summary.loan')}
      </h2>
      <QueryState query={lines}>
        {(data) => {
          const sum = (stage: CommissionLine['stage']) => data.items.filter((l) => l.stage === stage).reduce((n, l) => n + l.netPaise, 0);
          return (
            <dl className="profile-details" data-testid={`summary-${kind}`}>
              <div>
                <dt>{t('summary.paid')}</dt>
                <dd>{inRupees(sum('paid'))}</dd>
              </div>
              <div>
                <dt>{t('summary.submitted')}</dt>
                <dd>{inRupees(sum('invoice_submitted'))}</dd>
              </div>
              <div>
                <dt>{t('summary.waiting')}</dt>
                <dd>
                  {inRupees(sum('invoice_due'))} <Link to={`${to}?view=unpaid`}>{t('summary.due', { count: data.totals.invoicesDue })}</Link>
                </dd>
              </div>
            </dl>
          );
        }}
      </QueryState>
      <Link to={to}>{t(kind === 'card' ? 'summary.allCard' : 'summary.allLoan')}</Link>
    </section>
  );
}

export function SeePaymentHistoryPage() {
  const { t } = texts.useTexts();
  const productName = useProductName();
  // The shared table's payoutLabel in the reader's language.
  const payoutText = (payout: Payout) =>
    payout.kind === 'share' ? t('payout.share', { percent: (payout.basisPoints / 100).toFixed(2) }) : t('payout.fixed', { rupees: payout.rupees });
  return (
    <Page title={t('overview.title')} intro={t('overview.intro')} wide>
      <KindSummary kind="loan" />
      <KindSummary kind="card" />
      <section className="card" aria-labelledby="payout-table">
        <h2 className="card__title" id="payout-table">
          {t('overview.table')}
        </h2>
        <p>{t('overview.explain')}</p>
        <table className="vendor-table" data-testid="payout-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.product')}</th>
              <th scope="col">{t('columns.youEarn')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(COMMISSION_PAYOUTS)
              .filter(([product]) => !['education loan', 'credit-card'].includes(product))
              .map(([product, payout]) => (
                <tr key={product}>
                  <td>{productName(product)}</td>
                  <td>{payoutText(payout)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </section>
    </Page>
  );
}
