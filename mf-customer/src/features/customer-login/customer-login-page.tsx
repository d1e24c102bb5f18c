// /customer/login (docs/spec/product.md §§2 and 4): customers sign in with their mobile number.
// Sending the OTP stores the login token (the session's OTP token), which the verify page uses.
import { Link } from 'react-router-dom';
import { paths } from '@platform/shared';
import { OtpLoginPage } from '@platform/shared/otp';
import { sendLoginOtp } from './customer-login-api';
import { texts } from './texts';

export function CustomerLoginPage() {
  const { t } = texts.useTexts();
  return (
    <OtpLoginPage
      title={t('title')}
      intro={t('intro')}
      formLabel={t('formLabel')}
      sendOtp={sendLoginOtp}
      verifyPath="/customer/verify-otp"
      footer={
        <>
          {t('partnerShop')} <Link to={paths.login}>{t('partnerLogin')}</Link>
        </>
      }
    />
  );
}
