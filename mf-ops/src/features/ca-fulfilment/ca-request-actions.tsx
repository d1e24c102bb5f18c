// What our team can do with a request from where it stands: assign it, ask the shop for
// documents, mark it in progress, upload the deliverable, complete or reject it. Each form sends the
// status the page shows; when someone else moved the request first the server refuses (409, its
// message shown by the API client) and the page reloads the request as it now is.
import { mixed, type AnyObject, type ObjectSchema } from 'yup';
import { notify, spinner } from '@platform/shared';
import { CheckboxGroupField, FileField, Form, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { assignCaRequest, caDeliverableFieldsSchema, rejectCaRequest, requestCaDocuments, type DeliverableKind } from '@platform/shared/contracts';
import { SERVICE_UPLOAD_LIMITS } from '@platform/shared/schemas';
import { askForDocuments, assign, CA_KEY, complete, expertsKey, fetchExperts, reject, start, uploadDeliverable, type CaRequest } from './ca-requests-api';
import { texts } from './texts';

/** Runs a move: its message on success; either way the queue and the request are read again. */
function useMove() {
  const queryClient = useQueryClient();
  return async (run: () => Promise<{ message: string }>) => {
    try {
      const answer = await spinner.during(run());
      notify.success(answer);
    } finally {
      await queryClient.invalidateQueries({ queryKey: CA_KEY });
    }
  };
}

type AssignValues = { assigneeId: string };
// The contract's own rule: its keyed words show in the reader's language and re-word on a switch.
const assignSchema: ObjectSchema<AssignValues> = assignCaRequest.body!.pick(['assigneeId']);

function AssignForm({ request }: { request: CaRequest }) {
  const move = useMove();
  const experts = useQuery({ queryKey: expertsKey, queryFn: fetchExperts });
  const { t } = texts.useTexts();
  const options = [{ value: '', label: t('actions.chooseExpert') }, ...(experts.data ?? []).map((expert) => ({ value: expert.id, label: expert.name }))];
  return (
    <Form<AssignValues>
      schema={assignSchema}
      defaultValues={{ assigneeId: request.assignee?.id ?? '' }}
      onSubmit={(values) => move(() => assign(request, values.assigneeId))}
      aria-label={t('actions.assignForm')}
    >
      <SelectField
        name="assigneeId"
        label={request.assignee ? t('actions.reassignTo') : t('actions.assignTo')}
        options={options}
        hint={t('actions.assignHint')}
      />
      <SubmitButton>{request.assignee ? t('actions.reassign') : t('actions.assign')}</SubmitButton>
    </Form>
  );
}

type DocumentsValues = { documents: string[]; note: string };
const documentsSchema = requestCaDocuments.body!.pick(['documents', 'note']) as unknown as ObjectSchema<DocumentsValues>;

function RequestDocumentsForm({ request }: { request: CaRequest }) {
  const move = useMove();
  const { t } = texts.useTexts();
  return (
    <Form<DocumentsValues>
      schema={documentsSchema}
      defaultValues={{ documents: [], note: '' }}
      onSubmit={(values) => move(() => askForDocuments(request, values.documents, values.note))}
      aria-label={t('actions.askForm')}
    >
      <CheckboxGroupField
        name="documents"
        label={t('actions.documentsToAsk')}
        options={request.serviceDocuments.map((doc) => ({ value: doc.key, label: doc.label }))}
      />
      <TextAreaField name="note" label={t('actions.note')} maxLength={500} hint={t('actions.noteHint')} />
      <SubmitButton>{t('actions.ask')}</SubmitButton>
    </Form>
  );
}

type DeliverableValues = { kind: DeliverableKind; referenceNumber?: string; deliverable: FileList };
/** The server's fields, and the file checked here too so a wrong one is caught before it is sent. */
const deliverableSchema = caDeliverableFieldsSchema.omit(['expectedStatus']).shape({
  deliverable: mixed<FileList>()
    .test(
      'required',
      () => texts.t('actions.chooseFile'),
      (files) => !!files && files.length === 1,
    )
    .test(
      'size',
      () => texts.t('actions.tooLarge'),
      (files) => !files?.[0] || files[0].size <= SERVICE_UPLOAD_LIMITS.maxFileBytes,
    )
    .test(
      'type',
      () => texts.t('actions.wrongType'),
      (files) => !files?.[0] || SERVICE_UPLOAD_LIMITS.accept.split(',').includes(files[0].type),
    ),
}) as unknown as ObjectSchema<DeliverableValues, AnyObject, unknown, ''>;

function DeliverableForm({ request, deliverableName }: { request: CaRequest; deliverableName: string }) {
  const move = useMove();
  const { t } = texts.useTexts();
  return (
    <Form<DeliverableValues>
      schema={deliverableSchema}
      defaultValues={{ kind: 'certificate', referenceNumber: '' }}
      onSubmit={(values, form) =>
        move(() => uploadDeliverable(request, { kind: values.kind, referenceNumber: values.referenceNumber ?? '', file: values.deliverable[0]! })).then(() =>
          form.reset({ kind: values.kind, referenceNumber: '' }),
        )
      }
      aria-label={t('actions.deliverableForm')}
    >
      {(form) => (
        <>
          <SelectField
            name="kind"
            label={t('actions.whatItIs')}
            options={[
              { value: 'certificate', label: deliverableName },
              { value: 'acknowledgement', label: t('actions.acknowledgement') },
            ]}
          />
          {form.watch('kind') === 'acknowledgement' ? (
            <TextField name="referenceNumber" label={t('actions.acknowledgementNumber')} hint={t('actions.acknowledgementHint')} />
          ) : null}
          <FileField name="deliverable" label={t('actions.file')} accept={SERVICE_UPLOAD_LIMITS.accept} hint={t('actions.fileHint')} />
          <SubmitButton>{request.deliverable ? t('actions.replace') : t('actions.upload')}</SubmitButton>
        </>
      )}
    </Form>
  );
}

type RejectValues = { reason: string };
const rejectSchema = rejectCaRequest.body!.pick(['reason']) as unknown as ObjectSchema<RejectValues>;

function RejectForm({ request }: { request: CaRequest }) {
  const move = useMove();
  const { t } = texts.useTexts();
  return (
    <Form<RejectValues>
      schema={rejectSchema}
      defaultValues={{ reason: '' }}
      onSubmit={(values) => move(() => reject(request, values.reason))}
      aria-label={t('actions.rejectForm')}
    >
      <TextAreaField name="reason" label={t('actions.reason')} maxLength={500} hint={t('actions.reasonHint')} />
      <SubmitButton className="button button--danger">{t('actions.rejectAndRefund')}</SubmitButton>
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
  const { t } = texts.useTexts();
  const open = request.status === 'submitted' || request.status === 'in_progress' || request.status === 'documents_requested';
  if (!open) return <p>{t('actions.closed')}</p>;
  const held = request.assignee !== null;
  return (
    <div className="ca-actions">
      <section aria-labelledby="assign-heading">
        <h3 id="assign-heading">{t('actions.assignment')}</h3>
        <p>{held ? t('actions.assignedTo', { name: request.assignee!.name }) : t('actions.nobodyHolds')}</p>
        <AssignForm request={request} />
      </section>
      {!held ? null : (
        <>
          {request.status === 'submitted' ? (
            <section aria-labelledby="start-heading">
              <h3 id="start-heading">{t('actions.start')}</h3>
              <MoveButton label={t('actions.markInProgress')} run={() => start(request)} />
            </section>
          ) : null}
          {request.status === 'documents_requested' ? (
            <p>{t('actions.waitingFor', { documents: request.requestedDocuments.map((doc) => doc.label).join(', ') })}</p>
          ) : (
            <section aria-labelledby="documents-heading">
              <h3 id="documents-heading">{t('actions.askHeading')}</h3>
              <RequestDocumentsForm request={request} />
            </section>
          )}
          {request.status === 'in_progress' ? (
            <section aria-labelledby="deliverable-heading">
              <h3 id="deliverable-heading">{t('actions.deliverable')}</h3>
              <DeliverableForm request={request} deliverableName={deliverableName} />
              {request.deliverable ? <MoveButton label={t('actions.complete', { label: request.deliverable.label })} run={() => complete(request)} /> : null}
            </section>
          ) : null}
          <section aria-labelledby="reject-heading">
            <h3 id="reject-heading">{t('actions.reject')}</h3>
            <RejectForm request={request} />
          </section>
        </>
      )}
    </div>
  );
}
