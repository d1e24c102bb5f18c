// /ops/kyc: the shops whose KYC evidence waits for a reviewer, the longest waiting first, a page
// at a time; the other states (sent back to the shop, accepted, not finished) one tab away.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { KYC_REVIEW_STATE_LABELS, KYC_REVIEW_STATES, type KycReviewState } from '@platform/shared/contracts';
import { DataState, useServerData } from '@platform/shared/query';
import { formatDateTime, QueuePager, useQueueParams } from '../../components/queue-pager';
import { fetchKycReviews, kycReviewKeys } from './kyc-review-api';
import { OpsPage } from '../../components/ops-page';
import { kycWord, texts } from './texts';

const isState = (value: string | null): value is KycReviewState => (KYC_REVIEW_STATES as readonly string[]).includes(value ?? '');

export function KycReviewListPage() {
  const { params, page, setFilter } = useQueueParams();
  const state: KycReviewState = isState(params.get('state')) ? (params.get('state') as KycReviewState) : 'awaiting';
  const query = new URLSearchParams(params);
  query.set('state', state);
  const result = useServerData(kycReviewKeys.queue(query.toString()), () => fetchKycReviews(query));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const words = texts.useTexts();
  const { t } = words;
  const stateName = (option: KycReviewState) => kycWord(words, 'states', option, KYC_REVIEW_STATE_LABELS[option]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', search.trim());
  };

  return (
    <OpsPage title={t('list.title')} intro={t('list.intro')}>
      <form role="search" className="article-search" onSubmit={submitSearch}>
        <label className="field__label" htmlFor="kyc-review-search">
          {t('list.search')}
        </label>
        <input id="kyc-review-search" className="field__input" type="search" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
        <button type="submit" className="button">
          {t('list.searchButton')}
        </button>
      </form>
      <DataState result={result}>
        {(queue) => (
          <>
            <nav aria-label={t('list.states')} className="article-filters">
              {KYC_REVIEW_STATES.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={option === state ? 'button button--primary' : 'button'}
                  aria-pressed={option === state}
                  onClick={() => setFilter('state', option === 'awaiting' ? '' : option)}
                >
                  {t('list.stateCount', { state: stateName(option), count: queue.counts[option] })}
                </button>
              ))}
            </nav>
            {queue.items.length === 0 ? (
              <p>{params.get('q') ? t('list.noneFound') : t('list.none')}</p>
            ) : (
              <div
                className="table-scroll"
                tabIndex={0}
                role="region"
                aria-label={t(queue.total === 1 ? 'list.captionOne' : 'list.captionMany', { state: stateName(state), count: queue.total })}
              >
                <table className="console-table">
                  <caption className="visually-hidden">
                    {t(queue.total === 1 ? 'list.captionOne' : 'list.captionMany', { state: stateName(state), count: queue.total })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('list.columns.shop')}</th>
                      <th scope="col">{t('list.columns.owner')}</th>
                      <th scope="col">{t('list.columns.city')}</th>
                      <th scope="col">{t('list.columns.waitingSince')}</th>
                      <th scope="col">{t('list.columns.toReview')}</th>
                      <th scope="col">{t('list.columns.accepted')}</th>
                      <th scope="col">{t('list.columns.sentBack')}</th>
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
            <QueuePager label={t('list.pages')} page={page} pageSize={queue.pageSize} total={queue.total} />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
