// /ops/leads/:id: one lead for an operations admin: who holds it, its first call against the
// service level, its calls, status timeline and reassignments, and handing it to another
// telecaller on duty. The form carries who held the lead when the page was read, so if someone
// reassigned it meanwhile the API refuses (409) and nothing changes; the page then shows the
// refusal and reloads the lead.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DetailsList, getErrorMessage, notify, spinner } from '@platform/shared';
import { Form, SelectField, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { reassignLeadSchema } from '@platform/shared/contracts';
import { FINAL_LEAD_STATUSES } from '@platform/shared/schemas';
import { formatIndianTime } from '../../components/ops-date';
import { fetchLead, OVERSIGHT_KEY, reassign, type OversightLead } from './leads-oversight-api';
import { OpsPage } from '../../components/ops-page';
import { statusOfLabel, statusWord, texts } from './texts';

interface ReassignValues {
  telecallerId: string;
  reason: string;
}

// The contract's own rules: their keyed words show in the reader's language and re-word on a switch.
const reassignForm = reassignLeadSchema.pick(['telecallerId', 'reason']);

function ReassignForm({ lead }: { lead: OversightLead }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t } = texts.useTexts();

  if (lead.candidates.length === 0) {
    return <p>{t(FINAL_LEAD_STATUSES.includes(lead.status) ? 'lead.closed' : 'lead.noneOnDuty')}</p>;
  }

  async function save(values: ReassignValues) {
    try {
      const answer = await spinner.during(reassign(lead.id, { ...values, seenAssignedTo: lead.assignedTo?.id ?? '' }));
      notify.success(answer.message);
      setRefusal(null);
    } catch (error) {
      // Already announced by the API client; kept here beside the form too.
      setRefusal(getErrorMessage(error));
    }
    await queryClient.invalidateQueries({ queryKey: [OVERSIGHT_KEY] });
  }

  return (
    <>
      <Form<ReassignValues> schema={reassignForm} defaultValues={{ telecallerId: '', reason: '' }} onSubmit={save} aria-label={t('lead.reassign')}>
        <SelectField
          name="telecallerId"
          label={t('lead.handTo')}
          options={[{ value: '', label: t('lead.chooseTelecaller') }, ...lead.candidates.map((c) => ({ value: c.id, label: c.name }))]}
        />
        <TextField name="reason" label={t('lead.reason')} />
        <SubmitButton>{t('lead.handOver')}</SubmitButton>
      </Form>
      {refusal && (
        <p className="data-error" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
}

export function LeadPage() {
  const { id = '' } = useParams();
  const result = useServerData([OVERSIGHT_KEY, 'one', id], () => fetchLead(id));
  const { t } = texts.useTexts();

  return (
    <OpsPage title={t('lead.title')}>
      <p>
        <Link to="/ops/leads">{t('lead.back')}</Link>
      </p>
      <DataState result={result}>
        {(lead) => (
          <>
            <h2>
              {lead.customerName}: {lead.product}, {statusWord(t, lead.status, lead.statusLabel)}
            </h2>
            <DetailsList
              rows={[
                [t('lead.rows.heldBy'), lead.assignedTo?.name ?? t('nobody')],
                [t('lead.rows.mobile'), lead.mobileMasked],
                [t('lead.rows.pincode'), lead.pincode],
                [t('lead.rows.shop'), lead.shopID ?? '—'],
                [t('lead.rows.received'), formatIndianTime(lead.createdAt)],
                [t('lead.rows.firstCallDue'), formatIndianTime(lead.firstCall.dueAt)],
                [t('lead.rows.firstCallMade'), lead.firstCall.calledAt ? formatIndianTime(lead.firstCall.calledAt) : t('lead.notYet')],
                [t('lead.rows.serviceLevel'), t(lead.firstCall.breached ? 'lead.missed' : 'lead.kept')],
              ]}
            />
            <section aria-labelledby="reassign-heading">
              <h2 id="reassign-heading">{t('lead.reassign')}</h2>
              <ReassignForm lead={lead} key={lead.assignedTo?.id ?? 'nobody'} />
            </section>
            <section aria-labelledby="calls-heading">
              <h2 id="calls-heading">{t('lead.calls')}</h2>
              {lead.calls.length === 0 ? (
                <p>{t('lead.noCalls')}</p>
              ) : (
                <ol>
                  {lead.calls.map((call, index) => (
                    <li key={`${call.at}-${index}`}>
                      {formatIndianTime(call.at)} · {call.by} · {statusOfLabel(t, call.statusAfterLabel)}
                      {call.note && ` · ${call.note}`}
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section aria-labelledby="history-heading">
              <h2 id="history-heading">{t('lead.history')}</h2>
              <ol>
                {lead.history.map((entry) => (
                  <li key={entry.id}>
                    {formatIndianTime(entry.at)} · {statusWord(t, entry.to, entry.toLabel)} · {entry.by.name}
                    {entry.note && ` · ${entry.note}`}
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="reassignments-heading">
              <h2 id="reassignments-heading">{t('lead.reassignments')}</h2>
              {lead.reassignments.length === 0 ? (
                <p>{t('lead.neverReassigned')}</p>
              ) : (
                <ol>
                  {lead.reassignments.map((move, index) => (
                    <li key={`${move.at}-${index}`}>
                      {formatIndianTime(move.at)} ·{' '}
                      {move.from ? t('lead.handed', { by: move.by, from: move.from, to: move.to }) : t('lead.handedFromNobody', { by: move.by, to: move.to })}
                      {move.reason && ` · ${move.reason}`}
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
