// /telecaller/login: telecallers sign in with their registered work mobile and an OTP. Sending the
// OTP stores the login token (the session's OTP token) for /telecaller/verify-otp.
import { Link } from 'react-router-dom';
import { paths } from '@platform/shared';
import { OtpLoginPage } from '@platform/shared/otp';
import { sendTelecallerOtp } from '../../api/leads-api';

export function TelecallerLoginPage() {
  return (
    <OtpLoginPage
      title="Telecaller login"
      intro="Enter the work mobile number your team lead registered. We send it a one-time password."
      formLabel="Telecaller login"
      sendOtp={sendTelecallerOtp}
      verifyPath="/telecaller/verify-otp"
      footer={
        <>
          Not a telecaller? <Link to={paths.customer.login}>Customer login</Link>
        </>
      }
    />
  );
}
