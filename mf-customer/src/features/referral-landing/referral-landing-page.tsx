import { Link, useSearchParams } from 'react-router-dom';
import { BRAND, Page, paths } from '@platform/shared';
import { educationLoanHref, readReferralCode } from './referral-code';
import { texts } from './texts';

export function ReferralLandingPage() {
  const [searchParams] = useSearchParams();
  const { t } = texts.useTexts();
  const code = readReferralCode(searchParams);
  const applyHref = educationLoanHref(paths.educationLoan, code);
  const brand = { brand: BRAND.name };

  return (
    <Page title={t('title')} intro={code ? t('introWithCode', brand) : t('introWithoutCode')}>
      {code && (
        <section className="referral-code" aria-labelledby="referral-code-heading">
          <h2 id="referral-code-heading">{t('codeHeading')}</h2>
          <p>
            <strong className="referral-code__value" data-testid="referral-code">
              {code}
            </strong>
          </p>
          <p>{t('codeNote')}</p>
        </section>
      )}

      <section aria-labelledby="referral-how-heading">
        <h2 id="referral-how-heading">{t('howHeading')}</h2>
        <ul>
          <li>{t('how.same')}</li>
          <li>{t('how.decision', brand)}</li>
          <li>{t('how.reward', brand)}</li>
          <li>{t('how.otp')}</li>
        </ul>
      </section>

      <section aria-labelledby="referral-next-heading">
        <h2 id="referral-next-heading">{t('nextHeading')}</h2>
        <p>{t('nextIntro')}</p>
        <p>
          <Link className="button button--primary" to={applyHref} data-testid="referral-cta">
            {t('apply')}
          </Link>
        </p>
        <p>
          {t('questionsBefore')} <Link to={paths.b2c.faq}>{t('questionsLink')}</Link> {t('questionsAfter', { phone: BRAND.supportPhone })}
        </p>
      </section>
    </Page>
  );
}
