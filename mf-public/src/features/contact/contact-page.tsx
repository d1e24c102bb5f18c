import { Link } from 'react-router-dom';
import { BRAND, Page, paths } from '@platform/shared';

// Support hours are stated here only; the grievance policy points to this page for them.
const OFFICE_HOURS = 'Monday to Saturday, 9:30 am to 6:30 pm IST, except national holidays';

export function ContactPage() {
  return (
    <Page title="Contact us" intro="Questions about an application, a partner shop or a service request: we are happy to help.">
      <section aria-labelledby="contact-support-heading">
        <h2 id="contact-support-heading">Customer support</h2>
        <dl className="contact-details">
          <dt>Phone (toll-free)</dt>
          <dd>
            <a href={`tel:${BRAND.supportPhone}`}>{BRAND.supportPhone}</a>
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
          </dd>
          <dt>Office hours</dt>
          <dd>{OFFICE_HOURS}</dd>
        </dl>
        <p>
          We reply to emails within 2 working days. Please include your registered mobile number and any application or reference number, but never your OTP,
          PIN or password.
        </p>
      </section>

      <section aria-labelledby="contact-partners-heading">
        <h2 id="contact-partners-heading">Partner shops</h2>
        <p>
          To become a partner shop, write to{' '}
          <a href={`mailto:${BRAND.supportEmail}?subject=${encodeURIComponent('Become a partner shop')}`}>{BRAND.supportEmail}</a> with your shop's name, town
          and pin code, and our partner team will call you back.
        </p>
      </section>

      <section aria-labelledby="contact-grievance-heading">
        <h2 id="contact-grievance-heading">Grievance Redressal Officer</h2>
        <p>
          In line with the RBI fair practices code, {BRAND.name} has a Grievance Redressal Officer for complaints that customer support has not resolved within
          7 working days. Write to <a href={`mailto:${BRAND.supportEmail}?subject=${encodeURIComponent('Grievance Officer')}`}>{BRAND.supportEmail}</a> with
          "Grievance Officer" in the subject and your complaint reference number. The officer replies within 30 days of your original complaint. If a lender
          does not resolve your complaint within 30 days, you may approach the RBI Ombudsman under the Reserve Bank – Integrated Ombudsman Scheme, 2021.
        </p>
        <p>
          The full process is in our <Link to={paths.b2c.grievanceRedressalPolicy}>grievance redressal policy</Link>.
        </p>
      </section>
    </Page>
  );
}
