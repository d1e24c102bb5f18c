// /telecaller/telecaller-form?leadId=…: the outcome of a call: the status after it (only the
// steps the lifecycle allows from the current one), a note, and when to call next. The scheduled
// call-back appears under "Due now" on the console when its time comes. A sanction or disbursal
// the bank told the telecaller of carries its facts, and waits for the bank's confirmation.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify, Page, spinner } from '@platform/shared';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { BankDecisionFields } from '@platform/shared/lending';
import { useQueryClient } from '@platform/shared/query';
import { callOutcomeSchema, LEAD_NOTE_MAX_LENGTH, type CallOutcomeInput } from '@platform/shared/schemas';
import { fetchLead, recordOutcome } from '../../api/leads-api';
import { ConsoleNav } from '../../components/console-nav';
import { DataState } from '../../components/data-state';
import { useTelecallerData } from '../../hooks/use-telecaller-data';
import { componentTexts } from '../../components/texts';
import { texts } from './texts';

/** "2026-01-15T16:30" (the browser's local time, as a datetime-local input gives it) → ISO. */
export function localInputToIso(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function CallOutcomePage() {
  const [params] = useSearchParams();
  const leadId = params.get('leadId') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const result = useTelecallerData(['lead', leadId], () => fetchLead(leadId));
  const { t } = texts.useTexts();
  const status = componentTexts.useTexts().t;

  if (!leadId) {
    return (
      <Page title={t('title')} intro={t('noLead')}>
        <ConsoleNav />
        <p>
          <Link to="/telecaller">{t('toToday')}</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title={t('title')}>
      <ConsoleNav />
      <DataState result={result}>
        {(lead) => {
          async function save(values: CallOutcomeInput) {
            const answer = await spinner.during(recordOutcome(lead.id, { ...values, nextCallAt: localInputToIso(values.nextCallAt) }));
            notify.success(answer);
            await queryClient.invalidateQueries({ queryKey: ['telecaller'] });
            navigate(`/telecaller/loan-details/${lead.id}`);
          }
          const options = [
            { value: lead.status, label: t('noChange', { status: status(`leadStatus.${lead.status}`) }) },
            ...lead.nextStatuses.map((s) => ({ value: s.status, label: status(`leadStatus.${s.status}`) })),
          ];
          return (
            <div className="card account-card">
              <p>
                {lead.customerName} · {lead.product} · {t('now')} <strong>{status(`leadStatus.${lead.status}`)}</strong>
              </p>
              <Form<CallOutcomeInput>
                schema={callOutcomeSchema}
                defaultValues={{ status: lead.status, note: '', nextCallAt: '' }}
                onSubmit={save}
                aria-label={t('formLabel')}
              >
                {(form) => {
                  const status = form.watch('status');
                  const bankDecision = status === 'sanctioned' || status === 'disbursed';
                  return (
                    <>
                      <SelectField name="status" label={t('status')} options={options} />
                      <BankDecisionFields decision={status} />
                      {bankDecision && (
                        <p className="form__hint" data-testid="awaits-bank">
                          {t('awaitsBank')}
                        </p>
                      )}
                      <TextAreaField name="note" label={t('note')} maxLength={LEAD_NOTE_MAX_LENGTH} hint={t('noteHint')} />
                      <TextField name="nextCallAt" label={t('nextCall')} type="datetime-local" hint={t('nextCallHint')} />
                      <div className="form__actions">
                        <SubmitButton>{t('save')}</SubmitButton>
                        <Link to={`/telecaller/loan-details/${lead.id}`}>{t('back')}</Link>
                      </div>
                    </>
                  );
                }}
              </Form>
            </div>
          );
        }}
      </DataState>
    </Page>
  );
}
