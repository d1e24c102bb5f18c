// The careers OTP form: the code confirms the applicant's mobile (POST /carrier/verify-otp {OTP}).
import { spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useTexts } from '@platform/shared/i18n';
import { carrierOtpVerifySchema, type CarrierOtpVerifyInput } from '@platform/shared/schemas';
import { verifyCareerOtp } from './careers-api';
import { maskedMobile } from './application-fields';

export function CareerOtpStep({
  token,
  mobile,
  onVerified,
  onChangeDetails,
}: {
  token: string;
  mobile: string;
  onVerified: () => Promise<void> | void;
  onChangeDetails?: () => void;
}) {
  const { t } = useTexts('otp');
  async function verify(values: CarrierOtpVerifyInput) {
    await spinner.during(verifyCareerOtp(values.OTP, token));
    await onVerified();
  }
  return (
    <Form<CarrierOtpVerifyInput> schema={carrierOtpVerifySchema} defaultValues={{ OTP: '' }} onSubmit={verify} aria-label={t('confirmMobile')}>
      <p>{t('sentTo', { mobile: maskedMobile(mobile) })}</p>
      <TextField name="OTP" label={t('otpLabel')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <div className="form__actions">
        <SubmitButton>{t('verifyAndSubmit')}</SubmitButton>
        {onChangeDetails && (
          <button type="button" className="button button--link" onClick={onChangeDetails}>
            {t('changeDetails')}
          </button>
        )}
      </div>
    </Form>
  );
}
