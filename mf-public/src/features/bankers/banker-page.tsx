// /banker: for bank staff: what partnering with the platform means, how leads reach them, and
// the sign-in for bankers already on board (OTP to the registered mobile).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND, notify, Page, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { mobileOnlySchema, type MobileOnlyInput } from '@platform/shared/schemas';
import { BankerOtpStep } from './banker-otp-step';
import { sendBankerOtp } from './bankers-api';
import { texts } from './texts';

export function BankerPage() {
  const { t } = texts.useTexts();
  const [pending, setPending] = useState<{ token: string; mobile: string } | null>(null);

  async function sendOtp(values: MobileOnlyInput) {
    const answer = await spinner.during(sendBankerOtp(values));
    notify.success(answer.message);
    setPending({ token: answer.newToken, mobile: values.mobile });
  }

  return (
    <Page title={t('landing.title')} intro={t('landing.intro', { brand: BRAND.name })}>
      <section aria-labelledby="banker-why-heading">
        <h2 id="banker-why-heading">{t('landing.why')}</h2>
        <ul>
          <li>{t('landing.telecallers')}</li>
          <li>{t('landing.routing')}</li>
          <li>{t('landing.approval')}</li>
          <li>{t('landing.files')}</li>
          <li>{t('landing.profile')}</li>
        </ul>
        <p className="form__actions">
          <Link className="button button--primary" to="/banker-details-submit">
            {t('landing.submitDetails')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="banker-login-heading" className="card account-card">
        <h2 id="banker-login-heading" className="card__title">
          {t('landing.signIn')}
        </h2>
        {pending ? (
          <BankerOtpStep flowToken={pending.token} mobile={pending.mobile} />
        ) : (
          <Form<MobileOnlyInput> schema={mobileOnlySchema} defaultValues={{ mobile: '' }} onSubmit={sendOtp} aria-label={t('landing.signIn')}>
            <TextField name="mobile" label={t('landing.mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" />
            <div className="form__actions">
              <SubmitButton>{t('landing.sendOtp')}</SubmitButton>
            </div>
          </Form>
        )}
      </section>
    </Page>
  );
}
