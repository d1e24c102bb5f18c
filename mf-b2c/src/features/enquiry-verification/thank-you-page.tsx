import { Link, useLocation } from 'react-router-dom';
import { BRAND, GrievanceContact, paths, roleFromAccessToken, useSession } from '@platform/shared';
import { texts } from './texts';

function serviceOf(state: unknown): string | null {
  if (state && typeof state === 'object' && 'service' in state && typeof state.service === 'string') return state.service;
  return null;
}

/** The application whose lenders' offers can be compared (a loan application), if any. */
function offersFor(state: unknown): string | null {
  if (state && typeof state === 'object' && 'offersFor' in state && typeof state.offersFor === 'string') return state.offersFor;
  return null;
}

/**
 * The next step of a loan application: its lenders' offers side by side. They are shown to the
 * customer signed in, since an application made signed out cannot be proven theirs.
 */
function CompareOffers({ applicationId }: { applicationId: string }) {
  const { t } = texts.useTexts();
  const customer = useSession((state) => roleFromAccessToken(state.accessToken) === 'customer');
  return (
    <section className="card" aria-labelledby="offers-next-title" data-testid="compare-offers">
      <h2 id="offers-next-title" className="card__title">
        {t('offers.heading')}
      </h2>
      {customer ? (
        <>
          <p>{t('offers.text')}</p>
          <p>
            <Link className="button button--primary" to={`${paths.customer.offers}/${applicationId}`}>
              {t('offers.see')}
            </Link>
          </p>
        </>
      ) : (
        <p>
          {t('offers.signedOutBefore')}
          <Link to={paths.customer.login}>{t('offers.logIn')}</Link>
          {t('offers.signedOutAfter')}
        </p>
      )}
    </section>
  );
}

/** /b2c/thankyou: where a confirmed enquiry or a submitted application ends. */
export function ThankYouPage() {
  const { t } = texts.useTexts();
  const state = useLocation().state;
  const service = serviceOf(state);
  const applicationId = offersFor(state);
  return (
    <article className="page thank-you">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <p className="page__intro">
          {service ? t('reachedService', { service }) : t('reached')}
          {t('call')}
        </p>
      </header>
      {applicationId && <CompareOffers applicationId={applicationId} />}
      <section className="card">
        <h2 className="card__title">{t('next.heading')}</h2>
        <ol className="steps">
          <li>{t('next.call')}</li>
          <li>{t('next.documents')}</li>
          <li>{t('next.decides')}</li>
        </ol>
        <p>{t('next.questions', { phone: BRAND.supportPhone, email: BRAND.supportEmail })}</p>
        <GrievanceContact />
        <p className="form__actions">
          <Link className="button button--primary" to={paths.home}>
            {t('next.home')}
          </Link>
          <Link className="button" to={paths.b2c.faq}>
            {t('next.faq')}
          </Link>
        </p>
      </section>
    </article>
  );
}
