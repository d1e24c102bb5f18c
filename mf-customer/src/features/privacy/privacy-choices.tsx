// The customer's privacy choices on /customer/profile (issue 17, DPDP Act 2023): each consent
// they gave, withdrawn as easily as it was given, and a copy of their data to take away.
import { useState } from 'react';
import { Card, notify, spinner } from '@platform/shared';
import { useQueryClient } from '@platform/shared/query';
import { DataState, formatDate } from '../../components/data-state';
import { useCustomerData } from '../../hooks/use-customer-data';
import { fetchConsents, fetchMyData, withdrawConsent, type CustomerConsent } from './privacy-api';

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
        {consent.subject && <span className="consent__subject"> · {consent.subject.label}{consent.subject.status ? ` (${consent.subject.status})` : ''}</span>}
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
    </>
  );
}
