// /customer/earn-history: the referral earnings ledger, with totals above it.
import { Link } from 'react-router-dom';
import { Page } from '@platform/shared';
import { DataState, formatDate, formatRupees } from '../../components/data-state';
import { Pager, usePageParam } from '../../components/pager';
import { useCustomerData } from '../../hooks/use-customer-data';
import { fetchEarnings } from './earn-history-api';
import { texts } from './texts';

export function EarnHistoryPage() {
  const [page, goTo] = usePageParam();
  const result = useCustomerData(['earnings', page], () => fetchEarnings(page));
  const { t } = texts.useTexts();

  return (
    <Page title={t('title')} intro={t('intro')}>
      <DataState result={result}>
        {(ledger) => (
          <>
            <dl className="earnings-totals" data-testid="earnings-totals">
              <div>
                <dt>{t('totals.earned')}</dt>
                <dd>{formatRupees(ledger.totals.earned)}</dd>
              </div>
              <div>
                <dt>{t('totals.paid')}</dt>
                <dd>{formatRupees(ledger.totals.paid)}</dd>
              </div>
              <div>
                <dt>{t('totals.balance')}</dt>
                <dd>{formatRupees(ledger.totals.balance)}</dd>
              </div>
              <div>
                <dt>{t('totals.entries')}</dt>
                <dd>{ledger.totals.entries}</dd>
              </div>
            </dl>
            {ledger.total === 0 ? (
              <p>
                {t('emptyBefore')} <Link to="/customer/referral">{t('emptyLink')}</Link> {t('emptyAfter')}
              </p>
            ) : (
              <>
                <table className="customer-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('table.date')}</th>
                      <th scope="col">{t('table.for')}</th>
                      <th scope="col">{t('table.amount')}</th>
                      <th scope="col">{t('table.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {ledger.items.map((entry) => (
                      <tr key={entry.id} data-testid="earning-row">
                        <td>{formatDate(entry.earnedAt)}</td>
                        <td>{entry.description}</td>
                        <td>{formatRupees(entry.amount)}</td>
                        <td>
                          <span className={`status status--${entry.status}`}>{entry.status === 'paid' ? t('status.paid') : t('status.credited')}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {ledger.totalPages > 1 && (
                  <Pager label={t('pagerLabel')} page={page} totalPages={ledger.totalPages} onPage={goTo}>
                    {t('position', { page: ledger.page, pages: ledger.totalPages })}
                  </Pager>
                )}
              </>
            )}
          </>
        )}
      </DataState>
    </Page>
  );
}
