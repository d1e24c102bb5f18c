// /apply/:jobId: the application with a PDF résumé. The mobile is confirmed by OTP before anything
// is stored: details → OTP → the application is sent with the confirmed token. If the server then
// refuses something (say, the résumé), the person is back on the form with everything they typed,
// and the confirmed mobile is reused without a new OTP.
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { Breadcrumbs, notify, Page, spinner, usePageMeta } from '@platform/shared';
import { FileField, Form, NoticeConsentField, SubmitButton } from '@platform/shared/forms';
import { jobApplicationFormSchema, type JobApplicationFormInput } from '@platform/shared/schemas';
import { UploadProgress, useUploadProgress } from '@platform/shared/upload';
import { ApplicantFields } from './application-fields';
import { sendCareerOtp, submitApplication, type Job } from './careers-api';
import { CareerOtpStep } from './otp-step';
import { texts } from './texts';

type Step = { kind: 'details' } | { kind: 'otp'; token: string } | { kind: 'done'; message: string };

const resumeOf = (value: JobApplicationFormInput['resume']) => (value instanceof File ? value : (value as FileList | undefined)?.[0]);

export function ApplyPage() {
  const { t } = texts.useTexts();
  const job = useLoaderData() as Job;
  usePageMeta({
    title: t('apply.metaTitle', { title: job.title, city: job.city }),
    description: t('apply.metaDescription', { title: job.title, city: job.city, summary: job.summary }),
  });
  const [values, setValues] = useState<JobApplicationFormInput | null>(null);
  const [verified, setVerified] = useState<{ token: string; mobile: string } | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const { upload, track } = useUploadProgress();

  async function send(token: string, input: JobApplicationFormInput) {
    try {
      const resume = resumeOf(input.resume);
      // A bar naming the résumé says how far it has gone, where a spinner over the page did not.
      const answer = await track(resume ? [resume] : [], (onProgress) => submitApplication(token, input, { jobId: job.id, resume }, onProgress));
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
    <Page title={t('apply.title', { title: job.title })} intro={`${job.city} · ${job.type}`}>
      <Breadcrumbs trail={[{ label: t('careers'), to: '/career' }, { label: job.title, to: `/jobs/${job.id}` }, { label: t('apply.crumb') }]} />
      <div className="card account-card">
        {step.kind === 'done' ? (
          <div role="status" data-testid="application-received">
            <p className="notice notice--success">{step.message}</p>
            <p>
              <Link to="/career">{t('apply.otherRoles')}</Link>
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
            aria-label={t('apply.form')}
          >
            <ApplicantFields />
            <FileField name="resume" label={t('apply.resume')} hint={t('apply.resumeHint')} accept="application/pdf,.pdf" />
            <NoticeConsentField purpose="careers" />
            <div className="form__actions">
              <SubmitButton>{verified ? t('apply.submit') : t('apply.sendOtp')}</SubmitButton>
            </div>
          </Form>
        )}
        <UploadProgress upload={upload} />
      </div>
    </Page>
  );
}
