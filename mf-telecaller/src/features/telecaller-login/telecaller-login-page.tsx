// /telecaller/login: telecallers sign in with their registered work mobile and an OTP. Sending the
// OTP stores the login token (the session's OTP token) for /telecaller/verify-otp.
import { Link } from 'react-router-dom';
import { paths } from '@platform/shared';
import { OtpLoginPage } from '@platform/shared/otp';
import { sendTelecallerOtp } from '../../api/leads-api';
import { texts } from './texts';

export function TelecallerLoginPage() {
  const { t } = texts.useTexts();
  return (
    <OtpLoginPage
      title={t('title')}
      intro={t('intro')}
      formLabel={t('formLabel')}
      sendOtp={sendTelecallerOtp}
      verifyPath="/telecaller/verify-otp"
      footer={
        <>
          {t('notTelecaller')} <Link to={paths.customer.login}>{t('customerLogin')}</Link>
        </>
      }
    />
  );
}
