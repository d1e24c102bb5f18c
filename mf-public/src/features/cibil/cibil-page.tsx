// /cibil: the free credit-score check entry. What the score is, then sign in as a customer (OTP)
// and see the report at /customer/cibil.
import { Link } from 'react-router-dom';
import { Breadcrumbs, Page, paths, useSession } from '@platform/shared';
import { texts } from './texts';

const CUSTOMER_CIBIL = '/customer/cibil';

export function CibilPage() {
  const { t } = texts.useTexts();
  const signedIn = useSession((s) => !!s.accessToken);
  return (
    <Page title={t('title')} intro={t('intro')}>
      <Breadcrumbs trail={[{ label: t('crumb') }]} />
      <section aria-labelledby="cibil-what">
        <h2 id="cibil-what">{t('what')}</h2>
        <p>{t('whatText')}</p>
      </section>
      <section aria-labelledby="cibil-how">
        <h2 id="cibil-how">{t('how')}</h2>
        <ol>
          <li>{t('signIn')}</li>
          <li>{t('confirm')}</li>
          <li>{t('see')}</li>
        </ol>
        <p>{t('soft')}</p>
      </section>
      <p>
        {signedIn ? (
          <Link className="button button--primary" to={CUSTOMER_CIBIL}>
            {t('myScore')}
          </Link>
        ) : (
          <>
            <Link className="button button--primary" to={paths.customer.login}>
              {t('signInToCheck')}
            </Link>
            {t('onceBefore')}
            <strong>{t('creditScore')}</strong>
            {t('onceAfter')}
          </>
        )}
      </p>
      <p>
        {t('readBefore')}
        <Link to="/blog/how-your-cibil-score-affects-your-loan">{t('readLink')}</Link>
        {t('readAfter')}
      </p>
    </Page>
  );
}
