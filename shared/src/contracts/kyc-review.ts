// The KYC review queue of the operations console (handlers: api/src/kyc-review/routes.ts): the
// shops whose KYC evidence waits for a person, each shop's evidence item by item (the provider's
// Aadhaar, PAN, bank and GST results, the shop photo and address proof), and the reviewer's
// accept or reject per item. Aadhaar numbers are never answered in full: `XXXX XXXX 1234`.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { APPROVAL_STATUSES, KYC_STEPS, type ApprovalStatus, type KycStatus } from '../schemas';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { approvalSchema } from './banker';
import { defineContract } from './contract';
import { dataResponse, FILE_ANSWER, ISO_DATE_TIME, isoDateTime, messageCodeFields, uuid } from './envelope';
import { SHOP_DOCUMENT_KINDS } from './vendor';

/** What a reviewer decides on: each KYC step, and each uploaded document. */
export const KYC_REVIEW_ITEMS = [...KYC_STEPS, ...SHOP_DOCUMENT_KINDS] as const;
export type KycReviewItem = (typeof KYC_REVIEW_ITEMS)[number];

/**
 * What must be accepted before an operations admin may approve the shop: the owner's identity
 * (Aadhaar by OTP), PAN and the payout account (money leaves to it), and the two documents nobody
 * looked at before. The shop owner's second Aadhaar check and GST (optional for small shops) are
 * reviewed when the shop has done them, but do not hold the approval.
 */
export const KYC_REVIEW_REQUIRED: readonly KycReviewItem[] = ['aadhaar', 'pan', 'bank', 'shopPhoto', 'addressProof'];

/**
 * Where a shop's KYC stands for the reviewers: evidence waits for them (`awaiting`); they sent
 * items back and wait for the shop (`changes_requested`); every required item is accepted
 * (`accepted`); or the shop has not finished its part and nothing waits (`incomplete`).
 */
export const KYC_REVIEW_STATES = ['awaiting', 'changes_requested', 'accepted', 'incomplete'] as const;
export type KycReviewState = (typeof KYC_REVIEW_STATES)[number];
export const KYC_REVIEW_STATE_LABELS: Readonly<Record<KycReviewState, string>> = {
  awaiting: 'Waiting for review',
  changes_requested: 'Sent back to the shop',
  accepted: 'KYC accepted',
  incomplete: 'Shop has not finished KYC',
};

/** Where one item stands: the shop's part (not submitted, being checked, check failed), then the reviewer's. */
export const KYC_ITEM_STATUSES = ['not_submitted', 'checking', 'check_failed', 'awaiting', 'accepted', 'rejected'] as const;
export type KycItemStatus = (typeof KYC_ITEM_STATUSES)[number];

export const KYC_REVIEW_REASON_MAX_LENGTH = 500;
export const KYC_REVIEW_PAGE_SIZE = 20;

// The queue's messages are keyed (validation-texts-desks-a.ts, the shared ones in -common.ts) so
// the console shows them in Hindi and Marathi.
const m = VALIDATION_TEXTS.kycReview;
const common = VALIDATION_TEXTS.common;

const wholeNumber = (max: number) =>
  number()
    .integer(common.wholeNumber)
    .min(1, fillTemplate(common.numberFrom, { min: 1 }))
    .max(max, fillTemplate(common.numberUpTo, { max }))
    .default(1);
/** Paging of the console's lists: pages from 1, at most 100 rows a page. */
export const consolePaging = { page: wholeNumber(10_000), pageSize: wholeNumber(100).default(KYC_REVIEW_PAGE_SIZE) };
const count = () => number().integer().min(0).defined();

export const kycReviewShopSchema = object({
  shopId: uuid(),
  shopName: string().defined(),
  ownerName: string().nullable().defined(),
  city: string().nullable().defined(),
  state: mixed<KycReviewState>()
    .oneOf([...KYC_REVIEW_STATES])
    .defined(),
  stateLabel: string().defined(),
  /** When the oldest evidence waiting for review arrived; else when the shop registered. */
  waitingSince: isoDateTime(),
  awaiting: count(),
  accepted: count(),
  rejected: count(),
  approvalStatus: mixed<ApprovalStatus>()
    .oneOf([...APPROVAL_STATUSES])
    .defined(),
});
export type KycReviewShop = InferType<typeof kycReviewShopSchema>;

export const kycReviewItemSchema = object({
  item: mixed<KycReviewItem>()
    .oneOf([...KYC_REVIEW_ITEMS])
    .defined(),
  label: string().defined(),
  kind: mixed<'step' | 'document'>().oneOf(['step', 'document']).defined(),
  required: boolean().defined(),
  status: mixed<KycItemStatus>()
    .oneOf([...KYC_ITEM_STATUSES])
    .defined(),
  /** The evidence's time (the check's or the upload's); sent back with a decision, so a decision on older evidence is refused. */
  evidenceAt: isoDateTime().nullable(),
  /** A KYC step: what the provider answered. Numbers masked: `XXXX XXXX 1234`, `XXXXXX234F`, the GSTIN. */
  check: object({
    status: mixed<Exclude<KycStatus, 'not_started'>>().oneOf(['pending', 'verified', 'failed']).defined(),
    masked: string().nullable().defined(),
    nameFound: string().nullable().defined(),
    reference: string().nullable().defined(),
    details: mixed<Record<string, string>>((value): value is Record<string, string> => typeof value === 'object' && value !== null).defined(),
    failure: string().nullable().defined(),
  })
    .nullable()
    .defined(),
  /** A document: what was uploaded (the file itself: the download contract below). */
  document: object({ mimeType: string().defined(), fileName: string().defined(), sizeBytes: count() }).nullable().defined(),
  review: object({
    decision: mixed<'accepted' | 'rejected'>().oneOf(['accepted', 'rejected']).defined(),
    reason: string().nullable().defined(),
    reviewedAt: isoDateTime(),
    reviewedBy: string().nullable().defined(),
    /** False once the shop sent newer evidence: the decision was about what it replaced. */
    current: boolean().defined(),
  })
    .nullable()
    .defined(),
});
export type KycReviewItemState = InferType<typeof kycReviewItemSchema>;

export const kycReviewDetailSchema = kycReviewShopSchema.concat(
  object({
    mobile: string().defined(),
    email: string().nullable().defined(),
    address: string().nullable().defined(),
    pinCode: string().nullable().defined(),
    registeredAt: isoDateTime(),
    approval: approvalSchema.defined(),
    items: array(kycReviewItemSchema.defined()).defined(),
  }),
);
export type KycReviewDetail = InferType<typeof kycReviewDetailSchema>;

const SHOP_ID = '7d3c2b1a-0f9e-4d8c-8b7a-6e5d4c3b2a10';
const WAITING_SHOP: KycReviewShop = {
  shopId: SHOP_ID,
  shopName: 'Sharma Mobile Store',
  ownerName: 'Ramesh Sharma',
  city: 'Pune',
  state: 'awaiting',
  stateLabel: 'Waiting for review',
  waitingSince: '2026-11-25T09:00:00.000Z',
  awaiting: 3,
  accepted: 0,
  rejected: 0,
  approvalStatus: 'pending',
};
const stepItem = (item: KycReviewItem, label: string, masked: string, nameFound: string, at: string): KycReviewItemState => ({
  item,
  label,
  kind: 'step',
  required: KYC_REVIEW_REQUIRED.includes(item),
  status: 'awaiting',
  evidenceAt: at,
  check: { status: 'verified', masked, nameFound, reference: `LOCAL-${item}`, details: {}, failure: null },
  document: null,
  review: null,
});
const SAMPLE_ITEMS: KycReviewItemState[] = [
  stepItem('aadhaar', 'Aadhaar (OTP)', 'XXXX XXXX 2346', 'Ramesh Sharma', '2026-11-25T09:00:00.000Z'),
  { ...stepItem('shopAadhaar', "Shop owner's Aadhaar", '', '', '2026-11-25T09:00:00.000Z'), status: 'not_submitted', evidenceAt: null, check: null },
  stepItem('pan', 'PAN', 'XXXXXX234F', 'Ramesh Sharma', '2026-11-25T09:05:00.000Z'),
  { ...stepItem('bank', 'Bank account', '', '', '2026-11-25T09:00:00.000Z'), status: 'not_submitted', evidenceAt: null, check: null },
  { ...stepItem('gst', 'GST registration', '', '', '2026-11-25T09:00:00.000Z'), status: 'not_submitted', evidenceAt: null, check: null },
  {
    item: 'shopPhoto',
    label: 'Shop photo',
    kind: 'document',
    required: true,
    status: 'awaiting',
    evidenceAt: '2026-11-25T09:10:00.000Z',
    check: null,
    document: { mimeType: 'image/jpeg', fileName: 'shop-front.jpg', sizeBytes: 245_120 },
    review: null,
  },
  {
    item: 'addressProof',
    label: 'Address proof',
    kind: 'document',
    required: true,
    status: 'not_submitted',
    evidenceAt: null,
    check: null,
    document: null,
    review: null,
  },
];
const SAMPLE_DETAIL: KycReviewDetail = {
  ...WAITING_SHOP,
  mobile: '9876500011',
  email: 'sharma.mobiles@example.com',
  address: 'Shop 4, FC Road',
  pinCode: '411004',
  registeredAt: '2026-11-24T08:00:00.000Z',
  approval: { status: 'pending', label: 'Waiting for approval', reason: null, decidedAt: null },
  items: SAMPLE_ITEMS,
};

const REVIEWERS = ['kyc_reviewer', 'ops_admin'] as const;

export const listKycReviews = defineContract({
  operationId: 'listKycReviews',
  method: 'GET',
  path: '/admin/kyc-reviews',
  summary: 'Shops by where their KYC review stands (waiting for review by default), the longest waiting first, a page at a time, with the count of each state',
  tag: 'admin',
  callers: ['admin'],
  staffRoles: REVIEWERS,
  query: object({
    state: string()
      .oneOf([...KYC_REVIEW_STATES], m.stateFilter)
      .default('awaiting'),
    q: string()
      .trim()
      .max(100, fillTemplate(common.searchTooLong, { max: 100 }))
      .default(''),
    ...consolePaging,
  }),
  response: dataResponse(
    object({
      items: array(kycReviewShopSchema.defined()).defined(),
      counts: object(Object.fromEntries(KYC_REVIEW_STATES.map((state) => [state, count()])) as Record<KycReviewState, ReturnType<typeof count>>).defined(),
      page: count(),
      pageSize: count(),
      total: count(),
    }),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'Shops waiting for review',
      request: { query: { state: 'awaiting' } },
      response: {
        success: true,
        message: 'KYC reviews fetched successfully',
        data: { items: [WAITING_SHOP], counts: { awaiting: 1, changes_requested: 0, accepted: 0, incomplete: 2 }, page: 1, pageSize: 20, total: 1 },
      },
    },
  ],
});

const shopParams = object({ id: string().defined() });

export const getKycReview = defineContract({
  operationId: 'getKycReview',
  method: 'GET',
  path: '/admin/kyc-reviews/:id',
  summary: "One shop's KYC evidence item by item (masked numbers, the provider's answers, the documents) with each review decision",
  tag: 'admin',
  callers: ['admin'],
  staffRoles: REVIEWERS,
  params: shopParams,
  response: dataResponse(kycReviewDetailSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'A shop waiting for review',
      request: { params: { id: SHOP_ID } },
      response: { success: true, message: 'KYC review fetched successfully', data: SAMPLE_DETAIL },
    },
  ],
});

export const downloadKycDocument = defineContract({
  operationId: 'downloadKycDocument',
  method: 'GET',
  path: '/admin/kyc-reviews/:id/documents/:kind',
  summary: "A shop's uploaded shop photo or address proof, for the reviewer's preview",
  tag: 'admin',
  callers: ['admin'],
  staffRoles: REVIEWERS,
  params: object({
    id: string().defined(),
    kind: string()
      .oneOf([...SHOP_DOCUMENT_KINDS], m.documentKind)
      .defined(),
  }),
  download: { description: 'The document as uploaded, shown inline.', types: ['application/pdf', 'image/jpeg', 'image/png'] },
  response: FILE_ANSWER,
  errors: [400, 401, 403, 404],
  samples: [{ name: "The shop's photo", request: { params: { id: SHOP_ID, kind: 'shopPhoto' } }, response: {} }],
});

/** POST /admin/kyc-reviews/:id/decisions: accept or reject one item's evidence as it was shown. */
export const kycReviewDecisionSchema = object({
  item: string()
    .oneOf([...KYC_REVIEW_ITEMS], m.itemRequired)
    .required(m.itemRequired),
  decision: string().oneOf(['accepted', 'rejected'], m.decisionRequired).required(m.decisionRequired),
  reason: string()
    .trim()
    .max(KYC_REVIEW_REASON_MAX_LENGTH, fillTemplate(common.reasonTooLong, { max: KYC_REVIEW_REASON_MAX_LENGTH }))
    .default('')
    .when('decision', {
      is: 'rejected',
      then: (s) => s.required(m.rejectReason),
    }),
  // When the evidence the page showed arrived: the page sends it back, so a missing or malformed
  // one means the page is out of date, and the reviewer is told so rather than about a date format.
  evidenceAt: string().required(m.evidenceUnknown).matches(ISO_DATE_TIME, m.evidenceUnknown),
});
export type KycReviewDecisionInput = InferType<typeof kycReviewDecisionSchema>;

export const decideKycReviewItem = defineContract({
  operationId: 'decideKycReviewItem',
  method: 'POST',
  path: '/admin/kyc-reviews/:id/decisions',
  summary:
    "Accept or reject one KYC item's evidence as the page showed it (a reason the shop sees is required to reject; a rejected step reopens on the shop's KYC page). 409 when the shop sent newer evidence or someone decided first",
  tag: 'admin',
  callers: ['admin'],
  staffRoles: REVIEWERS,
  params: shopParams,
  body: kycReviewDecisionSchema,
  response: dataResponse(kycReviewDetailSchema).concat(messageCodeFields(['kyc-review.accepted', 'kyc-review.rejected'])),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'The PAN accepted',
      request: { params: { id: SHOP_ID }, body: { item: 'pan', decision: 'accepted', reason: '', evidenceAt: '2026-11-25T09:05:00.000Z' } },
      response: {
        success: true,
        message: 'PAN accepted.',
        messageCode: 'kyc-review.accepted',
        messageParams: { item: 'pan' },
        data: {
          ...SAMPLE_DETAIL,
          awaiting: 2,
          accepted: 1,
          items: SAMPLE_ITEMS.map((item) =>
            item.item === 'pan'
              ? {
                  ...item,
                  status: 'accepted' as const,
                  review: { decision: 'accepted' as const, reason: null, reviewedAt: '2026-11-25T10:00:00.000Z', reviewedBy: 'Meera Iyer', current: true },
                }
              : item,
          ),
        },
      },
    },
  ],
});

export const KYC_REVIEW_CONTRACTS = [listKycReviews, getKycReview, downloadKycDocument, decideKycReviewItem] as const;
