// /customer/verify-otp: the OTP from /customer/login signs the customer in. The access token goes
// to session storage and the login token is dropped; a resend replaces the login token.
import { paths } from '@platform/shared';
import { OtpVerifyPage } from '@platform/shared/otp';
import { useTexts } from '@platform/shared/i18n';
import { resendLoginOtp, verifyLoginOtp } from './customer-login-api';

export function CustomerVerifyOtpPage() {
  const { t } = useTexts('otp');
  return (
    <OtpVerifyPage
      loginPath={paths.customer.login}
      loginLinkText={t('customerLoginLink')}
      noLoginIntro={t('customerNoLogin')}
      verifyOtp={verifyLoginOtp}
      resendOtp={resendLoginOtp}
      signedInPath={paths.customer.referral}
    />
  );
}
