// /ops/partners/:id: one partner shop, banker or telecaller: who it is, where its approval and (a
// shop's) KYC review stand, every approval action so far, and what may be done now.
import { Link, useParams } from 'react-router-dom';
import { DataState, useServerData } from '@platform/shared/query';
import { formatDateTime } from '../../components/queue-pager';
import { PartnerActions } from './partner-actions';
import { fetchPartner, partnerKeys } from './partner-approvals-api';
import { OpsPage } from '../../components/ops-page';
import { partnerWord, texts } from './texts';

const isDone = (action: string): action is keyof typeof texts.en.partner.done => action in texts.en.partner.done;

export function PartnerApprovalsDetailPage() {
  const id = useParams().id ?? '';
  const result = useServerData(partnerKeys.one(id), () => fetchPartner(id));
  const words = texts.useTexts();
  const { t } = words;
  // "Approved by Anita Rao on 25 Nov 2026, 3:30 pm"; an action this page has no word for shows as recorded.
  const entryText = (entry: { action: string; by: string | null; at: string }) => {
    const action = entry.action.split('.')[1] ?? '';
    const done = isDone(action) ? t(`partner.done.${action}`) : entry.action;
    return t('partner.entry', { done, by: entry.by ?? t('partner.formerAdmin'), at: formatDateTime(entry.at) });
  };
  return (
    <OpsPage title={result.state === 'ready' ? result.data.name : t('partner.untitled')}>
      <p>
        <Link to="/ops/partners">{t('partner.back')}</Link>
      </p>
      <DataState result={result}>
        {(partner) => (
          <>
            <dl className="profile-details" data-testid="partner-details">
              <div>
                <dt>{t('partner.kind')}</dt>
                <dd>{t(`kinds.${partner.kind}`)}</dd>
              </div>
              <div>
                <dt>{t('partner.approval')}</dt>
                <dd>
                  {partnerWord(words, 'approval', partner.approval.status, partner.approval.label)}
                  {partner.approval.reason ? ` (${partner.approval.reason})` : ''}
                </dd>
              </div>
              <div>
                <dt>{t('partner.mobile')}</dt>
                <dd>{partner.mobile}</dd>
              </div>
              <div>
                <dt>{t('partner.email')}</dt>
                <dd>{partner.email ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('partner.address')}</dt>
                <dd>{[partner.address, partner.city, partner.pinCode].filter(Boolean).join(', ') || '—'}</dd>
              </div>
              <div>
                <dt>{t('partner.registered')}</dt>
                <dd>{formatDateTime(partner.registeredAt)}</dd>
              </div>
              {partner.kyc && (
                <div>
                  <dt>{t('partner.kycReview')}</dt>
                  <dd>
                    {partnerWord(words, 'kycStates', partner.kyc.state, partner.kyc.stateLabel)} (
                    <Link to={`/ops/kyc/${partner.id}`}>{t('partner.openKyc')}</Link>)
                  </dd>
                </div>
              )}
              {partner.bank && (
                <div>
                  <dt>{t('partner.bank')}</dt>
                  <dd>
                    {t('partner.bankFacts', {
                      bank: partner.bank.bankName,
                      branch: partner.bank.branch,
                      ifsc: partner.bank.ifsc,
                      pincodes: partner.bank.pincodes.join(', '),
                    })}
                  </dd>
                </div>
              )}
            </dl>
            <PartnerActions partner={partner} />
            <section aria-labelledby="partner-history">
              <h2 id="partner-history">{t('partner.history')}</h2>
              {partner.history.length === 0 ? (
                <p>{t('partner.noDecision')}</p>
              ) : (
                <ol className="lead-timeline">
                  {partner.history.map((entry) => (
                    <li key={`${entry.action}-${entry.at}`} className="lead-timeline__entry">
                      {entryText(entry)}
                      {entry.reason ? t('partner.reason', { reason: entry.reason }) : ''}
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
