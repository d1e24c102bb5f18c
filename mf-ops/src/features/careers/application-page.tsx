// /ops/careers/:applicationId: one job application: the applicant, the role, the résumé (saved to
// the desk's downloads), and the hiring moves the state machine allows from its status. The move
// carries the status shown here, so a decision someone else made meanwhile is refused (409), not
// repeated.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { object, string } from 'yup';
import { DetailsList, getErrorMessage, notify, saveFile, spinner } from '@platform/shared';
import { DESK_NOTE_MAX, type JobApplicationStatus } from '@platform/shared/schemas';
import { Form, SelectField, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { OpsPage } from '../../components/ops-page';
import { formatDateTime } from '../../components/queue-pager';
import { CAREERS_KEY, fetchApplication, fetchResume, moveApplication, type JobApplication } from './careers-api';
import { statusWord, texts, yearsText } from './texts';

const isMove = (status: JobApplicationStatus): status is keyof typeof texts.en.application.moves => status in texts.en.application.moves;

const moveForm = object({
  // Messages read when the form is checked, so they are in the language of that moment.
  status: string().required(() => texts.t('application.chooseRequired')),
  note: string()
    .trim()
    .max(DESK_NOTE_MAX, () => texts.t('application.noteTooLong', { max: DESK_NOTE_MAX }))
    .default(''),
});

function MoveForm({ application }: { application: JobApplication }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t } = texts.useTexts();
  async function save(values: { status: string; note: string }) {
    try {
      const answer = await spinner.during(
        moveApplication(application.id, { status: values.status as 'shortlisted', note: values.note, expectedStatus: application.status }),
      );
      notify.success(answer);
      setRefusal(null);
    } catch (error) {
      setRefusal(getErrorMessage(error));
    }
    await queryClient.invalidateQueries({ queryKey: [CAREERS_KEY] });
  }
  return (
    <>
      <Form<{ status: string; note: string }> schema={moveForm} defaultValues={{ status: '', note: '' }} onSubmit={save} aria-label={t('application.form')}>
        <SelectField
          name="status"
          label={t('application.decision')}
          options={[
            { value: '', label: t('application.choose') },
            ...application.nextStatuses.map((status) => ({
              value: status,
              label: isMove(status) ? t(`application.moves.${status}`) : t(`statuses.${status}`),
            })),
          ]}
        />
        <TextField name="note" label={t('application.note')} />
        <SubmitButton>{t('application.save')}</SubmitButton>
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
  const words = texts.useTexts();
  const { t, language } = words;

  async function download(application: JobApplication) {
    try {
      saveFile(await spinner.during(fetchResume(application.id)), `resume-${application.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.pdf`);
    } catch {
      // The API client has told the desk why.
    }
  }

  return (
    <OpsPage title={t('application.title')}>
      <p>
        <Link to="/ops/careers">{t('application.back')}</Link>
      </p>
      <DataState result={result}>
        {(application) => {
          const status = statusWord(words, application.status, application.statusLabel);
          return (
            <>
              <h2>
                {application.name}: {status}
              </h2>
              <DetailsList
                rows={[
                  [t('application.facts.job'), application.job ? t('jobAt', { title: application.job.title, city: application.job.city }) : t('workFromHome')],
                  [t('application.facts.mobile'), application.mobile],
                  [t('application.facts.email'), application.email],
                  [t('application.facts.city'), application.city],
                  [t('application.facts.experience'), yearsText(words, application.experienceYears)],
                  [t('application.facts.applied'), formatDateTime(application.createdAt)],
                  [t('application.facts.lastChange'), formatDateTime(application.updatedAt)],
                  [t('application.facts.note'), application.note ?? '—'],
                ]}
              />
              {application.hasResume ? (
                <p>
                  <button type="button" className="button" onClick={() => void download(application)}>
                    {application.resumeBytes
                      ? t('application.downloadSize', { kb: Math.max(1, Math.round(application.resumeBytes / 1024)) })
                      : t('application.download')}
                  </button>
                </p>
              ) : (
                <p>{t('application.noResume')}</p>
              )}
              <section aria-labelledby="decision-heading">
                <h2 id="decision-heading">{t('application.decision')}</h2>
                {application.nextStatuses.length === 0 ? (
                  <p>{t('application.final', { status: language === 'en' ? status.toLowerCase() : status })}</p>
                ) : (
                  <MoveForm application={application} key={application.status} />
                )}
              </section>
            </>
          );
        }}
      </DataState>
    </OpsPage>
  );
}
