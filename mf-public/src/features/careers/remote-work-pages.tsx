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

const trail = [
  { label: 'Careers', to: '/career' },
  { label: 'Work from home', to: '/career-remote' },
];

export function CareerRemotePage() {
  return (
    <Page title="Work from home with us" intro="Earn from home by helping people you know apply for loans, cards and insurance through us.">
      <Breadcrumbs trail={[{ label: 'Careers', to: '/career' }, { label: 'Work from home' }]} />
      <section aria-labelledby="remote-how">
        <h2 id="remote-how">How it works</h2>
        <ol>
          <li>Register with your mobile number; we confirm it with an OTP.</li>
          <li>Our team calls you within two working days and trains you online for one hour.</li>
          <li>Share your referral link with friends, family and customers; we handle the lenders.</li>
          <li>Earn a fee on every loan disbursed and every card approved, paid to your bank account each month.</li>
        </ol>
      </section>
      <section aria-labelledby="remote-who">
        <h2 id="remote-who">Who can join</h2>
        <ul>
          <li>Anyone 18 or older with a smartphone and a bank account in their name</li>
          <li>Students, homemakers, retired bankers and agents looking for extra income</li>
          <li>No fee to join, no targets</li>
        </ul>
      </section>
      <p>
        <Link className="button button--primary" to="/career-remote-form">
          Register for work from home
        </Link>
      </p>
    </Page>
  );
}

export function CareerRemoteFormPage() {
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
    <Page title="Work from home registration" intro="Tell us about yourself. We confirm your mobile number with an OTP.">
      <Breadcrumbs trail={[...trail, { label: 'Register' }]} />
      <div className="card account-card">
        <Form<RemoteWorkFormInput>
          schema={remoteWorkFormSchema}
          defaultValues={draft?.values ?? { name: '', mobile: '', email: '', city: '' }}
          onSubmit={submit}
          aria-label="Work from home registration"
        >
          <ApplicantFields />
          <NoticeConsentField purpose="careers" />
          <div className="form__actions">
            <SubmitButton>Send OTP</SubmitButton>
          </div>
        </Form>
      </div>
    </Page>
  );
}

export function CareerRemoteOtpPage() {
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
    <Page title="Confirm your mobile">
      <Breadcrumbs trail={[...trail, { label: 'Confirm your mobile' }]} />
      <div className="card account-card">
        <CareerOtpStep token={token} mobile={values.mobile} onVerified={register} onChangeDetails={() => navigate('/career-remote-form')} />
      </div>
    </Page>
  );
}

export function ThankYouWfhPage() {
  return (
    <Page title="Thank you for registering" intro="You are registered for the work-from-home programme.">
      <Breadcrumbs trail={[...trail, { label: 'Thank you' }]} />
      <p>Our team will call you within two working days to explain the programme and set up your referral link.</p>
      <p>
        Meanwhile, read our <Link to="/blog">blog</Link> to learn how loans and credit scores work.
      </p>
    </Page>
  );
}
