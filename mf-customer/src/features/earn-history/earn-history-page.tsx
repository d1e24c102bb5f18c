// /customer/earn-history: the referral earnings ledger, with totals above it.
import { Link } from 'react-router-dom';
import { Page } from '@platform/shared';
import { DataState, formatDate, formatRupees } from '../../components/data-state';
import { Pager, usePageParam } from '../../components/pager';
import { useCustomerData } from '../../hooks/use-customer-data';
import { fetchEarnings } from './earn-history-api';

export function EarnHistoryPage() {
  const [page, goTo] = usePageParam();
  const result = useCustomerData(['earnings', page], () => fetchEarnings(page));

  return (
    <Page title="My earnings" intro="Rewards for the people you referred, as they confirm their enquiries and sign-ups.">
      <DataState result={result}>
        {(ledger) => (
          <>
            <dl className="earnings-totals" data-testid="earnings-totals">
              <div>
                <dt>Total earned</dt>
                <dd>{formatRupees(ledger.totals.earned)}</dd>
              </div>
              <div>
                <dt>Paid out</dt>
                <dd>{formatRupees(ledger.totals.paid)}</dd>
              </div>
              <div>
                <dt>Balance</dt>
                <dd>{formatRupees(ledger.totals.balance)}</dd>
              </div>
              <div>
                <dt>Rewards</dt>
                <dd>{ledger.totals.entries}</dd>
              </div>
            </dl>
            {ledger.total === 0 ? (
              <p>
                No rewards yet. <Link to="/customer/referral">Share your referral link</Link> to start earning.
              </p>
            ) : (
              <>
                <table className="customer-table">
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">For</th>
                      <th scope="col">Amount</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {ledger.items.map((entry) => (
                      <tr key={entry.id} data-testid="earning-row">
                        <td>{formatDate(entry.earnedAt)}</td>
                        <td>{entry.description}</td>
                        <td>{formatRupees(entry.amount)}</td>
                        <td>
                          <span className={`status status--${entry.status}`}>{entry.status === 'paid' ? 'Paid' : 'Credited'}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {ledger.totalPages > 1 && (
                  <Pager label="Earnings pages" page={page} totalPages={ledger.totalPages} onPage={goTo}>
                    Page {ledger.page} of {ledger.totalPages}
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
