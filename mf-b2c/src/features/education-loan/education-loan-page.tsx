import { ProductForm } from '@platform/shared/forms';
import { educationLoanIllustration } from '../../components/illustrations';
import { educationLoanPartners } from './bank-partners';
import { educationLoanForm } from './education-loan-form';

const highlights = [
  'Loans for courses in India and abroad: tuition, hostel, travel, books and laptop',
  'Repay after the course ends, with a moratorium of up to a year after it',
  'Tax deduction on the interest under section 80E',
  'Our education-loan desk calls you within one working day',
];

/** /education-loan and /b2c/education-loan (docs/spec/product.md §2). */
export function EducationLoanPage() {
  return (
    <article className="page page--wide application-page">
      <header className="application-page__header">
        <h1>Education loan</h1>
        <p className="page__intro">
          Fund your studies in India or abroad. Tell us about yourself, confirm your mobile number with an OTP, and we match you with the banks below.
        </p>
      </header>
      <div className="application-page__body">
        <aside className="application-page__aside">
          <img className="application-page__image" src={educationLoanIllustration} alt="A graduate's cap on a stack of books" width={240} height={200} />
          <ul className="application-page__highlights">
            {highlights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </aside>
        <ProductForm definition={educationLoanForm} />
      </div>
      <section className="bank-partners" aria-labelledby="bank-partners-title">
        <h2 id="bank-partners-title">Our bank partners</h2>
        <ul className="bank-partners__list">
          {educationLoanPartners.map((partner) => (
            <li key={partner.name} className="bank-partners__item">
              <strong>{partner.name}</strong>
              <span>{partner.note}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
