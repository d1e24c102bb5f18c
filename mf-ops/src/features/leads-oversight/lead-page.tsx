// /ops/leads/:id: one lead for an operations admin: who holds it, its first call against the
// service level, its calls, status timeline and reassignments, and handing it to another
// telecaller on duty. The form carries who held the lead when the page was read, so if someone
// reassigned it meanwhile the API refuses (409) and nothing changes; the page then shows the
// refusal and reloads the lead.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { object, string } from 'yup';
import { DetailsList, getErrorMessage, notify, spinner } from '@platform/shared';
import { Form, SelectField, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { FINAL_LEAD_STATUSES } from '@platform/shared/schemas';
import { formatIndianTime } from '../../components/ops-date';
import { fetchLead, OVERSIGHT_KEY, reassign, type OversightLead } from './leads-oversight-api';
import { OpsPage } from '../../components/ops-page';

interface ReassignValues {
  telecallerId: string;
  reason: string;
}

const reassignForm = object({
  telecallerId: string().required('Choose the telecaller to hand it to'),
  reason: string().trim().max(300, 'Reason must be at most 300 characters').default(''),
});

function ReassignForm({ lead }: { lead: OversightLead }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (lead.candidates.length === 0) {
    return <p>{FINAL_LEAD_STATUSES.includes(lead.status) ? 'A closed lead is not handed on.' : 'No other telecaller is on duty.'}</p>;
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
      <Form<ReassignValues> schema={reassignForm} defaultValues={{ telecallerId: '', reason: '' }} onSubmit={save} aria-label="Hand to another telecaller">
        <SelectField
          name="telecallerId"
          label="Hand to"
          options={[{ value: '', label: 'Choose a telecaller on duty' }, ...lead.candidates.map((c) => ({ value: c.id, label: c.name }))]}
        />
        <TextField name="reason" label="Reason (optional)" />
        <SubmitButton>Hand over</SubmitButton>
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

  return (
    <OpsPage title="Lead">
      <p>
        <Link to="/ops/leads">Back to leads</Link>
      </p>
      <DataState result={result}>
        {(lead) => (
          <>
            <h2>
              {lead.customerName}: {lead.product}, {lead.statusLabel}
            </h2>
            <DetailsList
              rows={[
                ['Held by', lead.assignedTo?.name ?? 'Nobody'],
                ['Mobile', lead.mobileMasked],
                ['PIN code', lead.pincode],
                ['Shop', lead.shopID ?? '—'],
                ['Received', formatIndianTime(lead.createdAt)],
                ['First call due', formatIndianTime(lead.firstCall.dueAt)],
                ['First call made', lead.firstCall.calledAt ? formatIndianTime(lead.firstCall.calledAt) : 'Not yet'],
                ['Service level', lead.firstCall.breached ? 'Missed' : 'Kept so far'],
              ]}
            />
            <section aria-labelledby="reassign-heading">
              <h2 id="reassign-heading">Hand to another telecaller</h2>
              <ReassignForm lead={lead} key={lead.assignedTo?.id ?? 'nobody'} />
            </section>
            <section aria-labelledby="calls-heading">
              <h2 id="calls-heading">Calls</h2>
              {lead.calls.length === 0 ? (
                <p>No call recorded yet.</p>
              ) : (
                <ol>
                  {lead.calls.map((call, index) => (
                    <li key={`${call.at}-${index}`}>
                      {formatIndianTime(call.at)} · {call.by} · {call.statusAfterLabel}
                      {call.note && ` · ${call.note}`}
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section aria-labelledby="history-heading">
              <h2 id="history-heading">Status timeline</h2>
              <ol>
                {lead.history.map((entry) => (
                  <li key={entry.id}>
                    {formatIndianTime(entry.at)} · {entry.toLabel} · {entry.by.name}
                    {entry.note && ` · ${entry.note}`}
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="reassignments-heading">
              <h2 id="reassignments-heading">Reassignments</h2>
              {lead.reassignments.length === 0 ? (
                <p>Never reassigned.</p>
              ) : (
                <ol>
                  {lead.reassignments.map((move, index) => (
                    <li key={`${move.at}-${index}`}>
                      {formatIndianTime(move.at)} · {move.by} handed it from {move.from ?? 'nobody'} to {move.to}
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
