// Erasure of a customer's data (DPDP Act 2023 s.12) and what the law makes us keep. Each kind of
// record is either erased or kept, and what is kept names the law that requires it and for how
// long, so the customer is told before confirming and in the answer (decision 023). Changing a
// rule is a change here, reviewed with its legal reason.
import { boolean, object } from 'yup';
import { VALIDATION_TEXTS } from './validation-texts';

export interface RetentionRule {
  /** The records, in the customer's words. */
  records: string;
  /** How long they are kept after the erasure request. */
  keptFor: string;
  /** The law that requires keeping them, and what it asks. */
  law: string;
}

export const RETAINED_RECORDS = {
  payments: {
    records: 'Payments you made (order number, amount, date and the mobile number on the receipt)',
    keptFor: '8 years from the payment',
    law: 'Companies Act 2013 s.128(5) (books of account for eight years) and CGST Act 2017 s.36 (accounts for 72 months)',
  },
  referralEarnings: {
    records: 'Referral earnings credited or paid to you',
    keptFor: '8 years from the payout',
    law: 'Companies Act 2013 s.128(5) and Income-tax Act 1961 (TDS records of commission paid)',
  },
  disbursedLoans: {
    records: 'Loans disbursed through us (product, amount, your name and mobile number, and their progress)',
    keptFor: '5 years after the loan is closed',
    law: 'Prevention of Money-laundering Act 2002 s.12 and the RBI Master Direction on KYC (records of transactions for five years)',
  },
  consents: {
    records: 'Your consents and withdrawals (purpose, notice version and time; your mobile number is masked)',
    keptFor: 'as long as we may need to show that we had your consent',
    law: 'DPDP Act 2023 s.6(10) (the burden of proving consent is on us)',
  },
  dataRightsRequests: {
    records: 'This request and its answer',
    keptFor: 'as long as we may need to show that we answered it',
    law: 'DPDP Act 2023 s.12 and s.13 (we must answer and may be asked to show we did)',
  },
} as const satisfies Record<string, RetentionRule>;
export type RetainedKind = keyof typeof RETAINED_RECORDS;

/** What an erasure removes, in the customer's words (shown before they confirm). */
export const ERASED_RECORDS = [
  'Your profile: name, email, address and mobile number',
  'Your enquiries and applications: names, contact details, addresses and the answers you gave',
  'Enquiries that did not end in a loan are closed: no more calls or SMS',
  'Your credit reports',
  'Job applications and partner enquiries made with your mobile number',
  'Messages and one-time passwords sent to your mobile number',
] as const;

export const ERASURE_CONFIRM_MESSAGE = VALIDATION_TEXTS.consent.erasure;

/** POST /customer/erase-my-data: only an explicit confirmation erases. */
export const erasureRequestSchema = object({
  confirm: boolean()
    .transform((_v: unknown, original: unknown) => (original === true ? true : undefined))
    .required(ERASURE_CONFIRM_MESSAGE)
    .oneOf([true], ERASURE_CONFIRM_MESSAGE),
});
