// /apply/:jobId: the application with a PDF résumé. The mobile is confirmed by OTP before anything
// is stored: details → OTP → the application is sent with the confirmed token. If the server then
// refuses something (say, the résumé), the person is back on the form with everything they typed,
// and the confirmed mobile is reused without a new OTP.
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { Breadcrumbs, notify, Page, spinner, usePageMeta } from '@platform/shared';
import { FileField, Form, NoticeConsentField, SubmitButton } from '@platform/shared/forms';
import { jobApplicationFormSchema, type JobApplicationFormInput } from '@platform/shared/schemas';
import { ApplicantFields } from './application-fields';
import { sendCareerOtp, submitApplication, type Job } from './careers-api';
import { CareerOtpStep } from './otp-step';

type Step = { kind: 'details' } | { kind: 'otp'; token: string } | { kind: 'done'; message: string };

const resumeOf = (value: JobApplicationFormInput['resume']) => (value instanceof File ? value : (value as FileList | undefined)?.[0]);

export function ApplyPage() {
  const job = useLoaderData() as Job;
  usePageMeta({ title: `Apply: ${job.title}, ${job.city}`, description: `Apply for ${job.title} in ${job.city}. ${job.summary}` });
  const [values, setValues] = useState<JobApplicationFormInput | null>(null);
  const [verified, setVerified] = useState<{ token: string; mobile: string } | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'details' });

  async function send(token: string, input: JobApplicationFormInput) {
    try {
      const answer = await spinner.during(submitApplication(token, input, { jobId: job.id, resume: resumeOf(input.resume) }));
      setStep({ kind: 'done', message: answer.message });
    } catch {
      // The API client has said why; the form comes back with what was typed.
      setStep({ kind: 'details' });
    }
  }

  async function details(input: JobApplicationFormInput) {
    setValues(input);
    if (verified && verified.mobile === input.mobile) return send(verified.token, input);
    const answer = await spinner.during(sendCareerOtp(input.mobile, job.id));
    notify.success(answer.message);
    setStep({ kind: 'otp', token: answer.newToken });
  }

  return (
    <Page title={`Apply: ${job.title}`} intro={`${job.city} · ${job.type}`}>
      <Breadcrumbs trail={[{ label: 'Careers', to: '/career' }, { label: job.title, to: `/jobs/${job.id}` }, { label: 'Apply' }]} />
      <div className="card account-card">
        {step.kind === 'done' ? (
          <div role="status" data-testid="application-received">
            <p className="notice notice--success">{step.message}</p>
            <p>
              <Link to="/career">See other open roles</Link>
            </p>
          </div>
        ) : step.kind === 'otp' && values ? (
          <CareerOtpStep
            token={step.token}
            mobile={values.mobile}
            onVerified={() => {
              setVerified({ token: step.token, mobile: values.mobile });
              return send(step.token, values);
            }}
            onChangeDetails={() => setStep({ kind: 'details' })}
          />
        ) : (
          <Form<JobApplicationFormInput>
            schema={jobApplicationFormSchema}
            defaultValues={values ? { ...values, resume: undefined } : { name: '', mobile: '', email: '', city: '' }}
            onSubmit={details}
            aria-label="Job application"
          >
            <ApplicantFields />
            <FileField name="resume" label="Résumé" hint="PDF, at most 2 MB" accept="application/pdf,.pdf" />
            <NoticeConsentField purpose="careers" />
            <div className="form__actions">
              <SubmitButton>{verified ? 'Submit application' : 'Send OTP'}</SubmitButton>
            </div>
          </Form>
        )}
      </div>
    </Page>
  );
}
