// /ops/careers/:applicationId: one job application: the applicant, the role, the résumé (saved to
// the desk's downloads), and the hiring moves the state machine allows from its status. The move
// carries the status shown here, so a decision someone else made meanwhile is refused (409), not
// repeated.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { object, string } from 'yup';
import { DetailsList, getErrorMessage, notify, saveFile, spinner } from '@platform/shared';
import { DESK_NOTE_MAX, JOB_APPLICATION_STATUS_LABELS, type JobApplicationStatus } from '@platform/shared/schemas';
import { Form, SelectField, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { OpsPage } from '../../components/ops-page';
import { formatDateTime } from '../../components/queue-pager';
import { CAREERS_KEY, fetchApplication, fetchResume, moveApplication, type JobApplication } from './careers-api';

const ACTION_LABELS: Partial<Record<JobApplicationStatus, string>> = { shortlisted: 'Shortlist', rejected: 'Reject', hired: 'Hire' };

const moveForm = object({
  status: string().required('Choose what to do with the application'),
  note: string().trim().max(DESK_NOTE_MAX, `Keep the note under ${DESK_NOTE_MAX} characters`).default(''),
});

function MoveForm({ application }: { application: JobApplication }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  async function save(values: { status: string; note: string }) {
    try {
      const answer = await spinner.during(
        moveApplication(application.id, { status: values.status as 'shortlisted', note: values.note, expectedStatus: application.status }),
      );
      notify.success(answer.message);
      setRefusal(null);
    } catch (error) {
      setRefusal(getErrorMessage(error));
    }
    await queryClient.invalidateQueries({ queryKey: [CAREERS_KEY] });
  }
  return (
    <>
      <Form<{ status: string; note: string }> schema={moveForm} defaultValues={{ status: '', note: '' }} onSubmit={save} aria-label="Decide on the application">
        <SelectField
          name="status"
          label="Decision"
          options={[
            { value: '', label: 'Choose one' },
            ...application.nextStatuses.map((status) => ({ value: status, label: ACTION_LABELS[status] ?? JOB_APPLICATION_STATUS_LABELS[status] })),
          ]}
        />
        <TextField name="note" label="Note for the file (optional)" />
        <SubmitButton>Save decision</SubmitButton>
      </Form>
      {refusal && (
        <p className="data-error" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
}

export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  const result = useServerData([CAREERS_KEY, 'one', applicationId], () => fetchApplication(applicationId));

  async function download(application: JobApplication) {
    try {
      saveFile(await spinner.during(fetchResume(application.id)), `resume-${application.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.pdf`);
    } catch {
      // The API client has told the desk why.
    }
  }

  return (
    <OpsPage title="Job application">
      <p>
        <Link to="/ops/careers">Back to job applications</Link>
      </p>
      <DataState result={result}>
        {(application) => (
          <>
            <h2>
              {application.name}: {application.statusLabel}
            </h2>
            <DetailsList
              rows={[
                ['Job', application.job ? `${application.job.title}, ${application.job.city}` : 'Work from home programme'],
                ['Mobile', application.mobile],
                ['E-mail', application.email],
                ['City', application.city],
                ['Experience', `${application.experienceYears} year${application.experienceYears === 1 ? '' : 's'}`],
                ['Applied', formatDateTime(application.createdAt)],
                ['Last change', formatDateTime(application.updatedAt)],
                ['Note', application.note ?? '—'],
              ]}
            />
            {application.hasResume ? (
              <p>
                <button type="button" className="button" onClick={() => void download(application)}>
                  Download résumé (PDF{application.resumeBytes ? `, ${Math.max(1, Math.round(application.resumeBytes / 1024))} KB` : ''})
                </button>
              </p>
            ) : (
              <p>No résumé came with this application.</p>
            )}
            <section aria-labelledby="decision-heading">
              <h2 id="decision-heading">Decision</h2>
              {application.nextStatuses.length === 0 ? (
                <p>This application is {application.statusLabel.toLowerCase()}: that decision is final.</p>
              ) : (
                <MoveForm application={application} key={application.status} />
              )}
            </section>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
