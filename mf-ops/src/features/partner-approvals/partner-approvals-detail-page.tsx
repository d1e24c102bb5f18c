// /ops/partners/:id: one partner shop, banker or telecaller: who it is, where its approval and (a
// shop's) KYC review stand, every approval action so far, and what may be done now.
import { Link, useParams } from 'react-router-dom';
import { PARTNER_KIND_LABELS } from '@platform/shared/contracts';
import { DataState, useServerData } from '@platform/shared/query';
import { formatDateTime } from '../../components/queue-pager';
import { PartnerActions } from './partner-actions';
import { fetchPartner, partnerKeys } from './partner-approvals-api';
import { OpsPage } from '../../components/ops-page';

const ACTION_WORDS: Record<string, string> = { approve: 'Approved', reject: 'Not approved', suspend: 'Suspended', reinstate: 'Reinstated' };

export function PartnerApprovalsDetailPage() {
  const id = useParams().id ?? '';
  const result = useServerData(partnerKeys.one(id), () => fetchPartner(id));
  return (
    <OpsPage title={result.state === 'ready' ? result.data.name : 'Partner'}>
      <p>
        <Link to="/ops/partners">Back to partner approvals</Link>
      </p>
      <DataState result={result}>
        {(partner) => (
          <>
            <dl className="profile-details" data-testid="partner-details">
              <div>
                <dt>Kind</dt>
                <dd>{PARTNER_KIND_LABELS[partner.kind]}</dd>
              </div>
              <div>
                <dt>Approval</dt>
                <dd>
                  {partner.approval.label}
                  {partner.approval.reason ? ` (${partner.approval.reason})` : ''}
                </dd>
              </div>
              <div>
                <dt>Mobile</dt>
                <dd>{partner.mobile}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{partner.email ?? '—'}</dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>{[partner.address, partner.city, partner.pinCode].filter(Boolean).join(', ') || '—'}</dd>
              </div>
              <div>
                <dt>Registered</dt>
                <dd>{formatDateTime(partner.registeredAt)}</dd>
              </div>
              {partner.kyc && (
                <div>
                  <dt>KYC review</dt>
                  <dd>
                    {partner.kyc.stateLabel} (<Link to={`/ops/kyc/${partner.id}`}>open the KYC review</Link>)
                  </dd>
                </div>
              )}
              {partner.bank && (
                <div>
                  <dt>Bank</dt>
                  <dd>
                    {partner.bank.bankName}, {partner.bank.branch} ({partner.bank.ifsc}); PIN codes {partner.bank.pincodes.join(', ')}
                  </dd>
                </div>
              )}
            </dl>
            <PartnerActions partner={partner} />
            <section aria-labelledby="partner-history">
              <h2 id="partner-history">Approval history</h2>
              {partner.history.length === 0 ? (
                <p>No decision yet.</p>
              ) : (
                <ol className="lead-timeline">
                  {partner.history.map((entry) => (
                    <li key={`${entry.action}-${entry.at}`} className="lead-timeline__entry">
                      {ACTION_WORDS[entry.action.split('.')[1] ?? ''] ?? entry.action} by {entry.by ?? 'a former admin'} on {formatDateTime(entry.at)}
                      {entry.reason ? `: “${entry.reason}”` : ''}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
