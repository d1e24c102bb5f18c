// The KYC review's reads: where each shop stands (the views kyc_review_shops and kyc_review_items,
// migration 023) and one shop's evidence item by item, as the console shows it.
import {
  KYC_REVIEW_ITEMS,
  KYC_REVIEW_REQUIRED,
  KYC_REVIEW_STATE_LABELS,
  type KycItemStatus,
  type KycReviewDetail,
  type KycReviewItem,
  type KycReviewItemState,
  type KycReviewShop,
  type KycReviewState,
  type ShopDocumentKind,
} from '@platform/shared/contracts';
import { KYC_STEP_LABELS, type ApprovalStatus, type KycStep } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { APPROVAL_LABELS } from '../leads/bankers.ts';
import { kycRowsOf } from '../kyc/steps.ts';
import { DOCUMENT_KINDS } from '../vendor/queries.ts';

export const KYC_ITEM_LABELS: Readonly<Record<KycReviewItem, string>> = { ...KYC_STEP_LABELS, ...DOCUMENT_KINDS };
export const isDocumentItem = (item: KycReviewItem): item is ShopDocumentKind => item === 'shopPhoto' || item === 'addressProof';

/** Shops with where their review stands, joined to their account (the queue's rows). */
export const reviewShops = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('kyc_review_shops as k')
    .innerJoin('users as u', 'u.id', 'k.vendor_id')
    .select([
      'u.id',
      'u.username',
      'u.owner_name',
      'u.city',
      'u.mobile',
      'u.approval_status',
      'k.state',
      'k.waiting_since',
      'k.awaiting',
      'k.accepted',
      'k.rejected',
    ])
    // The view's columns are never null for a row it has (aggregates and a CASE with an ELSE).
    .$narrowType<{
      state: KycReviewState;
      waiting_since: Date;
      awaiting: number;
      accepted: number;
      rejected: number;
      approval_status: ApprovalStatus;
    }>();

type ReviewShopRow = Awaited<ReturnType<ReturnType<typeof reviewShops>['executeTakeFirstOrThrow']>>;

export const reviewShopOf = (row: ReviewShopRow): KycReviewShop => ({
  shopId: row.id,
  shopName: row.username,
  ownerName: row.owner_name,
  city: row.city,
  state: row.state,
  stateLabel: KYC_REVIEW_STATE_LABELS[row.state],
  waitingSince: iso(row.waiting_since),
  awaiting: Number(row.awaiting),
  accepted: Number(row.accepted),
  rejected: Number(row.rejected),
  approvalStatus: row.approval_status,
});

/** Where one shop's review stands, or undefined when it is no shop. */
export async function reviewStateOf(db: Queryable, shopId: string): Promise<ReviewShopRow | undefined> {
  return reviewShops(db).where('u.id', '=', shopId).executeTakeFirst();
}

const sameTime = (a: Date | string | null | undefined, b: Date | string | null | undefined) =>
  a != null && b != null && new Date(a).getTime() === new Date(b).getTime();

/** One shop's evidence item by item with the decision about each (the detail page, and a decision's answer). */
export async function reviewDetailOf(db: Queryable, shopId: string): Promise<KycReviewDetail | undefined> {
  const shop = await reviewStateOf(db, shopId);
  if (!shop) return undefined;
  const account = await kyselyOf(db)
    .selectFrom('users')
    .select(['email', 'address', 'pin_code', 'created_at', 'approval_reason', 'approval_decided_at'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  const steps = await kycRowsOf(db, shopId);
  const documents = await kyselyOf(db)
    .selectFrom('vendor_documents')
    .select(['kind', 'mime_type', 'file_name', 'size_bytes', 'created_at'])
    .where('vendor_id', '=', shopId)
    .execute();
  const reviews = await kyselyOf(db)
    .selectFrom('kyc_reviews as r')
    .leftJoin('users as by', 'by.id', 'r.reviewed_by')
    .select(['r.item', 'r.decision', 'r.reason', 'r.evidence_at', 'r.reviewed_at', 'by.username as reviewer'])
    .where('r.vendor_id', '=', shopId)
    .execute();

  const items = KYC_REVIEW_ITEMS.map((item): KycReviewItemState => {
    const review = reviews.find((r) => r.item === item);
    const doc = isDocumentItem(item) ? documents.find((d) => d.kind === item) : undefined;
    const step = isDocumentItem(item) ? undefined : steps.get(item as KycStep);
    const evidenceAt = doc ? doc.created_at : step ? step.updated_at : null;
    const current = review !== undefined && sameTime(review.evidence_at, evidenceAt);
    let status: KycItemStatus;
    if (evidenceAt === null) status = 'not_submitted';
    else if (current) status = review.decision === 'accepted' ? 'accepted' : 'rejected';
    else if (step && step.status === 'pending') status = 'checking';
    else if (step && step.status === 'failed') status = 'check_failed';
    else status = 'awaiting';
    const details = step ? (typeof step.details === 'string' ? (JSON.parse(step.details) as Record<string, string>) : step.details) : {};
    return {
      item,
      label: KYC_ITEM_LABELS[item],
      kind: isDocumentItem(item) ? 'document' : 'step',
      required: KYC_REVIEW_REQUIRED.includes(item),
      status,
      evidenceAt: iso(evidenceAt),
      check: step
        ? {
            status: step.status,
            // Stored masked (migration 006): an Aadhaar number is never kept beyond its last four digits.
            masked: step.masked,
            nameFound: step.name_found,
            reference: step.reference,
            details,
            failure: step.status === 'failed' && !current ? step.reason : null,
          }
        : null,
      document: doc ? { mimeType: doc.mime_type, fileName: doc.file_name, sizeBytes: Number(doc.size_bytes) } : null,
      review: review
        ? {
            decision: review.decision as 'accepted' | 'rejected',
            reason: review.reason,
            reviewedAt: iso(review.reviewed_at),
            reviewedBy: review.reviewer,
            current,
          }
        : null,
    };
  });

  return {
    ...reviewShopOf(shop),
    mobile: shop.mobile,
    email: account.email,
    address: account.address,
    pinCode: account.pin_code,
    registeredAt: iso(account.created_at),
    approval: {
      status: shop.approval_status,
      label: APPROVAL_LABELS[shop.approval_status],
      reason: account.approval_reason,
      decidedAt: iso(account.approval_decided_at),
    },
    items,
  };
}
