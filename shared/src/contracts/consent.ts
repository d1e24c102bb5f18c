// The customer's consents and data rights (DPDP Act 2023 s.6, s.11 and s.12; decision 023): the
// consents given, withdrawing one, a copy of their data, and erasure. Handlers:
// api/src/consent/routes.ts (erasure itself: api/src/consent/erasure.ts).
import { array, mixed, number, object, string } from 'yup';
import { CONSENT_PURPOSES, currentNotice, NOTICE_LANGUAGES, plainStatement, type ConsentPurpose, type NoticeLanguage } from '../schemas/consent';
import { erasureRequestSchema, RETAINED_RECORDS, type RetainedKind } from '../schemas/data-rights';
import { defineContract } from './contract';
import { dataResponse, FILE_ANSWER, isoDateTime, strings, successResponse, uuid } from './envelope';

export const customerConsentSchema = object({
  id: uuid(),
  purpose: mixed<ConsentPurpose>()
    .oneOf([...CONSENT_PURPOSES])
    .defined(),
  /** The notice's title, statements and what withdrawing does, in the language agreed in. */
  title: string().defined(),
  statements: strings(),
  onWithdrawal: string().defined(),
  notice: object({
    version: number().integer().defined(),
    language: mixed<NoticeLanguage>()
      .oneOf([...NOTICE_LANGUAGES])
      .defined(),
    /** SHA-256 of the notice as the person read it. */
    hash: string().defined(),
  }).defined(),
  /** What the consent was given for (an enquiry, an application, a credit report), in the words of the enquiry history. */
  subject: object({ id: uuid(), label: string().defined(), status: string().nullable().defined() }).nullable().defined(),
  givenAt: isoDateTime(),
  withdrawnAt: isoDateTime().nullable(),
});

const RETAINED_KINDS = Object.keys(RETAINED_RECORDS) as RetainedKind[];

export const erasureAnswerSchema = object({
  erasedAt: isoDateTime(),
  /** Records erased or emptied of personal details, by kind. */
  erased: mixed<Record<string, number>>()
    .defined()
    .test(
      'counts',
      'a whole number per kind of record',
      (value) => typeof value === 'object' && value !== null && Object.values(value).every((n) => Number.isInteger(n)),
    ),
  /** Records kept, with the law that keeps them (only kinds the customer has). */
  kept: array(
    object({
      kind: mixed<RetainedKind>().oneOf(RETAINED_KINDS).defined(),
      count: number().integer().min(1).defined(),
      records: string().defined(),
      keptFor: string().defined(),
      law: string().defined(),
    }).defined(),
  ).defined(),
});

const ENQUIRY_NOTICE = currentNotice('enquiry');
/** The demo customer's consent to be called about an education loan enquiry. */
const ENQUIRY_CONSENT = {
  id: '1e3a5c7e-9b0d-4f2a-8c4e-6a8c0e2a4c6e',
  purpose: 'enquiry' as const,
  title: ENQUIRY_NOTICE.title.en,
  statements: ENQUIRY_NOTICE.statements.en.map(plainStatement),
  onWithdrawal: ENQUIRY_NOTICE.onWithdrawal.en,
  notice: { version: ENQUIRY_NOTICE.version, language: 'en' as const, hash: 'c0ffee4b1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e' },
  subject: { id: 'b3e1d2c4-5a6f-4b7e-8c9d-0e1f2a3b4c5d', label: 'Education loan', status: 'Contacted' },
  givenAt: '2026-11-20T09:00:00.000Z',
  withdrawnAt: null,
};

export const customerConsents = defineContract({
  operationId: 'listCustomerConsents',
  method: 'GET',
  path: '/customer/consents',
  summary: 'Every consent the customer gave, with the notice version agreed to and any withdrawal',
  tag: 'customer',
  callers: ['customer'],
  response: successResponse(object({ data: array(customerConsentSchema.defined()).defined() })),
  errors: [401, 403],
  samples: [{ name: 'One enquiry', response: { success: true, message: 'Your consents', data: [ENQUIRY_CONSENT] } }],
});

export const withdrawConsent = defineContract({
  operationId: 'withdrawConsent',
  method: 'POST',
  path: '/customer/consents/:id/withdraw',
  summary:
    'Withdraw a consent: the processing it covered stops (the enquiry or application is closed, a credit report deleted); withdrawing again changes nothing',
  tag: 'customer',
  callers: ['customer'],
  params: object({ id: string().defined() }),
  response: dataResponse(customerConsentSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'The enquiry closed',
      request: { params: { id: ENQUIRY_CONSENT.id } },
      response: {
        success: true,
        message: 'Your consent has been withdrawn.',
        data: { ...ENQUIRY_CONSENT, subject: { ...ENQUIRY_CONSENT.subject, status: 'Closed' }, withdrawnAt: '2026-11-25T10:00:00.000Z' },
      },
    },
  ],
});

export const myData = defineContract({
  operationId: 'downloadMyData',
  method: 'GET',
  path: '/customer/my-data',
  summary: 'A copy of everything held about the customer, as a JSON download (the request is logged)',
  tag: 'customer',
  callers: ['customer'],
  download: {
    description:
      'loansetu-my-data-<day>.json: the profile, enquiries, applications, leads and their status history, credit reports, referral earnings, consents and data-rights requests',
    types: ['application/json'],
  },
  response: FILE_ANSWER,
  errors: [401, 403],
  samples: [{ name: 'The demo customer’s copy', response: {} }],
});

export const eraseMyData = defineContract({
  operationId: 'eraseMyData',
  method: 'POST',
  path: '/customer/erase-my-data',
  summary:
    'Erase the customer’s data where no law requires keeping it (DPDP Act s.12); answers what was erased and what was kept and why, and ends every session',
  tag: 'customer',
  callers: ['customer'],
  body: erasureRequestSchema,
  response: dataResponse(erasureAnswerSchema),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'Confirmed',
      request: { body: { confirm: true } },
      response: {
        success: true,
        message: 'Your data has been erased. What the law requires us to keep is listed below, with the reason.',
        data: {
          erasedAt: '2026-11-25T10:00:00.000Z',
          erased: {
            leads: 1,
            enquiries: 1,
            applications: 0,
            creditReports: 1,
            jobApplications: 0,
            partnerEnquiries: 0,
            messages: 3,
            consentDetails: 2,
            profile: 1,
          },
          kept: [
            { kind: 'consents', count: 2, ...RETAINED_RECORDS.consents },
            { kind: 'dataRightsRequests', count: 1, ...RETAINED_RECORDS.dataRightsRequests },
          ],
        },
      },
    },
  ],
});

export const CONSENT_CONTRACTS = [customerConsents, withdrawConsent, myData, eraseMyData] as const;
