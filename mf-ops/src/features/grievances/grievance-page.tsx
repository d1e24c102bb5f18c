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
        aria-label="Reply to the person"
      >
        <TextAreaField
          name="body"
          label="Reply"
          hint={`${grievance.name} reads this when they follow ${grievance.reference} with their mobile number, and is told of it by SMS. Write no account or card numbers in it.`}
        />
        <SubmitButton>Send reply</SubmitButton>
      </Form>
      {alert}
    </>
  );
}

function AssignForm({ grievance }: { grievance: Grievance }) {
  const { run, alert } = useMove();
  const officers = grievance.officers.filter((officer) => officer.id !== grievance.assignee?.id);
  if (officers.length === 0) return <p>No other grievance officer to assign it to.</p>;
  return (
    <>
      <Form<{ assigneeId: string }>
        schema={assignForm}
        defaultValues={{ assigneeId: '' }}
        onSubmit={(values) => run(() => assign(grievance.id, values.assigneeId, grievance.status))}
        aria-label="Assign the complaint"
      >
        <SelectField
          name="assigneeId"
          label="Assign to"
          options={[{ value: '', label: 'Choose an officer' }, ...officers.map((officer) => ({ value: officer.id, label: officer.name }))]}
        />
        <SubmitButton>Assign</SubmitButton>
      </Form>
      {alert}
    </>
  );
}

function EscalateForm({ grievance }: { grievance: Grievance }) {
  const { run, alert } = useMove();
  return (
    <>
      <Form<{ reason: string }>
        schema={escalateForm}
        defaultValues={{ reason: '' }}
        onSubmit={(values) => run(() => escalate(grievance.id, values.reason, grievance.status))}
        aria-label="Escalate to the Principal Nodal Officer"
      >
        <TextAreaField name="reason" label="Why it is escalated" />
        <SubmitButton>Escalate</SubmitButton>
      </Form>
      {alert}
    </>
  );
}

function ResolveForm({ grievance }: { grievance: Grievance }) {
  const { run, alert } = useMove();
  return (
    <>
      <Form<{ resolution: string }>
        schema={resolveForm}
        defaultValues={{ resolution: '' }}
        onSubmit={(values) => run(() => resolve(grievance.id, values.resolution, grievance.status))}
        aria-label="Resolve the complaint"
      >
        <TextAreaField
          name="resolution"
          label="How it was resolved"
          hint="The person reads this and is told by SMS. A resolved complaint cannot be reopened."
        />
        <SubmitButton>Resolve</SubmitButton>
      </Form>
      {alert}
    </>
  );
}

export function GrievancePage() {
  const { id = '' } = useParams();
  const result = useServerData([GRIEVANCES_KEY, 'one', id], () => fetchGrievance(id));

  return (
    <OpsPage title="Complaint">
      <p>
        <Link to="/ops/grievances">Back to complaints</Link>
      </p>
      <DataState result={result}>
        {(grievance) => (
          <>
            <h2>
              {grievance.reference}: {grievance.statusLabel}
              {grievance.overdue && <strong className="badge"> Overdue</strong>}
            </h2>
            <DetailsList
              rows={[
                ['From', grievance.name],
                ['Mobile', grievance.mobile],
                ['E-mail', grievance.email ?? '—'],
                ['About', grievance.category],
                ['Received', formatDateTime(grievance.createdAt)],
                ['Answer by', formatDateTime(grievance.respondBy)],
                ['Assigned to', grievance.assignee?.name ?? 'Nobody yet'],
                ...(grievance.escalationReason ? ([['Escalated', `${formatDateTime(grievance.escalatedAt)}: ${grievance.escalationReason}`]] as const) : []),
                ...(grievance.resolution ? ([['Resolution', `${formatDateTime(grievance.resolvedAt)}: ${grievance.resolution}`]] as const) : []),
              ]}
            />
            <section aria-labelledby="details-heading">
              <h2 id="details-heading">What happened</h2>
              <p className="preserve-lines">{grievance.details}</p>
            </section>
            <section aria-labelledby="thread-heading">
              <h2 id="thread-heading">Replies</h2>
              {grievance.replies.length === 0 ? (
                <p>No reply yet.</p>
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
              <p>This complaint is resolved: nothing more is done on it. A person still unhappy raises a new complaint or goes to the RBI.</p>
            ) : (
              <>
                <section aria-labelledby="reply-heading">
                  <h2 id="reply-heading">Reply to {grievance.name}</h2>
                  <ReplyForm grievance={grievance} key={`reply-${grievance.status}`} />
                </section>
                <section aria-labelledby="assign-heading">
                  <h2 id="assign-heading">Assign</h2>
                  <AssignForm grievance={grievance} key={`assign-${grievance.assignee?.id ?? 'nobody'}`} />
                </section>
                {grievance.nextStatuses.includes('escalated') && (
                  <section aria-labelledby="escalate-heading">
                    <h2 id="escalate-heading">Escalate to the Principal Nodal Officer</h2>
                    <EscalateForm grievance={grievance} />
                  </section>
                )}
                {grievance.nextStatuses.includes('resolved') && (
                  <section aria-labelledby="resolve-heading">
                    <h2 id="resolve-heading">Resolve</h2>
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
