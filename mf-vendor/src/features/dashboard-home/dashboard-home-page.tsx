// /vender: what a shop owner checks each morning. This month's figures, the wallet, what is left
// to do (KYC steps, invoices), a year of leads and earnings, the latest leads and notifications.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@platform/shared';
import { fetchWalletBalance, formatPaise, vendorQueryKeys } from '@platform/shared/dashboard';
import { useQuery } from '@platform/shared/query';
import { useProductName } from '@platform/shared/lending';
import { QueryState, formatDate } from '../../components/query-state';
import { leadStatusLabel, texts as areaTexts } from '../../components/texts';
import { fetchDashboard, type DashboardFigures } from './dashboard-api';
import { monthLabel } from './month-label';
import { NotificationsPanel } from './notifications-panel';
import { texts } from './texts';

// Loaded only here: the chart library is the heaviest thing on the page and no other page uses it.
const LeadsEarningsChart = lazy(() => import('./leads-earnings-chart'));

/** The figures' labels in order: the page and its loading placeholder draw the same boxes. */
const figureLabels = (month: string) =>
  [
    texts.t('figures.leads', { month: monthLabel(month) }),
    texts.t('figures.conversions'),
    texts.t('figures.earned'),
    texts.t('figures.wallet'),
    texts.t('figures.kyc'),
    texts.t('figures.invoices'),
  ] as const;

/**
 * The page while its figures load: the same boxes with the same labels, and the chart's frame, so
 * the notifications below are not pushed down when the figures arrive (on a phone that jump was a
 * layout shift of 0.42).
 */
function DashboardLoading() {
  const { t } = texts.useTexts();
  const area = areaTexts.useTexts();
  return (
    <>
      <p className="visually-hidden" role="status">
        {area.t('loading')}
      </p>
      <div aria-hidden="true">
        <dl className="figures">
          {figureLabels(new Date().toISOString().slice(0, 7)).map((label) => (
            <div key={label} className="figure">
              <dt>{label}</dt>
              <dd className="figure__value">…</dd>
            </div>
          ))}
        </dl>
        <section className="card">
          <h2 className="card__title">{t('year')}</h2>
          <div className="chart-box" />
        </section>
      </div>
    </>
  );
}

function Figures({ figures, wallet }: { figures: DashboardFigures; wallet: number | null | undefined }) {
  const { t } = texts.useTexts();
  const [leadsLabel, conversionsLabel, earnedLabel, walletLabel, kycLabel, invoicesLabel] = figureLabels(figures.month);
  const items: Array<{ label: string; value: string; testId: string; link?: { to: string; text: string } }> = [
    { label: leadsLabel, value: String(figures.leadsThisMonth), testId: 'figure-leads' },
    { label: conversionsLabel, value: String(figures.conversionsThisMonth), testId: 'figure-conversions' },
    { label: earnedLabel, value: formatPaise(figures.earningsThisMonthPaise), testId: 'figure-earnings' },
    { label: walletLabel, value: formatPaise(wallet), testId: 'figure-wallet', link: { to: '/vender/services', text: t('figures.walletLink') } },
    {
      label: kycLabel,
      value: String(figures.kycStepsLeft),
      testId: 'figure-kyc',
      ...(figures.kycStepsLeft > 0 ? { link: { to: '/vender/vendor-profile', text: t('figures.kycLink') } } : {}),
    },
    {
      label: invoicesLabel,
      value: String(figures.invoicesDue),
      testId: 'figure-invoices',
      ...(figures.invoicesDue > 0 ? { link: { to: '/vender/see-payment-history', text: t('figures.invoicesLink') } } : {}),
    },
  ];
  return (
    <dl className="figures">
      {items.map((item) => (
        <div key={item.testId} className="figure">
          <dt>{item.label}</dt>
          <dd className="figure__value" data-testid={item.testId}>
            {item.value}
          </dd>
          {item.link && (
            <dd>
              <Link to={item.link.to}>{item.link.text}</Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

function YearTable({ figures }: { figures: DashboardFigures }) {
  const { t } = texts.useTexts();
  return (
    <details className="year-table">
      <summary>{t('monthByMonth')}</summary>
      <table className="vendor-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.month')}</th>
            <th scope="col">{t('columns.leads')}</th>
            <th scope="col">{t('columns.earnings')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.series.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{m.leads}</td>
              <td>{formatPaise(m.earningsPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function RecentLeads({ figures }: { figures: DashboardFigures }) {
  const { t } = texts.useTexts();
  const area = areaTexts.useTexts();
  const productName = useProductName();
  if (figures.recentLeads.length === 0) {
    return <p>{t('noLeads')}</p>;
  }
  return (
    <table className="vendor-table" data-testid="recent-leads">
      <thead>
        <tr>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.customer')}</th>
          <th scope="col">{t('columns.product')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.connector')}</th>
        </tr>
      </thead>
      <tbody>
        {figures.recentLeads.map((lead) => (
          <tr key={lead.id}>
            <td>{formatDate(lead.createdAt)}</td>
            <td>{lead.customer}</td>
            <td>{productName(lead.product)}</td>
            <td>{leadStatusLabel(area.t, lead.status)}</td>
            <td>{lead.connector ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DashboardHomePage() {
  const dashboard = useQuery({ queryKey: vendorQueryKeys.dashboard, queryFn: fetchDashboard });
  const wallet = useQuery({ queryKey: vendorQueryKeys.walletBalance, queryFn: fetchWalletBalance, retry: false });
  const { t } = texts.useTexts();
  return (
    <Page title={t('title')} intro={t('intro')} wide>
      <QueryState query={dashboard} loading={<DashboardLoading />}>
        {(figures) => (
          <>
            <Figures figures={figures} wallet={wallet.data} />
            <section aria-labelledby="year-heading" className="card">
              <h2 id="year-heading" className="card__title">
                {t('year')}
              </h2>
              <Suspense fallback={<div className="chart-box" aria-busy="true" />}>
                <LeadsEarningsChart series={figures.series} />
              </Suspense>
              <YearTable figures={figures} />
            </section>
            <section aria-labelledby="leads-heading" className="card">
              <h2 id="leads-heading" className="card__title">
                {t('latest')}
              </h2>
              <RecentLeads figures={figures} />
            </section>
          </>
        )}
      </QueryState>
      <NotificationsPanel />
    </Page>
  );
}
