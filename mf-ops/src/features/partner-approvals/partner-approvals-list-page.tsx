// /ops/partners: partner shops, bankers and telecallers by approval status (waiting first by
// default), optionally of one kind, the longest waiting first, a page at a time.
import { Link } from 'react-router-dom';
import { PARTNER_KINDS, type PartnerKind } from '@platform/shared/contracts';
import { DataState, useServerData } from '@platform/shared/query';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@platform/shared/schemas';
import { formatDateTime, QueuePager, useQueueParams } from '../../components/queue-pager';
import { fetchPartners, partnerKeys } from './partner-approvals-api';
import { OpsPage } from '../../components/ops-page';
import { partnerWord, texts } from './texts';

const isStatus = (value: string | null): value is ApprovalStatus => (APPROVAL_STATUSES as readonly string[]).includes(value ?? '');
const isKind = (value: string | null): value is PartnerKind => (PARTNER_KINDS as readonly string[]).includes(value ?? '');

export function PartnerApprovalsListPage() {
  const { params, page, setFilter } = useQueueParams();
  const status: ApprovalStatus = isStatus(params.get('status')) ? (params.get('status') as ApprovalStatus) : 'pending';
  const kind = isKind(params.get('kind')) ? (params.get('kind') as PartnerKind) : '';
  const query = new URLSearchParams(params);
  query.set('status', status);
  if (!kind) query.delete('kind');
  const result = useServerData(partnerKeys.queue(query.toString()), () => fetchPartners(query));
  const words = texts.useTexts();
  const { t } = words;

  return (
    <OpsPage title={t('list.title')} intro={t('list.intro')}>
      <div className="field">
        <label className="field__label" htmlFor="partner-kind">
          {t('list.kind')}
        </label>
        <select id="partner-kind" className="field__input" value={kind} onChange={(e) => setFilter('kind', e.target.value)}>
          <option value="">{t('list.allKinds')}</option>
          {PARTNER_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`kindsPlural.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <DataState result={result}>
        {(queue) => (
          <>
            <nav aria-label={t('list.statuses')} className="article-filters">
              {APPROVAL_STATUSES.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={option === status ? 'button button--primary' : 'button'}
                  aria-pressed={option === status}
                  onClick={() => setFilter('status', option === 'pending' ? '' : option)}
                >
                  {t('list.statusCount', { status: t(`approval.${option}`), count: queue.counts[option] })}
                </button>
              ))}
            </nav>
            {queue.items.length === 0 ? (
              <p>{t('list.none')}</p>
            ) : (
              <div
                className="table-scroll"
                tabIndex={0}
                role="region"
                aria-label={t(queue.total === 1 ? 'list.captionOne' : 'list.captionMany', { status: t(`approval.${status}`), count: queue.total })}
              >
                <table className="console-table">
                  <caption className="visually-hidden">
                    {t(queue.total === 1 ? 'list.captionOne' : 'list.captionMany', { status: t(`approval.${status}`), count: queue.total })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('list.columns.name')}</th>
                      <th scope="col">{t('list.columns.kind')}</th>
                      <th scope="col">{t('list.columns.mobile')}</th>
                      <th scope="col">{t('list.columns.city')}</th>
                      <th scope="col">{t('list.columns.registered')}</th>
                      <th scope="col">{t('list.columns.kyc')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {queue.items.map((partner) => (
                      <tr key={partner.id} data-testid="partner">
                        <th scope="row">
                          <Link to={`/ops/partners/${partner.id}`}>{partner.name}</Link>
                        </th>
                        <td>{t(`kinds.${partner.kind}`)}</td>
                        <td>{partner.mobile}</td>
                        <td>{partner.city ?? '—'}</td>
                        <td>{formatDateTime(partner.registeredAt)}</td>
                        <td>{partner.kyc ? partnerWord(words, 'kycStates', partner.kyc.state, partner.kyc.stateLabel) : '—'}</td>
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
