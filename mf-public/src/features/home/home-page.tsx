import { Link } from 'react-router-dom';
import { BRAND, paths } from '@platform/shared';
import { customerProducts, howItWorks, shopServices, trustFacts } from './home-content';
import { texts } from './texts';

export function HomePage() {
  const { t } = texts.useTexts();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-heading">
        <h1 id="hero-heading">{t('hero.heading', { brand: BRAND.name })}</h1>
        <p className="hero__lead">{t('hero.lead', { tagline: BRAND.tagline })}</p>
        <p className="hero__actions">
          <Link className="button button--primary" to={paths.educationLoan}>
            {t('hero.educationLoan')}
          </Link>
          <Link className="button" to={paths.b2c.faq}>
            {t('hero.faq')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="products-heading">
        <h2 id="products-heading">{t('products.heading')}</h2>
        <ul className="grid">
          {customerProducts.map((product) => (
            <li key={product.key} className="tile">
              <h3 className="tile__title">{t(`products.${product.key}.name`)}</h3>
              <p>{t(`products.${product.key}.description`)}</p>
              <Link className="tile__link" to={product.href}>
                {t(`products.${product.key}.cta`)}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.loanServices}>{t('products.allLoans')}</Link>
          {t('products.allLoansAfter')}
          {BRAND.supportPhone}
          {t('products.allLoansEnd')}
        </p>
      </section>

      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t('steps.heading')}</h2>
        <ol className="steps">
          {howItWorks.map((step) => (
            <li key={step}>
              <h3>{t(`steps.${step}.title`)}</h3>
              <p>{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="shop-services-heading">
        <h2 id="shop-services-heading">{t('shop.heading')}</h2>
        <p>{t('shop.intro')}</p>
        <ul className="checklist">
          {shopServices.map((service) => (
            <li key={service}>{t(`shop.${service}`)}</li>
          ))}
        </ul>
        <p>
          {t('shop.already')}
          <Link to={paths.vendor.caServices}>{t('shop.catalogue')}</Link>.
        </p>
      </section>

      <section className="partner-cta" aria-labelledby="partner-heading">
        <h2 id="partner-heading">{t('partner.heading')}</h2>
        <p>{t('partner.text')}</p>
        <ul>
          <li>{t('partner.verified')}</li>
          <li>{t('partner.commissions')}</li>
          <li>{t('partner.support')}</li>
        </ul>
        <p>
          <Link className="button button--primary" to={paths.contactUs}>
            {t('partner.join')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="trust-heading">
        <h2 id="trust-heading">{t('trust.heading')}</h2>
        <ul className="trust">
          {trustFacts.map((fact) => (
            <li key={fact}>{t(`trust.${fact}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
