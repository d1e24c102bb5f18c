// A product landing page (/b2c/*-landing, /home-loan, /loan-against-property): what the product is,
// who can apply, documents, fees, FAQs, the rate it starts from with its APR, the calculators, and
// an apply button that carries the visitor's `referral` and `shopid` on to the application form
// (a partner shop's link must credit the shop whichever page the customer starts from).
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumbs, getErrorMessage, Page, useLanguage, type Language } from '@platform/shared';
import { apr, formatRupees, processingFeeWithGst } from '@platform/shared/finance';
import { BalanceTransferCalculator, EligibilityCalculator, EmiCalculator } from './calculators';
import type { LandingProduct, LandingWords, LoanPricing } from './landing-content';
import { landingWordsHi } from './landing-content-hi';
import { landingWordsMr } from './landing-content-mr';
import { lowestRate, useLendingPartners } from '../../api/lending-partners';
import { texts } from './texts';

/** The application form's URL with the referral and shop carried over from this page's URL. */
export function applyLink(form: string, query: URLSearchParams): string {
  const carried = new URLSearchParams();
  for (const key of ['referral', 'shopid']) {
    const value = query.get(key);
    if (value) carried.set(key, value);
  }
  const search = carried.toString();
  return `/b2c/${form}${search ? `?${search}` : ''}`;
}

const TRANSLATED: Record<Exclude<Language, 'en'>, Readonly<Partial<Record<string, LandingWords>>>> = { hi: landingWordsHi, mr: landingWordsMr };

/**
 * The page in the reader's language: its words from that language's table, everything else (the
 * figures the calculators start from, links, the form) from the English entry, so they cannot
 * differ between languages. Every page has all three languages (TypeScript holds the tables to the
 * English one), so the copy's language is the page's, which the switch writes to <html lang>.
 */
function inLanguage(product: LandingProduct, language: Language): LandingProduct {
  const words = language === 'en' ? undefined : TRANSLATED[language][product.path];
  if (!words) return product;
  return { ...product, ...words, guide: { ...product.guide, ...words.guide }, loan: product.loan && { ...product.loan, ...words.loan } };
}

export function LandingPage({ product: english }: { product: LandingProduct }) {
  const { t } = texts.useTexts();
  const product = inLanguage(english, useLanguage());
  const [query] = useSearchParams();
  const apply = applyLink(product.form, query);
  const copy = product.loan;
  const partners = useLendingPartners(Boolean(copy?.lenderProduct));
  // A lender product's page waits for the lenders' rates (its calculators start from them); a
  // card's EMI conversion rate is the card issuers' and written with the page.
  const rate = copy?.lenderProduct ? partners.data && lowestRate(partners.data, copy.lenderProduct) : copy?.cardEmi;
  const pricing: LoanPricing | undefined = copy && rate ? { ...copy, fromRate: rate.fromRate, processingFeePercent: rate.processingFeePercent } : undefined;
  const example = pricing && {
    apr: apr({
      principal: pricing.amount.default,
      annualRate: pricing.fromRate,
      months: pricing.months.default,
      upfrontFees: processingFeeWithGst(pricing.amount.default, pricing.processingFeePercent),
    }),
  };
  return (
    <Page title={product.heading} intro={product.intro} wide>
      <Breadcrumbs trail={[{ label: product.title }]} />
      <section className="landing__offer" aria-label={t('offer')}>
        {pricing && example ? (
          <>
            <p className="landing__rate" data-testid="from-rate">
              {t('from', { rate: pricing.fromRate })}
            </p>
            <p>
              {t('apr', { apr: example.apr.toFixed(2), fee: pricing.feeNote, amount: formatRupees(pricing.amount.default), months: pricing.months.default })}
            </p>
            <p className="landing__asof">{copy?.lenderProduct ? t('lenderRate') : t('cardRate')}</p>
          </>
        ) : copy ? (
          partners.isError ? (
            <p role="alert">{getErrorMessage(partners.error)}</p>
          ) : partners.data ? (
            <p>{t('noLender')}</p>
          ) : (
            <p aria-busy="true">{t('loading')}</p>
          )
        ) : (
          product.price && <p className="landing__rate">{product.price}</p>
        )}
        <p>
          <Link className="button button--primary" to={apply} data-testid="apply">
            {product.applyLabel}
          </Link>
        </p>
      </section>

      {pricing && <EmiCalculator pricing={pricing} applyTo={apply} />}
      {pricing && product.balanceTransfer && <BalanceTransferCalculator pricing={pricing} />}
      {pricing && !product.noEligibility && <EligibilityCalculator pricing={pricing} />}

      <section aria-labelledby="who-heading">
        <h2 id="who-heading">{t('who')}</h2>
        <ul className="checklist">
          {product.eligibility.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading">{t('documents')}</h2>
        <ul className="checklist">
          {product.documents.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="fees-heading">
        <h2 id="fees-heading">{t('fees')}</h2>
        <table className="console-table">
          <tbody>
            {product.fees.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="faq-heading" className="faq">
        <h2 id="faq-heading">{t('questions')}</h2>
        {product.faqs.map(([question, answer]) => (
          <details key={question}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </section>
      <p>
        {t('readMore')}
        <Link to={product.guide.to}>{product.guide.label}</Link>
      </p>
      <p>
        <Link className="button button--primary" to={apply}>
          {product.applyLabel}
        </Link>
      </p>
    </Page>
  );
}
