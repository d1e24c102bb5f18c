// /ops/partner-enquiries/:id: one partner enquiry and the desk's moves: contacted, converted (the
// shop invitation e-mail goes once, with the registration form filled in from the enquiry) or
// closed. The move carries the status shown here, so a move someone made meanwhile is refused.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { object, string } from 'yup';
import { DetailsList, getErrorMessage, notify, spinner } from '@platform/shared';
import { DESK_NOTE_MAX, type PartnerEnquiryStatus } from '@platform/shared/schemas';
import { Form, SelectField, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { OpsPage } from '../../components/ops-page';
import { formatDateTime } from '../../components/queue-pager';
import { fetchEnquiry, moveEnquiry, PARTNER_ENQUIRIES_KEY, type PartnerEnquiry } from './partner-enquiries-api';

const ACTION_LABELS: Partial<Record<PartnerEnquiryStatus, string>> = {
  contacted: 'Contacted: we spoke to them',
  converted: 'Converted: send the shop invitation',
  closed: 'Closed: not going ahead',
};

const moveForm = object({
  status: string().required('Choose what to do with the enquiry'),
  note: string().trim().max(DESK_NOTE_MAX, `Keep the note under ${DESK_NOTE_MAX} characters`).default(''),
});

function MoveForm({ enquiry }: { enquiry: PartnerEnquiry }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  async function save(values: { status: string; note: string }) {
    try {
      const answer = await spinner.during(moveEnquiry(enquiry.id, { status: values.status as 'contacted', note: values.note, expectedStatus: enquiry.status }));
      notify.success(answer.message);
      setRefusal(null);
    } catch (error) {
      setRefusal(getErrorMessage(error));
    }
    await queryClient.invalidateQueries({ queryKey: [PARTNER_ENQUIRIES_KEY] });
  }
  return (
    <>
      <Form<{ status: string; note: string }> schema={moveForm} defaultValues={{ status: '', note: '' }} onSubmit={save} aria-label="Move the enquiry">
        <SelectField
          name="status"
          label="Next step"
          options={[{ value: '', label: 'Choose one' }, ...enquiry.nextStatuses.map((status) => ({ value: status, label: ACTION_LABELS[status] ?? status }))]}
        />
        <TextField name="note" label="Note for the file (optional)" />
        <SubmitButton>Save</SubmitButton>
      </Form>
      {refusal && (
        <p className="data-error" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
}

export function PartnerEnquiryPage() {
  const { id = '' } = useParams();
  const result = useServerData([PARTNER_ENQUIRIES_KEY, 'one', id], () => fetchEnquiry(id));

  return (
    <OpsPage title="Partner enquiry">
      <p>
        <Link to="/ops/partner-enquiries">Back to partner enquiries</Link>
      </p>
      <DataState result={result}>
        {(enquiry) => (
          <>
            <h2>
              {enquiry.name}: {enquiry.statusLabel}
            </h2>
            <DetailsList
              rows={[
                ['Programme', enquiry.programmeLabel],
                ['Mobile', enquiry.mobile],
                ['E-mail', enquiry.email],
                ['City', `${enquiry.city} ${enquiry.pinCode}`],
                ['Business', enquiry.business],
                ['Message', enquiry.message || '—'],
                ['Received', formatDateTime(enquiry.createdAt)],
                ['Note', enquiry.note ?? '—'],
                ['Invitation', enquiry.invitedAt ? `Sent to ${enquiry.email} on ${formatDateTime(enquiry.invitedAt)}` : 'Not sent'],
              ]}
            />
            <section aria-labelledby="move-heading">
              <h2 id="move-heading">Next step</h2>
              {enquiry.nextStatuses.length === 0 ? (
                <p>This enquiry is {enquiry.statusLabel.toLowerCase()}: nothing more is done on it.</p>
              ) : (
                <MoveForm enquiry={enquiry} key={enquiry.status} />
              )}
            </section>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
