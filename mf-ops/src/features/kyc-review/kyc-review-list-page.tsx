// /ops/kyc: the shops whose KYC evidence waits for a reviewer, the longest waiting first, a page
// at a time; the other states (sent back to the shop, accepted, not finished) one tab away.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { KYC_REVIEW_STATE_LABELS, KYC_REVIEW_STATES, type KycReviewState } from '@platform/shared/contracts';
import { DataState, useServerData } from '@platform/shared/query';
import { formatDateTime, QueuePager, useQueueParams } from '../../components/queue-pager';
import { fetchKycReviews, kycReviewKeys } from './kyc-review-api';
import { OpsPage } from '../../components/ops-page';

const isState = (value: string | null): value is KycReviewState => (KYC_REVIEW_STATES as readonly string[]).includes(value ?? '');

export function KycReviewListPage() {
  const { params, page, setFilter } = useQueueParams();
  const state: KycReviewState = isState(params.get('state')) ? (params.get('state') as KycReviewState) : 'awaiting';
  const query = new URLSearchParams(params);
  query.set('state', state);
  const result = useServerData(kycReviewKeys.queue(query.toString()), () => fetchKycReviews(query));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', search.trim());
  };

  return (
    <OpsPage title="KYC review" intro="Each shop's KYC evidence, checked by a person before the shop is approved. The longest waiting first.">
      <form role="search" className="article-search" onSubmit={submitSearch}>
        <label className="field__label" htmlFor="kyc-review-search">
          Search by shop, owner or mobile
        </label>
        <input id="kyc-review-search" className="field__input" type="search" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <DataState result={result}>
        {(queue) => (
          <>
            <nav aria-label="Review states" className="article-filters">
              {KYC_REVIEW_STATES.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={option === state ? 'button button--primary' : 'button'}
                  aria-pressed={option === state}
                  onClick={() => setFilter('state', option === 'awaiting' ? '' : option)}
                >
                  {KYC_REVIEW_STATE_LABELS[option]} ({queue.counts[option]})
                </button>
              ))}
            </nav>
            {queue.items.length === 0 ? (
              <p>No shops here{params.get('q') ? ' match the search' : ''}.</p>
            ) : (
              <div className="table-scroll">
                <table className="console-table">
                  <caption className="visually-hidden">
                    {KYC_REVIEW_STATE_LABELS[state]}: {queue.total} shop{queue.total === 1 ? '' : 's'}, the longest waiting first
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Shop</th>
                      <th scope="col">Owner</th>
                      <th scope="col">City</th>
                      <th scope="col">Waiting since</th>
                      <th scope="col">To review</th>
                      <th scope="col">Accepted</th>
                      <th scope="col">Sent back</th>
                    </tr>
                  </thead>
                  <tbody>
                    {queue.items.map((shop) => (
                      <tr key={shop.shopId} data-testid="kyc-review-shop">
                        <th scope="row">
                          <Link to={`/ops/kyc/${shop.shopId}`}>{shop.shopName}</Link>
                        </th>
                        <td>{shop.ownerName ?? '—'}</td>
                        <td>{shop.city ?? '—'}</td>
                        <td>{formatDateTime(shop.waitingSince)}</td>
                        <td>{shop.awaiting}</td>
                        <td>{shop.accepted}</td>
                        <td>{shop.rejected}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <QueuePager label="KYC review pages" page={page} pageSize={queue.pageSize} total={queue.total} />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
