// /customer/cibil: the credit-score check. Nothing is fetched from a bureau until the customer
// ticks the consent box for this check; the server records the consent text with the report.
import { useState } from 'react';
import { notify, Page, spinner } from '@platform/shared';
import { CheckboxField, Form, SubmitButton, TextField } from '@platform/shared/forms';
import { creditCheckSchema, type CreditCheckInput } from '@platform/shared/schemas';
import { DataState, formatDate } from '../../components/data-state';
import { useQueryClient } from '@platform/shared/query';
import { useCustomerData } from '../../hooks/use-customer-data';
import { checkCreditScore, fetchCreditReports, type CreditReport } from './cibil-api';

const IMPACT_LABELS = { positive: 'Helps your score', neutral: 'Neutral', negative: 'Pulls your score down' } as const;

/** Where the score sits on the 300-900 scale, for the meter. */
export function scorePercent(score: number, min = 300, max = 900): number {
  return Math.round(((Math.min(max, Math.max(min, score)) - min) / (max - min)) * 100);
}

function ReportView({ report }: { report: CreditReport }) {
  const band = report.band.toLowerCase().replace(/\s+/g, '-');
  return (
    <section className="card credit-report" aria-labelledby="credit-report-heading" data-testid="credit-report">
      <h2 id="credit-report-heading" className="card__title">
        Your credit score
      </h2>
      {report.score === null ? (
        <p className="credit-report__score credit-report__score--none">No score yet</p>
      ) : (
        <>
          <p className="credit-report__score" data-testid="credit-score">
            {report.score}
          </p>
          <div
            className="credit-meter"
            role="meter"
            aria-label="Credit score"
            aria-valuemin={report.scoreRange.min}
            aria-valuemax={report.scoreRange.max}
            aria-valuenow={report.score}
          >
            <span className="credit-meter__fill" style={{ width: `${scorePercent(report.score, report.scoreRange.min, report.scoreRange.max)}%` }} />
          </div>
        </>
      )}
      <p>
        <span className={`credit-band credit-band--${band}`} data-testid="credit-band">
          {report.band}
        </span>{' '}
        · PAN {report.pan} · {report.fullName} · checked {formatDate(report.checkedAt)} · {report.bureau}
      </p>
      <h3>What shapes your score</h3>
      <ul className="credit-factors">
        {report.factors.map((factor) => (
          <li key={factor.factor} className={`credit-factor credit-factor--${factor.impact}`}>
            <strong>{factor.factor}</strong> <span className="credit-factor__impact">{IMPACT_LABELS[factor.impact]}</span>
            <p>{factor.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CibilPage() {
  const result = useCustomerData(['credit-reports'], fetchCreditReports);
  const [fresh, setFresh] = useState<CreditReport | null>(null);
  const queryClient = useQueryClient();

  async function check(values: CreditCheckInput) {
    const answer = await spinner.during(checkCreditScore(values));
    notify.success(answer.message);
    setFresh(answer.data);
    // The profile locks once a report exists in the customer's name: let it refetch.
    void queryClient.invalidateQueries({ queryKey: ['customer'] });
  }

  return (
    <Page title="Check your credit score" intro="Checking your own score is a soft enquiry: it never lowers your score.">
      <DataState result={result}>
        {(reports) => {
          const latest = fresh ?? reports.latest;
          return (
            <>
              {latest && <ReportView report={latest} />}
              <section className="card" aria-labelledby="credit-check-heading">
                <h2 id="credit-check-heading" className="card__title">
                  {latest ? 'Check again' : 'Get your score'}
                </h2>
                <Form<CreditCheckInput> schema={creditCheckSchema} defaultValues={{ pan: '', fullName: '' }} onSubmit={check} aria-label="Credit score check">
                  <p className="field__hint" data-testid="pan-binding">
                    {reports.panOnProfile
                      ? `Your credit checks are tied to your PAN ${reports.panOnProfile}, verified in your name.`
                      : 'We first check that the PAN is in your name; it is then kept on your profile and only your own report can be fetched.'}
                  </p>
                  <TextField
                    name="pan"
                    label="PAN"
                    autoCapitalize="characters"
                    maxLength={10}
                    hint={reports.panOnProfile ? `The PAN on your profile (${reports.panOnProfile})` : 'Your personal PAN, e.g. ABCPE1234F'}
                  />
                  <TextField name="fullName" label="Name as on PAN" autoComplete="name" />
                  <CheckboxField name="consent" label={reports.consentText} />
                  <div className="form__actions">
                    <SubmitButton>Check my score</SubmitButton>
                  </div>
                </Form>
              </section>
            </>
          );
        }}
      </DataState>
    </Page>
  );
}
