// /telecaller/verify-otp: the OTP from /telecaller/login signs the telecaller in; the access token
// (role telecaller) opens the guarded console pages.
import { paths } from '@platform/shared';
import { OtpVerifyPage } from '@platform/shared/otp';
import { useTexts } from '@platform/shared/i18n';
import { resendTelecallerOtp, verifyTelecallerOtp } from '../../api/leads-api';

export function TelecallerVerifyOtpPage() {
  const { t } = useTexts('otp');
  return (
    <OtpVerifyPage
      loginPath={paths.telecaller.login}
      loginLinkText={t('telecallerLoginLink')}
      noLoginIntro={t('telecallerNoLogin')}
      verifyOtp={({ otp }, loginToken) => verifyTelecallerOtp({ otp }, loginToken)}
      resendOtp={resendTelecallerOtp}
      signedInPath={paths.telecaller.root}
    />
  );
}
