// /customer/login (docs/spec/product.md §§2 and 4): customers sign in with their mobile number.
// Sending the OTP stores the login token (the session's OTP token), which the verify page uses.
import { Link } from 'react-router-dom';
import { paths } from '@platform/shared';
import { OtpLoginPage } from '@platform/shared/otp';
import { sendLoginOtp } from './customer-login-api';

export function CustomerLoginPage() {
  return (
    <OtpLoginPage
      title="Log in to your account"
      intro="Enter your mobile number. We send you a one-time password; no password to remember."
      formLabel="Customer login"
      sendOtp={sendLoginOtp}
      verifyPath="/customer/verify-otp"
      footer={
        <>
          Partner shop? <Link to={paths.login}>Log in with email and password</Link>
        </>
      }
    />
  );
}
