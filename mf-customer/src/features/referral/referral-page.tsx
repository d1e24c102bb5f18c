// /customer/referral: the customer's code and link, ways to share it, and who used it.
import { useState } from 'react';
import { BRAND, notify, Page, paths } from '@platform/shared';
import { DataState, formatDate, formatRupees } from '../../components/data-state';
import { useCustomerData } from '../../hooks/use-customer-data';
import { fetchReferral, type CustomerReferral } from './referral-api';

/** The link a friend opens: the referral landing page, which carries the code into the application. */
export function referralLinkFor(code: string, origin: string): string {
  return `${origin}${paths.customer.youGotReferral}?referral=${encodeURIComponent(code)}`;
}

export function shareMessageFor(link: string): string {
  return `Apply for a loan with ${BRAND.name} using my referral link: ${link}`;
}

function ShareActions({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const message = shareMessageFor(link);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify.success('Referral link copied');
    } catch {
      notify.error('Could not copy the link. Please select it and copy it yourself.');
    }
  }
  return (
    <div className="referral-share" role="group" aria-label="Share your referral link">
      <button type="button" className="button button--primary" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy link'}
      </button>
      <a className="button" href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noreferrer">
        Share on WhatsApp
      </a>
      <a className="button" href={`sms:?&body=${encodeURIComponent(message)}`}>
        Send by SMS
      </a>
      <a className="button" href={`mailto:?subject=${encodeURIComponent(`Your ${BRAND.name} referral`)}&body=${encodeURIComponent(message)}`}>
        Send by email
      </a>
      {canShare && (
        <button type="button" className="button" onClick={() => void navigator.share({ title: BRAND.name, text: message, url: link }).catch(() => undefined)}>
          More ways to share
        </button>
      )}
    </div>
  );
}

function ReferralDetails({ referral }: { referral: CustomerReferral }) {
  const link = referralLinkFor(referral.referralCode, window.location.origin);
  return (
    <>
      <section className="card" aria-labelledby="referral-code-heading">
        <h2 id="referral-code-heading" className="card__title">
          Your referral code
        </h2>
        <p className="referral-code__value" data-testid="referral-code">
          {referral.referralCode}
        </p>
        <p>
          <label htmlFor="referral-link">Your referral link</label>
          <input id="referral-link" className="field__input" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </p>
        <ShareActions link={link} />
        <p className="field__hint">
          You earn {formatRupees(referral.rewards.enquiry)} when someone you refer confirms an enquiry with the OTP, and{' '}
          {formatRupees(referral.rewards.partner)} when a partner shop you refer verifies its sign-up.
        </p>
      </section>
      <section aria-labelledby="referred-heading">
        <h2 id="referred-heading">People you referred</h2>
        <p data-testid="referral-summary">
          {referral.summary.total} referred, {referral.summary.verified} verified
        </p>
        {referral.referred.length === 0 ? (
          <p>Nobody has used your code yet. Share your link with friends and family who need a loan.</p>
        ) : (
          <table className="customer-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">For</th>
                <th scope="col">Referred on</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {referral.referred.map((person) => (
                <tr key={person.id}>
                  <td>{person.name}</td>
                  <td>{person.product}</td>
                  <td>{formatDate(person.referredAt)}</td>
                  <td>
                    <span className={`status status--${person.status}`}>{person.status === 'verified' ? 'Verified' : 'Awaiting OTP'}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

export function ReferralPage() {
  const result = useCustomerData(['referral'], fetchReferral);
  return (
    <Page title="Refer and earn" intro="Invite people who need a loan, card or insurance. Your code is recorded with every application they make.">
      <DataState result={result}>{(referral) => <ReferralDetails referral={referral} />}</DataState>
    </Page>
  );
}
