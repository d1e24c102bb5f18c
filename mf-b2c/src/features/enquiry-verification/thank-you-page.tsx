import { Link, useLocation } from 'react-router-dom';
import { BRAND, GrievanceContact, paths } from '@platform/shared';

function serviceOf(state: unknown): string | null {
  if (state && typeof state === 'object' && 'service' in state && typeof state.service === 'string') return state.service;
  return null;
}

/** /b2c/thankyou: where a confirmed enquiry or a submitted application ends. */
export function ThankYouPage() {
  const service = serviceOf(useLocation().state);
  return (
    <article className="page thank-you">
      <header className="page__header">
        <h1>Thank you</h1>
        <p className="page__intro">
          {service ? `Your ${service} request has reached us.` : 'Your request has reached us.'} Our team will call you within one working day, between 9 am and
          7 pm, Monday to Saturday.
        </p>
      </header>
      <section className="card">
        <h2 className="card__title">What happens next</h2>
        <ol className="steps">
          <li>An advisor calls to understand what you need and checks your eligibility with our partners.</li>
          <li>You share the documents they ask for: PAN, Aadhaar, income and address proof.</li>
          <li>The partner decides, and we keep you posted by SMS until the money or service reaches you.</li>
        </ol>
        <p>
          Questions in the meantime? Call {BRAND.supportPhone} or write to {BRAND.supportEmail}.
        </p>
        <GrievanceContact />
        <p className="form__actions">
          <Link className="button button--primary" to={paths.home}>
            Back to home
          </Link>
          <Link className="button" to={paths.b2c.faq}>
            Read the FAQ
          </Link>
        </p>
      </section>
    </article>
  );
}
