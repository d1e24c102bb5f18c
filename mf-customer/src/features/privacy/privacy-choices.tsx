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

function ConsentItem({ consent }: { consent: CustomerConsent }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

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
        Given on {formatDate(consent.givenAt)} · notice version {consent.notice.version} ({consent.notice.language === 'hi' ? 'Hindi' : 'English'})
      </p>
      {consent.withdrawnAt ? (
        <p className="consent__status" data-testid="consent-status">
          Withdrawn on {formatDate(consent.withdrawnAt)}
        </p>
      ) : confirming ? (
        <div className="consent__confirm" role="group" aria-label={`Withdraw: ${consent.title}`}>
          <p>{consent.onWithdrawal}</p>
          <div className="form__actions">
            <button type="button" className="button button--danger" onClick={() => void withdraw()}>
              Yes, withdraw my consent
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <p className="form__actions">
          <span className="consent__status" data-testid="consent-status">
            Active
          </span>
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            Withdraw consent
          </button>
        </p>
      )}
    </li>
  );
}

function YourData() {
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
    <Card title="Your data">
      <p>Download everything we hold about you: your profile, enquiries and applications, their progress, credit checks and consents, as one JSON file.</p>
      <p className="form__actions">
        <button type="button" className="button" onClick={() => void download()}>
          Download a copy of my data
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
  const erased = typeof step === 'object';
  useEffect(() => (erased ? () => session.clear() : undefined), [erased]);

  async function erase() {
    setStep(await spinner.during(eraseMyData()));
  }

  if (typeof step === 'object') {
    return (
      <Card title="Your data has been erased">
        <div role="status" data-testid="erasure-outcome">
          <p className="notice notice--success">{step.message}</p>
          {step.data.kept.length > 0 && (
            <>
              <h3>What we keep, and why</h3>
              <ul className="erasure__kept">
                {step.data.kept.map((kept) => (
                  <li key={kept.kind}>
                    <strong>{kept.records}</strong> ({kept.count}): kept for {kept.keptFor}, because of {kept.law}.
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>You have been signed out.</p>
          <p className="form__actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                session.clear();
                navigate(paths.home, { replace: true });
              }}
            >
              Go to the home page
            </button>
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card title="Erase my data">
      <p>You can ask us to erase the personal data we hold about you. This closes your account and cannot be undone.</p>
      {step === 'confirming' ? (
        <div className="erasure__confirm" role="group" aria-label="Confirm erasure">
          <h3>We erase</h3>
          <ul>
            {ERASED_RECORDS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h3>The law requires us to keep</h3>
          <ul>
            {Object.entries(RETAINED_RECORDS).map(([kind, rule]) => (
              <li key={kind}>
                {rule.records}: for {rule.keptFor} ({rule.law})
              </li>
            ))}
          </ul>
          <label className="field field--checkbox">
            <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            <span>I understand that my data will be erased, my account closed, and this cannot be undone.</span>
          </label>
          <div className="form__actions">
            <button type="button" className="button button--danger" disabled={!understood} onClick={() => void erase()}>
              Yes, erase my data
            </button>
            <button type="button" className="button" onClick={() => setStep('idle')}>
              Keep my data
            </button>
          </div>
        </div>
      ) : (
        <p className="form__actions">
          <button type="button" className="button" onClick={() => setStep('confirming')}>
            Erase my data
          </button>
        </p>
      )}
    </Card>
  );
}

export function PrivacyChoices() {
  const result = useCustomerData(['consents'], fetchConsents);
  return (
    <>
      <Card title="Your consents">
        <DataState result={result}>
          {(consents) =>
            consents.length === 0 ? (
              <p>You have not given us any consent yet. Each enquiry, application or credit check you make will be listed here.</p>
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
