// /customer/referral: the customer's code and link, ways to share it, and who used it.
import { useState } from 'react';
import { BRAND, notify, Page, paths } from '@platform/shared';
import { DataState, formatDate, formatRupees } from '../../components/data-state';
import { useCustomerData } from '../../hooks/use-customer-data';
import { fetchReferral, type CustomerReferral } from './referral-api';
import { texts } from './texts';

/** The link a friend opens: the referral landing page, which carries the code into the application. */
export function referralLinkFor(code: string, origin: string): string {
  return `${origin}${paths.customer.youGotReferral}?referral=${encodeURIComponent(code)}`;
}

export function shareMessageFor(link: string): string {
  return texts.t('share.message', { brand: BRAND.name, link });
}

function ShareActions({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const { t } = texts.useTexts();
  const message = shareMessageFor(link);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify.success(texts.t('share.copiedToast'));
    } catch {
      notify.error(texts.t('share.copyFailed'));
    }
  }
  return (
    <div className="referral-share" role="group" aria-label={t('share.label')}>
      <button type="button" className="button button--primary" onClick={() => void copy()}>
        {copied ? t('share.copied') : t('share.copy')}
      </button>
      <a className="button" href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noreferrer">
        {t('share.whatsApp')}
      </a>
      <a className="button" href={`sms:?&body=${encodeURIComponent(message)}`}>
        {t('share.sms')}
      </a>
      <a className="button" href={`mailto:?subject=${encodeURIComponent(t('share.subject', { brand: BRAND.name }))}&body=${encodeURIComponent(message)}`}>
        {t('share.email')}
      </a>
      {canShare && (
        <button type="button" className="button" onClick={() => void navigator.share({ title: BRAND.name, text: message, url: link }).catch(() => undefined)}>
          {t('share.more')}
        </button>
      )}
    </div>
  );
}

function ReferralDetails({ referral }: { referral: CustomerReferral }) {
  const link = referralLinkFor(referral.referralCode, window.location.origin);
  const { t } = texts.useTexts();
  return (
    <>
      <section className="card" aria-labelledby="referral-code-heading">
        <h2 id="referral-code-heading" className="card__title">
          {t('codeHeading')}
        </h2>
        <p className="referral-code__value" data-testid="referral-code">
          {referral.referralCode}
        </p>
        <p>
          <label htmlFor="referral-link">{t('linkLabel')}</label>
          <input id="referral-link" className="field__input" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </p>
        <ShareActions link={link} />
        <p className="field__hint">{t('rewards', { enquiry: formatRupees(referral.rewards.enquiry), partner: formatRupees(referral.rewards.partner) })}</p>
      </section>
      <section aria-labelledby="referred-heading">
        <h2 id="referred-heading">{t('referredHeading')}</h2>
        <p data-testid="referral-summary">{t('summary', { total: referral.summary.total, verified: referral.summary.verified })}</p>
        {referral.referred.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <table className="customer-table">
            <thead>
              <tr>
                <th scope="col">{t('table.name')}</th>
                <th scope="col">{t('table.for')}</th>
                <th scope="col">{t('table.referredOn')}</th>
                <th scope="col">{t('table.status')}</th>
              </tr>
            </thead>
            <tbody>
              {referral.referred.map((person) => (
                <tr key={person.id}>
                  <td>{person.name}</td>
                  <td>{person.product}</td>
                  <td>{formatDate(person.referredAt)}</td>
                  <td>
                    <span className={`status status--${person.status}`}>{person.status === 'verified' ? t('status.verified') : t('status.awaitingOtp')}</span>
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
  const { t } = texts.useTexts();
  return (
    <Page title={t('title')} intro={t('intro')}>
      <DataState result={result}>{(referral) => <ReferralDetails referral={referral} />}</DataState>
    </Page>
  );
}
