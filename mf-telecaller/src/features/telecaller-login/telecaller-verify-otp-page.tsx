// /telecaller/verify-otp: the OTP from /telecaller/login signs the telecaller in; the access token
// (role telecaller) opens the guarded console pages.
import { paths } from '@platform/shared';
import { OtpVerifyPage } from '@platform/shared/forms';
import { resendTelecallerOtp, verifyTelecallerOtp } from '../../api/leads-api';

export function TelecallerVerifyOtpPage() {
  return (
    <OtpVerifyPage
      loginPath={paths.telecaller.login}
      loginLinkText="Log in with your work mobile"
      noLoginIntro="There is no telecaller login waiting for an OTP in this browser tab."
      verifyOtp={({ otp }, loginToken) => verifyTelecallerOtp({ otp }, loginToken)}
      resendOtp={resendTelecallerOtp}
      signedInPath={paths.telecaller.root}
    />
  );
}
