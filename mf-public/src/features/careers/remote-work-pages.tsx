// The work-from-home programme: /career-remote (what it is) → /career-remote-form (details, OTP
// sent) → /career-remote-otp-verification (OTP confirmed, registration stored) → /thank-you-wfh.
// The details and the OTP token cross the page change in sessionStorage (this tab only) and are
// removed once the registration is stored.
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Breadcrumbs, notify, Page, spinner } from '@platform/shared';
import { Form, NoticeConsentField, SubmitButton } from '@platform/shared/forms';
import { remoteWorkFormSchema, type RemoteWorkFormInput } from '@platform/shared/schemas';
import { ApplicantFields } from './application-fields';
import { sendCareerOtp, submitApplication } from './careers-api';
import { CareerOtpStep } from './otp-step';
import { texts } from './texts';

const DRAFT_KEY = 'careerRemoteDraft';
const PROGRAMME = 'work-from-home';

interface Draft {
  values: RemoteWorkFormInput;
  token: string | null;
}

function readDraft(): Draft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

const writeDraft = (draft: Draft | null) => {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage disabled: the steps still work within this page view.
  }
};

const trail = () => [
  { label: texts.t('careers'), to: '/career' },
  { label: texts.t('remote.crumb'), to: '/career-remote' },
];

export function CareerRemotePage() {
  const { t } = texts.useTexts();
  return (
    <Page title={t('remote.title')} intro={t('remote.intro')}>
      <Breadcrumbs trail={[{ label: t('careers'), to: '/career' }, { label: t('remote.crumb') }]} />
      <section aria-labelledby="remote-how">
        <h2 id="remote-how">{t('remote.how')}</h2>
        <ol>
          <li>{t('remote.register')}</li>
          <li>{t('remote.call')}</li>
          <li>{t('remote.share')}</li>
          <li>{t('remote.earn')}</li>
        </ol>
      </section>
      <section aria-labelledby="remote-who">
        <h2 id="remote-who">{t('remote.who')}</h2>
        <ul>
          <li>{t('remote.adults')}</li>
          <li>{t('remote.people')}</li>
          <li>{t('remote.noFee')}</li>
        </ul>
      </section>
      <p>
        <Link className="button button--primary" to="/career-remote-form">
          {t('remote.cta')}
        </Link>
      </p>
    </Page>
  );
}

export function CareerRemoteFormPage() {
  const { t } = texts.useTexts();
  const navigate = useNavigate();
  const draft = readDraft();
  async function submit(values: RemoteWorkFormInput) {
    writeDraft({ values, token: null });
    const answer = await spinner.during(sendCareerOtp(values.mobile, PROGRAMME));
    writeDraft({ values, token: answer.newToken });
    notify.success(answer.message);
    navigate('/career-remote-otp-verification');
  }
  return (
    <Page title={t('remote.formTitle')} intro={t('remote.formIntro')}>
      <Breadcrumbs trail={[...trail(), { label: t('remote.registerCrumb') }]} />
      <div className="card account-card">
        <Form<RemoteWorkFormInput>
          schema={remoteWorkFormSchema}
          defaultValues={draft?.values ?? { name: '', mobile: '', email: '', city: '' }}
          onSubmit={submit}
          aria-label={t('remote.formTitle')}
        >
          <ApplicantFields />
          <NoticeConsentField purpose="careers" />
          <div className="form__actions">
            <SubmitButton>{t('remote.sendOtp')}</SubmitButton>
          </div>
        </Form>
      </div>
    </Page>
  );
}

export function CareerRemoteOtpPage() {
  const { t } = texts.useTexts();
  const navigate = useNavigate();
  const draft = readDraft();
  if (!draft?.token) return <Navigate to="/career-remote-form" replace />;
  const { values, token } = draft;
  async function register() {
    try {
      await spinner.during(submitApplication(token, values, {}));
    } catch {
      // Shown by the API client; the details are still in the draft for the form.
      navigate('/career-remote-form');
      return;
    }
    writeDraft(null);
    navigate('/thank-you-wfh', { replace: true });
  }
  return (
    <Page title={t('remote.confirm')}>
      <Breadcrumbs trail={[...trail(), { label: t('remote.confirm') }]} />
      <div className="card account-card">
        <CareerOtpStep token={token} mobile={values.mobile} onVerified={register} onChangeDetails={() => navigate('/career-remote-form')} />
      </div>
    </Page>
  );
}

export function ThankYouWfhPage() {
  const { t } = texts.useTexts();
  return (
    <Page title={t('remote.thanksTitle')} intro={t('remote.thanksIntro')}>
      <Breadcrumbs trail={[...trail(), { label: t('remote.thanksCrumb') }]} />
      <p>{t('remote.thanksCall')}</p>
      <p>
        {t('remote.blogBefore')}
        <Link to="/blog">{t('remote.blog')}</Link>
        {t('remote.blogAfter')}
      </p>
    </Page>
  );
}
