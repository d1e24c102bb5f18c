// What our team can do with a request from where it stands: assign it, ask the shop for
// documents, mark it in progress, upload the deliverable, complete or reject it. Each form sends the
// status the page shows; when someone else moved the request first the server refuses (409, its
// message shown by the API client) and the page reloads the request as it now is.
import { mixed, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { notify, spinner } from '@platform/shared';
import { CheckboxGroupField, FileField, Form, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { caDeliverableFieldsSchema, rejectCaRequest, requestCaDocuments, type DeliverableKind } from '@platform/shared/contracts';
import { SERVICE_UPLOAD_LIMITS, SERVICE_UPLOAD_MESSAGES } from '@platform/shared/schemas';
import { askForDocuments, assign, CA_KEY, complete, expertsKey, fetchExperts, reject, start, uploadDeliverable, type CaRequest } from './ca-requests-api';

/** Runs a move: its message on success; either way the queue and the request are read again. */
function useMove() {
  const queryClient = useQueryClient();
  return async (run: () => Promise<{ message: string }>) => {
    try {
      const answer = await spinner.during(run());
      notify.success(answer.message);
    } finally {
      await queryClient.invalidateQueries({ queryKey: CA_KEY });
    }
  };
}

type AssignValues = { assigneeId: string };
const assignSchema: ObjectSchema<AssignValues> = object({ assigneeId: string().required('Choose a CA expert') });

function AssignForm({ request }: { request: CaRequest }) {
  const move = useMove();
  const experts = useQuery({ queryKey: expertsKey, queryFn: fetchExperts });
  const options = [{ value: '', label: 'Choose a CA expert' }, ...(experts.data ?? []).map((expert) => ({ value: expert.id, label: expert.name }))];
  return (
    <Form<AssignValues>
      schema={assignSchema}
      defaultValues={{ assigneeId: request.assignee?.id ?? '' }}
      onSubmit={(values) => move(() => assign(request, values.assigneeId))}
      aria-label="Assign the request"
    >
      <SelectField
        name="assigneeId"
        label={request.assignee ? 'Reassign to' : 'Assign to'}
        options={options}
        hint="An expert can take a request nobody holds."
      />
      <SubmitButton>{request.assignee ? 'Reassign' : 'Assign'}</SubmitButton>
    </Form>
  );
}

type DocumentsValues = { documents: string[]; note: string };
const documentsSchema = requestCaDocuments.body!.pick(['documents', 'note']) as unknown as ObjectSchema<DocumentsValues>;

function RequestDocumentsForm({ request }: { request: CaRequest }) {
  const move = useMove();
  return (
    <Form<DocumentsValues>
      schema={documentsSchema}
      defaultValues={{ documents: [], note: '' }}
      onSubmit={(values) => move(() => askForDocuments(request, values.documents, values.note))}
      aria-label="Ask the shop for documents"
    >
      <CheckboxGroupField
        name="documents"
        label="Documents to ask for"
        options={request.serviceDocuments.map((doc) => ({ value: doc.key, label: doc.label }))}
      />
      <TextAreaField name="note" label="Note to the shop" maxLength={500} hint="What is wrong or missing. The shop reads this with the documents asked for." />
      <SubmitButton>Ask for documents</SubmitButton>
    </Form>
  );
}

type DeliverableValues = { kind: DeliverableKind; referenceNumber?: string; deliverable: FileList };
/** The server's fields, and the file checked here too so a wrong one is caught before it is sent. */
const deliverableSchema = caDeliverableFieldsSchema.omit(['expectedStatus']).shape({
  deliverable: mixed<FileList>()
    .test('required', 'Choose the file to upload', (files) => !!files && files.length === 1)
    .test('size', SERVICE_UPLOAD_MESSAGES.tooLarge, (files) => !files?.[0] || files[0].size <= SERVICE_UPLOAD_LIMITS.maxFileBytes)
    .test(
      'type',
      SERVICE_UPLOAD_MESSAGES.wrongType('The deliverable'),
      (files) => !files?.[0] || SERVICE_UPLOAD_LIMITS.accept.split(',').includes(files[0].type),
    ),
}) as unknown as ObjectSchema<DeliverableValues, AnyObject, unknown, ''>;

function DeliverableForm({ request, deliverableName }: { request: CaRequest; deliverableName: string }) {
  const move = useMove();
  return (
    <Form<DeliverableValues>
      schema={deliverableSchema}
      defaultValues={{ kind: 'certificate', referenceNumber: '' }}
      onSubmit={(values, form) =>
        move(() => uploadDeliverable(request, { kind: values.kind, referenceNumber: values.referenceNumber ?? '', file: values.deliverable[0]! })).then(() =>
          form.reset({ kind: values.kind, referenceNumber: '' }),
        )
      }
      aria-label="Upload the deliverable"
    >
      {(form) => (
        <>
          <SelectField
            name="kind"
            label="What it is"
            options={[
              { value: 'certificate', label: deliverableName },
              { value: 'acknowledgement', label: 'An acknowledgement with its number' },
            ]}
          />
          {form.watch('kind') === 'acknowledgement' ? (
            <TextField name="referenceNumber" label="Acknowledgement number" hint="As printed on the acknowledgement (letters, digits, / and -)." />
          ) : null}
          <FileField name="deliverable" label="File" accept={SERVICE_UPLOAD_LIMITS.accept} hint={`${SERVICE_UPLOAD_LIMITS.acceptText}, at most 5 MB.`} />
          <SubmitButton>{request.deliverable ? 'Replace the deliverable' : 'Upload the deliverable'}</SubmitButton>
        </>
      )}
    </Form>
  );
}

type RejectValues = { reason: string };
const rejectSchema = rejectCaRequest.body!.pick(['reason']) as unknown as ObjectSchema<RejectValues>;

function RejectForm({ request }: { request: CaRequest }) {
  const move = useMove();
  return (
    <Form<RejectValues>
      schema={rejectSchema}
      defaultValues={{ reason: '' }}
      onSubmit={(values) => move(() => reject(request, values.reason))}
      aria-label="Reject the request"
    >
      <TextAreaField name="reason" label="Reason for the shop" maxLength={500} hint="The fee goes back to the shop's wallet." />
      <SubmitButton className="button button--danger">Reject and refund</SubmitButton>
    </Form>
  );
}

function MoveButton({ label, run }: { label: string; run: () => Promise<{ message: string }> }) {
  const move = useMove();
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() =>
        void move(run).catch((error: unknown) => {
          // A refused move has been shown by the API client already; anything else is a bug.
          if (!(error instanceof Error && error.name === 'ApiError')) throw error;
        })
      }
    >
      {label}
    </button>
  );
}

/** The moves open from the request's status, each in its own section. */
export function CaRequestActions({ request, deliverableName }: { request: CaRequest; deliverableName: string }) {
  const open = request.status === 'submitted' || request.status === 'in_progress' || request.status === 'documents_requested';
  if (!open) return <p>This request is closed: nothing more to do.</p>;
  const held = request.assignee !== null;
  return (
    <div className="ca-actions">
      <section aria-labelledby="assign-heading">
        <h3 id="assign-heading">Assignment</h3>
        <p>{held ? `Assigned to ${request.assignee!.name}.` : 'Nobody holds this request yet.'}</p>
        <AssignForm request={request} />
      </section>
      {!held ? null : (
        <>
          {request.status === 'submitted' ? (
            <section aria-labelledby="start-heading">
              <h3 id="start-heading">Start</h3>
              <MoveButton label="Mark in progress" run={() => start(request)} />
            </section>
          ) : null}
          {request.status === 'documents_requested' ? (
            <p>Waiting for the shop to send: {request.requestedDocuments.map((doc) => doc.label).join(', ')}.</p>
          ) : (
            <section aria-labelledby="documents-heading">
              <h3 id="documents-heading">Ask the shop for documents</h3>
              <RequestDocumentsForm request={request} />
            </section>
          )}
          {request.status === 'in_progress' ? (
            <section aria-labelledby="deliverable-heading">
              <h3 id="deliverable-heading">Deliverable</h3>
              <DeliverableForm request={request} deliverableName={deliverableName} />
              {request.deliverable ? <MoveButton label={`Complete: send the ${request.deliverable.label}`} run={() => complete(request)} /> : null}
            </section>
          ) : null}
          <section aria-labelledby="reject-heading">
            <h3 id="reject-heading">Reject</h3>
            <RejectForm request={request} />
          </section>
        </>
      )}
    </div>
  );
}
