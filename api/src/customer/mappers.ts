// How the customer area's rows read in its answers (shared/src/contracts/customer.ts).
import type { ResponseOf } from '@platform/shared/contracts';
import { customerEnquiry, customerProfile } from '@platform/shared/contracts';
import { isLeadStatus, isProductSlug, LEAD_STATUS_LABELS, PRODUCTS } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import { profileOf, type UserRow } from '../users.ts';

/** Rewards credited to the referrer when a referred person verifies their mobile number (₹). */
export const REFERRAL_REWARDS = { enquiry: 250, partner: 1000 } as const;

/** "Aarav Gupta" → "Aarav G.": enough for a referrer to recognise a friend, no more. */
export function maskedName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A new customer';
  const first = words[0]!;
  const last = words.length > 1 ? ` ${words[words.length - 1]!.charAt(0).toUpperCase()}.` : '';
  return `${first}${last}`;
}

type CustomerProfile = ResponseOf<typeof customerProfile>['data'];

/** The account as its owner sees it, and whether they may still change it. */
export const profileAnswerOf = (user: UserRow, permissionToChangeProfile: boolean): CustomerProfile => ({
  ...profileOf(user),
  createdAt: iso(user.created_at)!,
  permissionToChangeProfile,
});

export interface EnquiryRow {
  id: string;
  /** An OTP-confirmed enquiry, or an application for a b2c product made while signed in. */
  kind: 'enquiry' | 'application';
  type: string;
  loan_amount: string | number | null;
  /** enquiries.status or product_applications.status (their CHECK constraints, migrations 001 and 002). */
  status: 'submitted' | 'verified' | 'contacted' | 'closed';
  pincode: string;
  referred: string | null;
  shop_id: string | null;
  created_at: Date | string;
  verified_at: Date | string | null;
  /** Where the lead stands in the lifecycle (api/README.md, "Leads"); its timeline is GET /api/get-status-history/:id. */
  lead_status: string | null;
}

export const enquiryOf = (row: EnquiryRow): ResponseOf<typeof customerEnquiry>['data'] => ({
  id: row.id,
  kind: row.kind,
  // Applications store the product's slug; people read its name ("Home loan balance transfer").
  type: row.kind === 'application' && isProductSlug(row.type) ? PRODUCTS[row.type].label : row.type,
  loanAmount: row.loan_amount === null ? null : Number(row.loan_amount),
  status: row.status,
  pincode: row.pincode,
  referred: row.referred,
  shopID: row.shop_id,
  submittedAt: iso(row.created_at)!,
  verifiedAt: iso(row.verified_at),
  leadStatus: isLeadStatus(row.lead_status) ? row.lead_status : null,
  leadStatusLabel: isLeadStatus(row.lead_status) ? LEAD_STATUS_LABELS[row.lead_status] : null,
});
