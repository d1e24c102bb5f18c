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
import { texts } from './texts';

/** Where the score sits on the 300-900 scale, for the meter. */
export function scorePercent(score: number, min = 300, max = 900): number {
  return Math.round(((Math.min(max, Math.max(min, score)) - min) / (max - min)) * 100);
}

function ReportView({ report }: { report: CreditReport }) {
  const band = report.band.toLowerCase().replace(/\s+/g, '-');
  const { t } = texts.useTexts();
  return (
    <section className="card credit-report" aria-labelledby="credit-report-heading" data-testid="credit-report">
      <h2 id="credit-report-heading" className="card__title">
        {t('report.heading')}
      </h2>
      {report.score === null ? (
        <p className="credit-report__score credit-report__score--none">{t('report.noScore')}</p>
      ) : (
        <>
          <p className="credit-report__score" data-testid="credit-score">
            {report.score}
          </p>
          <div
            className="credit-meter"
            role="meter"
            aria-label={t('report.meterLabel')}
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
        {t('report.facts', { pan: report.pan, name: report.fullName, checkedAt: formatDate(report.checkedAt), bureau: report.bureau })}
      </p>
      <h3>{t('report.factorsHeading')}</h3>
      <ul className="credit-factors">
        {report.factors.map((factor) => (
          <li key={factor.factor} className={`credit-factor credit-factor--${factor.impact}`}>
            <strong>{factor.factor}</strong> <span className="credit-factor__impact">{t(`report.impact.${factor.impact}`)}</span>
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
  const { t } = texts.useTexts();

  async function check(values: CreditCheckInput) {
    const answer = await spinner.during(checkCreditScore(values));
    notify.success(answer.message);
    setFresh(answer.data);
    // The profile locks once a report exists in the customer's name: let it refetch.
    void queryClient.invalidateQueries({ queryKey: ['customer'] });
  }

  return (
    <Page title={t('title')} intro={t('intro')}>
      <DataState result={result}>
        {(reports) => {
          const latest = fresh ?? reports.latest;
          return (
            <>
              {latest && <ReportView report={latest} />}
              <section className="card" aria-labelledby="credit-check-heading">
                <h2 id="credit-check-heading" className="card__title">
                  {latest ? t('check.again') : t('check.first')}
                </h2>
                <Form<CreditCheckInput> schema={creditCheckSchema} defaultValues={{ pan: '', fullName: '' }} onSubmit={check} aria-label={t('check.formLabel')}>
                  <p className="field__hint" data-testid="pan-binding">
                    {reports.panOnProfile ? t('check.panBound', { pan: reports.panOnProfile }) : t('check.panFirst')}
                  </p>
                  <TextField
                    name="pan"
                    label={t('check.pan')}
                    autoCapitalize="characters"
                    maxLength={10}
                    hint={reports.panOnProfile ? t('check.panHintBound', { pan: reports.panOnProfile }) : t('check.panHint')}
                  />
                  <TextField name="fullName" label={t('check.fullName')} autoComplete="name" />
                  <CheckboxField name="consent" label={reports.consentText} />
                  <div className="form__actions">
                    <SubmitButton>{t('check.submit')}</SubmitButton>
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
