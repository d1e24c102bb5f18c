// A product landing page (/b2c/*-landing, /home-loan, /loan-against-property): what the product is,
// who can apply, documents, fees, FAQs, the rate it starts from with its APR, the calculators, and
// an apply button that carries the visitor's `referral` and `shopid` on to the application form
// (a partner shop's link must credit the shop whichever page the customer starts from).
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumbs, Page } from '@platform/shared';
import { apr, formatRupees, processingFeeWithGst } from '@platform/shared/finance';
import { BalanceTransferCalculator, EligibilityCalculator, EmiCalculator } from './calculators';
import { RATES_AS_OF, type LandingProduct } from './landing-content';

const asOf = new Date(`${RATES_AS_OF}T00:00:00+05:30`).toLocaleDateString('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

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

export function LandingPage({ product }: { product: LandingProduct }) {
  const [query] = useSearchParams();
  const apply = applyLink(product.form, query);
  const pricing = product.loan;
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
      <section className="landing__offer" aria-label="Rate and how to apply">
        {pricing && example ? (
          <>
            <p className="landing__rate" data-testid="from-rate">
              From {pricing.fromRate}% p.a.
            </p>
            <p>
              APR from {example.apr.toFixed(2)}% p.a. with the processing fee ({pricing.feeNote}), on {formatRupees(pricing.amount.default)} over{' '}
              {pricing.months.default} months.
            </p>
            <p className="landing__asof">Rates as of {asOf}; your rate depends on your credit score, income and the lender.</p>
          </>
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
        <h2 id="who-heading">Who can apply</h2>
        <ul className="checklist">
          {product.eligibility.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading">Documents</h2>
        <ul className="checklist">
          {product.documents.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="fees-heading">
        <h2 id="fees-heading">Fees and charges</h2>
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
        <h2 id="faq-heading">Questions</h2>
        {product.faqs.map(([question, answer]) => (
          <details key={question}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </section>
      <p>
        Read more: <Link to={product.guide.to}>{product.guide.label}</Link>
      </p>
      <p>
        <Link className="button button--primary" to={apply}>
          {product.applyLabel}
        </Link>
      </p>
    </Page>
  );
}
