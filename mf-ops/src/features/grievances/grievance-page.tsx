// /ops/grievances/:id: one complaint for the grievance officer: who, what happened, the date the
// answer is due, the reply thread the person reads when they follow the complaint, and the moves the
// state machine allows from its status (assign, reply, escalate, resolve). Every form carries the
// status shown here, so if someone moved the complaint meanwhile the API refuses (409), nothing
// changes, and the page shows the refusal beside the form and reloads the complaint.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DetailsList, getErrorMessage, notify, spinner } from '@platform/shared';
import { assignGrievanceSchema, escalateGrievanceSchema, grievanceReplySchema, resolveGrievanceSchema } from '@platform/shared/contracts';
import { Form, SelectField, SubmitButton, TextAreaField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { OpsPage } from '../../components/ops-page';
import { formatDateTime } from '../../components/queue-pager';
import { assign, escalate, fetchGrievance, GRIEVANCES_KEY, reply, resolve, type Grievance } from './grievances-api';
import { statusWord, texts } from './texts';

const replyForm = grievanceReplySchema.omit(['expectedStatus']);
const assignForm = assignGrievanceSchema.omit(['expectedStatus']);
const resolveForm = resolveGrievanceSchema.omit(['expectedStatus']);
const escalateForm = escalateGrievanceSchema.omit(['expectedStatus']);

/** Runs a move, tells the officer, keeps a refusal beside the form, and reloads the complaint either way. */
function useMove() {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  async function run(move: () => Promise<{ message: string }>): Promise<boolean> {
    let done = false;
    try {
      notify.success((await spinner.during(move())).message);
      setRefusal(null);
      done = true;
    } catch (error) {
      // The API client has announced it already; the page keeps it where the officer is looking.
      setRefusal(getErrorMessage(error));
    }
    await queryClient.invalidateQueries({ queryKey: [GRIEVANCES_KEY] });
    return done;
  }
  const alert = refusal ? (
    <p className="data-error" role="alert">
      {refusal}
    </p>
  ) : null;
  return { run, alert };
}

function ReplyForm({ grievance }: { grievance: Grievance }) {
  const { run, alert } = useMove();
  const [round, setRound] = useState(0);
  const { t } = texts.useTexts();
  return (
    <>
      <Form<{ body: string }>
        key={round}
        schema={replyForm}
        defaultValues={{ body: '' }}
        onSubmit={async (values) => {
          // A sent reply empties the box; a refused one keeps what the officer wrote.
          if (await run(() => reply(grievance.id, values.body, grievance.status))) setRound((n) => n + 1);
        }}
        aria-label={t('forms.replyForm')}
      >
        <TextAreaField name="body" label={t('forms.reply')} hint={t('forms.replyHint', { name: grievance.name, reference: grievance.reference })} />
        <SubmitButton>{t('forms.sendReply')}</SubmitButton>
      </Form>
      {alert}
    </>
  );
}

function AssignForm({ grievance }: { grievance: Grievance }) {
  const { run, alert } = useMove();
  const { t } = texts.useTexts();
  const officers = grievance.officers.filter((officer) => officer.id !== grievance.assignee?.id);
  if (officers.length === 0) return <p>{t('forms.noOtherOfficer')}</p>;
  return (
    <>
      <Form<{ assigneeId: string }>
        schema={assignForm}
        defaultValues={{ assigneeId: '' }}
        onSubmit={(values) => run(() => assign(grievance.id, values.assigneeId, grievance.status))}
        aria-label={t('forms.assignForm')}
      >
        <SelectField
          name="assigneeId"
          label={t('forms.assignTo')}
          options={[{ value: '', label: t('forms.chooseOfficer') }, ...officers.map((officer) => ({ value: officer.id, label: officer.name }))]}
        />
        <SubmitButton>{t('forms.assign')}</SubmitButton>
      </Form>
      {alert}
    </>
  );
}

function EscalateForm({ grievance }: { grievance: Grievance }) {
  const { run, alert } = useMove();
  const { t } = texts.useTexts();
  return (
    <>
      <Form<{ reason: string }>
        schema={escalateForm}
        defaultValues={{ reason: '' }}
        onSubmit={(values) => run(() => escalate(grievance.id, values.reason, grievance.status))}
        aria-label={t('forms.escalateForm')}
      >
        <TextAreaField name="reason" label={t('forms.whyEscalated')} />
        <SubmitButton>{t('forms.escalate')}</SubmitButton>
      </Form>
      {alert}
    </>
  );
}

function ResolveForm({ grievance }: { grievance: Grievance }) {
  const { run, alert } = useMove();
  const { t } = texts.useTexts();
  return (
    <>
      <Form<{ resolution: string }>
        schema={resolveForm}
        defaultValues={{ resolution: '' }}
        onSubmit={(values) => run(() => resolve(grievance.id, values.resolution, grievance.status))}
        aria-label={t('forms.resolveForm')}
      >
        <TextAreaField name="resolution" label={t('forms.howResolved')} hint={t('forms.resolveHint')} />
        <SubmitButton>{t('forms.resolve')}</SubmitButton>
      </Form>
      {alert}
    </>
  );
}

export function GrievancePage() {
  const { id = '' } = useParams();
  const result = useServerData([GRIEVANCES_KEY, 'one', id], () => fetchGrievance(id));
  const { t } = texts.useTexts();

  return (
    <OpsPage title={t('complaint.title')}>
      <p>
        <Link to="/ops/grievances">{t('complaint.back')}</Link>
      </p>
      <DataState result={result}>
        {(grievance) => (
          <>
            <h2>
              {grievance.reference}: {statusWord(t, grievance.status, grievance.statusLabel)}
              {grievance.overdue && <strong className="badge"> {t('overdue')}</strong>}
            </h2>
            <DetailsList
              rows={[
                [t('complaint.from'), grievance.name],
                [t('complaint.mobile'), grievance.mobile],
                [t('complaint.email'), grievance.email ?? '—'],
                [t('complaint.about'), grievance.category],
                [t('complaint.received'), formatDateTime(grievance.createdAt)],
                [t('complaint.answerBy'), formatDateTime(grievance.respondBy)],
                [t('complaint.assignedTo'), grievance.assignee?.name ?? t('nobodyYet')],
                ...(grievance.escalationReason
                  ? ([[t('complaint.escalated'), `${formatDateTime(grievance.escalatedAt)}: ${grievance.escalationReason}`]] as const)
                  : []),
                ...(grievance.resolution ? ([[t('complaint.resolution'), `${formatDateTime(grievance.resolvedAt)}: ${grievance.resolution}`]] as const) : []),
              ]}
            />
            <section aria-labelledby="details-heading">
              <h2 id="details-heading">{t('complaint.whatHappened')}</h2>
              <p className="preserve-lines">{grievance.details}</p>
            </section>
            <section aria-labelledby="thread-heading">
              <h2 id="thread-heading">{t('complaint.replies')}</h2>
              {grievance.replies.length === 0 ? (
                <p>{t('complaint.noReply')}</p>
              ) : (
                <ol className="ops-timeline">
                  {grievance.replies.map((entry) => (
                    <li key={entry.id}>
                      <strong>{entry.by}</strong> · {formatDateTime(entry.at)}
                      <p className="preserve-lines">{entry.body}</p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            {grievance.status === 'resolved' ? (
              <p>{t('complaint.resolved')}</p>
            ) : (
              <>
                <section aria-labelledby="reply-heading">
                  <h2 id="reply-heading">{t('complaint.replyTo', { name: grievance.name })}</h2>
                  <ReplyForm grievance={grievance} key={`reply-${grievance.status}`} />
                </section>
                <section aria-labelledby="assign-heading">
                  <h2 id="assign-heading">{t('complaint.assign')}</h2>
                  <AssignForm grievance={grievance} key={`assign-${grievance.assignee?.id ?? 'nobody'}`} />
                </section>
                {grievance.nextStatuses.includes('escalated') && (
                  <section aria-labelledby="escalate-heading">
                    <h2 id="escalate-heading">{t('complaint.escalate')}</h2>
                    <EscalateForm grievance={grievance} />
                  </section>
                )}
                {grievance.nextStatuses.includes('resolved') && (
                  <section aria-labelledby="resolve-heading">
                    <h2 id="resolve-heading">{t('complaint.resolve')}</h2>
                    <ResolveForm grievance={grievance} />
                  </section>
                )}
              </>
            )}
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
