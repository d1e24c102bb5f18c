// /ops/partners: partner shops, bankers and telecallers by approval status (waiting first by
// default), optionally of one kind, the longest waiting first, a page at a time.
import { Link } from 'react-router-dom';
import { PARTNER_KIND_LABELS, PARTNER_KINDS, type PartnerKind } from '@platform/shared/contracts';
import { DataState, useServerData } from '@platform/shared/query';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@platform/shared/schemas';
import { formatDateTime, QueuePager, useQueueParams } from '../../components/queue-pager';
import { fetchPartners, partnerKeys } from './partner-approvals-api';
import { OpsPage } from '../../components/ops-page';

export const APPROVAL_STATUS_TEXT: Record<ApprovalStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Not approved',
  suspended: 'Suspended',
};

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

  return (
    <OpsPage
      title="Partner approvals"
      intro="Shops (once a reviewer accepted their KYC), partner bankers and telecallers: approve, reject with a reason, suspend or reinstate. The longest waiting first."
    >
      <div className="field">
        <label className="field__label" htmlFor="partner-kind">
          Kind of partner
        </label>
        <select id="partner-kind" className="field__input" value={kind} onChange={(e) => setFilter('kind', e.target.value)}>
          <option value="">All partners</option>
          {PARTNER_KINDS.map((option) => (
            <option key={option} value={option}>
              {PARTNER_KIND_LABELS[option]}s
            </option>
          ))}
        </select>
      </div>
      <DataState result={result}>
        {(queue) => (
          <>
            <nav aria-label="Approval statuses" className="article-filters">
              {APPROVAL_STATUSES.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={option === status ? 'button button--primary' : 'button'}
                  aria-pressed={option === status}
                  onClick={() => setFilter('status', option === 'pending' ? '' : option)}
                >
                  {APPROVAL_STATUS_TEXT[option]} ({queue.counts[option]})
                </button>
              ))}
            </nav>
            {queue.items.length === 0 ? (
              <p>No partners here.</p>
            ) : (
              <div className="table-scroll">
                <table className="console-table">
                  <caption className="visually-hidden">
                    {APPROVAL_STATUS_TEXT[status]}: {queue.total} partner{queue.total === 1 ? '' : 's'}, the longest waiting first
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Kind</th>
                      <th scope="col">Mobile</th>
                      <th scope="col">City</th>
                      <th scope="col">Registered</th>
                      <th scope="col">KYC</th>
                    </tr>
                  </thead>
                  <tbody>
                    {queue.items.map((partner) => (
                      <tr key={partner.id} data-testid="partner">
                        <th scope="row">
                          <Link to={`/ops/partners/${partner.id}`}>{partner.name}</Link>
                        </th>
                        <td>{PARTNER_KIND_LABELS[partner.kind]}</td>
                        <td>{partner.mobile}</td>
                        <td>{partner.city ?? '—'}</td>
                        <td>{formatDateTime(partner.registeredAt)}</td>
                        <td>{partner.kyc ? partner.kyc.stateLabel : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <QueuePager label="Partner pages" page={page} pageSize={queue.pageSize} total={queue.total} />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
