import { Link } from 'react-router-dom';
import { BRAND, Page, paths, roleFromAccessToken, useSession } from '@platform/shared';
import { TodaysWork } from './todays-work';

// Public on purpose: the telecaller guard sends anyone without access here, so signed out this
// page explains the console and offers the login; signed in as a telecaller it is the day's work.
export function ConsoleHomePage() {
  const role = useSession((s) => roleFromAccessToken(s.accessToken));
  if (role === 'telecaller') return <TodaysWork />;
  return (
    <Page
      title="Telecaller console"
      intro={`Where ${BRAND.name}'s telecallers follow up loan and card enquiries, call customers back and record what was agreed.`}
    >
      <p className="form__actions">
        <Link className="button button--primary" to={paths.telecaller.login}>
          Telecaller login
        </Link>
      </p>

      <section aria-labelledby="console-purpose-heading">
        <h2 id="console-purpose-heading">What the console is for</h2>
        <ul>
          <li>See the enquiries assigned to you, with the product, amount and the customer's preferred time to call.</li>
          <li>Call the customer, confirm their details and explain the next step and the documents needed.</li>
          <li>Record each call's outcome so the customer is never asked the same thing twice.</li>
          <li>Open a lead's loan details and status history when a customer calls back.</li>
        </ul>
      </section>

      <section aria-labelledby="console-access-heading">
        <h2 id="console-access-heading">Who gets access</h2>
        <p>
          Only telecallers employed or contracted by {BRAND.name}. Your team lead creates your account with your work mobile number; you sign in with a one-time
          password sent to it. Customers and partner shops cannot open the console; access is withdrawn when your assignment ends.
        </p>
        <p>
          Customer data you see is used only to process that customer's enquiry, under our privacy policy and the Digital Personal Data Protection Act, 2023. Do
          not copy it, photograph it or share it outside the console.
        </p>
      </section>

      <section aria-labelledby="console-leads-heading">
        <h2 id="console-leads-heading">How leads are assigned</h2>
        <ol className="steps">
          <li>A customer submits an enquiry or application on the website, or a partner shop submits one for a walk-in customer.</li>
          <li>
            It goes to the next telecaller on duty, in turn, so every customer has a single person following up. When you go off duty, your open leads pass to
            the others on duty.
          </li>
          <li>
            You call the customer, only between 8 am and 7 pm and never after they ask not to be called, and update the lead. Every status change goes into the
            lead's history, which the customer and the partner shop see too.
          </li>
        </ol>
      </section>

      <p>Need access or have a problem signing in? Ask your team lead, or write to {BRAND.supportEmail}.</p>
    </Page>
  );
}
