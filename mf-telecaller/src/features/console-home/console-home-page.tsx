import { Link } from 'react-router-dom';
import { BRAND, Page, paths, roleFromAccessToken, useSession } from '@platform/shared';
import { texts } from './texts';
import { TodaysWork } from './todays-work';

// Public on purpose: the telecaller guard sends anyone without access here, so signed out this
// page explains the console and offers the login; signed in as a telecaller it is the day's work.
export function ConsoleHomePage() {
  const role = useSession((s) => roleFromAccessToken(s.accessToken));
  const { t } = texts.useTexts();
  if (role === 'telecaller') return <TodaysWork />;
  return (
    <Page title={t('about.title')} intro={t('about.intro', { brand: BRAND.name })}>
      <p className="form__actions">
        <Link className="button button--primary" to={paths.telecaller.login}>
          {t('about.login')}
        </Link>
      </p>

      <section aria-labelledby="console-purpose-heading">
        <h2 id="console-purpose-heading">{t('about.purposeHeading')}</h2>
        <ul>
          <li>{t('about.purpose.see')}</li>
          <li>{t('about.purpose.call')}</li>
          <li>{t('about.purpose.record')}</li>
          <li>{t('about.purpose.open')}</li>
        </ul>
      </section>

      <section aria-labelledby="console-access-heading">
        <h2 id="console-access-heading">{t('about.accessHeading')}</h2>
        <p>{t('about.access', { brand: BRAND.name })}</p>
        <p>{t('about.privacy')}</p>
      </section>

      <section aria-labelledby="console-leads-heading">
        <h2 id="console-leads-heading">{t('about.leadsHeading')}</h2>
        <ol className="steps">
          <li>{t('about.steps.submit')}</li>
          <li>{t('about.steps.turn')}</li>
          <li>{t('about.steps.call')}</li>
        </ol>
      </section>

      <p>{t('about.help', { email: BRAND.supportEmail })}</p>
    </Page>
  );
}
