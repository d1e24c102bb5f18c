// The OTP step shared by the banker sign-up and sign-in: the code confirms the mobile and signs the
// banker in (role banker), then the banker lands on their own profile with their routed leads.
import { useNavigate } from 'react-router-dom';
import { notify, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { otpOnlySchema, type OtpOnlyInput } from '@platform/shared/schemas';
import { verifyBankerOtp } from './bankers-api';
import { texts } from './texts';

export function BankerOtpStep({ flowToken, mobile }: { flowToken: string; mobile: string }) {
  const { t } = texts.useTexts();
  const navigate = useNavigate();
  async function verify(values: OtpOnlyInput) {
    const answer = await spinner.during(verifyBankerOtp(values.otp, flowToken));
    session.setToken('accessToken', answer.accessToken);
    notify.success(answer.message);
    navigate(`/banker-profile/${answer.user.id}`, { replace: true });
  }
  return (
    <Form<OtpOnlyInput> schema={otpOnlySchema} defaultValues={{ otp: '' }} onSubmit={verify} aria-label={t('otp.form')}>
      <p>{t('otp.sentTo', { mobile: `${mobile.slice(0, 2)}xxxxxx${mobile.slice(8)}` })}</p>
      <TextField name="otp" label={t('otp.label')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <div className="form__actions">
        <SubmitButton>{t('otp.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
