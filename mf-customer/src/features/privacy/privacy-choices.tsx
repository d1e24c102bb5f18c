// The customer's privacy choices on /customer/profile (DPDP Act 2023): each consent
// they gave, withdrawn as easily as it was given, a copy of their data to take away, and erasure.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, notify, paths, session, spinner } from '@platform/shared';
import { useQueryClient } from '@platform/shared/query';
import { DataState, formatDate } from '../../components/data-state';
import { useCustomerData } from '../../hooks/use-customer-data';
import { ERASED_RECORDS, RETAINED_RECORDS } from '@platform/shared/schemas';
import { eraseMyData, fetchConsents, fetchMyData, withdrawConsent, type CustomerConsent, type ErasureAnswer } from './privacy-api';
import { texts } from './texts';

function ConsentItem({ consent }: { consent: CustomerConsent }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { t } = texts.useTexts();

  async function withdraw() {
    const answer = await spinner.during(withdrawConsent(consent.id));
    notify.success(answer.message);
    setConfirming(false);
    // The enquiry it covered is closed now: every customer page reads afresh.
    await queryClient.invalidateQueries({ queryKey: ['customer'] });
  }

  const headingId = `consent-${consent.id}`;
  return (
    <li className="consent" aria-labelledby={headingId} data-testid="consent">
      <h3 id={headingId} className="consent__title">
        {consent.title}
        {consent.subject && (
          <span className="consent__subject">
            {' '}
            · {consent.subject.label}
            {consent.subject.status ? ` (${consent.subject.status})` : ''}
          </span>
        )}
      </h3>
      <ul className="consent__statements">
        {consent.statements.map((statement) => (
          <li key={statement}>{statement}</li>
        ))}
      </ul>
      <p className="consent__meta">
        {t('consents.given', {
          givenAt: formatDate(consent.givenAt),
          version: consent.notice.version,
          language: t(`consents.language.${consent.notice.language}`),
        })}
      </p>
      {consent.withdrawnAt ? (
        <p className="consent__status" data-testid="consent-status">
          {t('consents.withdrawnOn', { date: formatDate(consent.withdrawnAt) })}
        </p>
      ) : confirming ? (
        <div className="consent__confirm" role="group" aria-label={t('consents.withdrawLabel', { title: consent.title })}>
          <p>{consent.onWithdrawal}</p>
          <div className="form__actions">
            <button type="button" className="button button--danger" onClick={() => void withdraw()}>
              {t('consents.confirmWithdraw')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('consents.keep')}
            </button>
          </div>
        </div>
      ) : (
        <p className="form__actions">
          <span className="consent__status" data-testid="consent-status">
            {t('consents.active')}
          </span>
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {t('consents.withdraw')}
          </button>
        </p>
      )}
    </li>
  );
}

function YourData() {
  const { t } = texts.useTexts();
  async function download() {
    const { file, name } = await spinner.during(fetchMyData());
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }
  return (
    <Card title={t('data.title')}>
      <p>{t('data.intro')}</p>
      <p className="form__actions">
        <button type="button" className="button" onClick={() => void download()}>
          {t('data.download')}
        </button>
      </p>
    </Card>
  );
}

/**
 * Erasure (DPDP Act s.12): what goes and what the law keeps, said before the customer confirms;
 * the answer lists what was kept and why. The server has ended every session by then; this tab's
 * tokens are dropped when the customer leaves the answer (dropping them at once would send the
 * area's guard to the login page before the answer could be read).
 */
function EraseMyData() {
  const [step, setStep] = useState<'idle' | 'confirming' | ErasureAnswer>('idle');
  const [understood, setUnderstood] = useState(false);
  const navigate = useNavigate();
  const { t } = texts.useTexts();
  const erased = typeof step === 'object';
  useEffect(() => (erased ? () => session.clear() : undefined), [erased]);

  async function erase() {
    setStep(await spinner.during(eraseMyData()));
  }

  if (typeof step === 'object') {
    return (
      <Card title={t('erase.doneTitle')}>
        <div role="status" data-testid="erasure-outcome">
          <p className="notice notice--success">{step.message}</p>
          {step.data.kept.length > 0 && (
            <>
              <h3>{t('erase.keptHeading')}</h3>
              <ul className="erasure__kept">
                {step.data.kept.map((kept) => (
                  <li key={kept.kind}>
                    <strong>{kept.records}</strong> {t('erase.kept', { count: kept.count, keptFor: kept.keptFor, law: kept.law })}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>{t('erase.signedOut')}</p>
          <p className="form__actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                session.clear();
                navigate(paths.home, { replace: true });
              }}
            >
              {t('erase.home')}
            </button>
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card title={t('erase.title')}>
      <p>{t('erase.intro')}</p>
      {step === 'confirming' ? (
        <div className="erasure__confirm" role="group" aria-label={t('erase.confirmLabel')}>
          <h3>{t('erase.weErase')}</h3>
          <ul>
            {ERASED_RECORDS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h3>{t('erase.lawKeeps')}</h3>
          <ul>
            {Object.entries(RETAINED_RECORDS).map(([kind, rule]) => (
              <li key={kind}>{t('erase.retained', { records: rule.records, keptFor: rule.keptFor, law: rule.law })}</li>
            ))}
          </ul>
          <label className="field field--checkbox">
            <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            <span>{t('erase.understood')}</span>
          </label>
          <div className="form__actions">
            <button type="button" className="button button--danger" disabled={!understood} onClick={() => void erase()}>
              {t('erase.confirm')}
            </button>
            <button type="button" className="button" onClick={() => setStep('idle')}>
              {t('erase.keep')}
            </button>
          </div>
        </div>
      ) : (
        <p className="form__actions">
          <button type="button" className="button" onClick={() => setStep('confirming')}>
            {t('erase.start')}
          </button>
        </p>
      )}
    </Card>
  );
}

export function PrivacyChoices() {
  const result = useCustomerData(['consents'], fetchConsents);
  const { t } = texts.useTexts();
  return (
    <>
      <Card title={t('consents.title')}>
        <DataState result={result}>
          {(consents) =>
            consents.length === 0 ? (
              <p>{t('consents.empty')}</p>
            ) : (
              <ul className="consents">
                {consents.map((consent) => (
                  <ConsentItem key={consent.id} consent={consent} />
                ))}
              </ul>
            )
          }
        </DataState>
      </Card>
      <YourData />
      <EraseMyData />
    </>
  );
}
