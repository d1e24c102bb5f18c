// /customer/verify-otp: the OTP from /customer/login signs the customer in. The access token goes
// to session storage and the login token is dropped; a resend replaces the login token.
import { paths } from '@platform/shared';
import { OtpVerifyPage } from '@platform/shared/forms';
import { resendLoginOtp, verifyLoginOtp } from './customer-login-api';

export function CustomerVerifyOtpPage() {
  return (
    <OtpVerifyPage
      loginPath={paths.customer.login}
      loginLinkText="Log in with your mobile number"
      noLoginIntro="There is no login waiting for an OTP in this browser tab."
      verifyOtp={verifyLoginOtp}
      resendOtp={resendLoginOtp}
      signedInPath={paths.customer.referral}
    />
  );
}
