// Each shop's KYC steps as stored (vendor_kyc_steps), and what an unverified shop may not do yet.
import { KYC_STEP_LABELS, KYC_STEPS, type KycStep, type KycStepState } from '@platform/shared/schemas';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { Queryable } from '../db/database.ts';
import { notifyShop } from '../vendor/notifications.ts';
import { iso } from '../clock.ts';

export interface KycStepRow {
  step: KycStep;
  status: 'pending' | 'verified' | 'failed';
  reason: string | null;
  reference: string | null;
  masked: string | null;
  name_found: string | null;
  details: Record<string, string> | string;
  attempts: number;
  updated_at: Date | string;
  verified_at: Date | string | null;
}

export async function kycRowsOf(db: Queryable, vendorId: string): Promise<Map<KycStep, KycStepRow>> {
  const { rows } = await db.query<KycStepRow>(
    `SELECT step, status, reason, reference, masked, name_found, details, attempts, updated_at, verified_at
     FROM vendor_kyc_steps WHERE vendor_id = $1`,
    [vendorId],
  );
  return new Map(rows.map((r) => [r.step, r]));
}

export async function kycStepsOf(db: Queryable, vendorId: string): Promise<KycStepState[]> {
  const rows = await kycRowsOf(db, vendorId);
  return KYC_STEPS.map((step) => {
    const row = rows.get(step);
    const details = row ? (typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, string>) : row.details) : {};
    return {
      step,
      label: KYC_STEP_LABELS[step],
      status: row?.status ?? 'not_started',
      reason: row?.status === 'failed' ? row.reason : null,
      masked: row?.masked ?? null,
      details,
      updatedAt: row ? iso(row.updated_at) : null,
      verifiedAt: row ? iso(row.verified_at) : null,
    };
  });
}

/**
 * What a shop may do before its KYC is complete (api/README.md, "What an unverified shop may not
 * do"): taking leads and using its QR code never wait for KYC, since that is how a shop starts;
 * acting through other people (connectors) needs the owner's identity (Aadhaar and PAN); money
 * leaving the platform (commission payouts) needs PAN and a verified bank account in the owner's name.
 */
export function shopPermissions(steps: readonly KycStepState[]) {
  const verified = (step: KycStep) => steps.some((s) => s.step === step && s.status === 'verified');
  return {
    addConnectors: verified('aadhaar') && verified('pan'),
    receivePayouts: verified('pan') && verified('bank'),
  };
}

export async function permissionsOf(db: Queryable, vendorId: string) {
  return shopPermissions(await kycStepsOf(db, vendorId));
}

export async function saveKycStep(
  db: Queryable,
  vendorId: string,
  step: KycStep,
  state: {
    status: 'pending' | 'verified' | 'failed';
    reason?: string | null;
    reference?: string | null;
    masked?: string | null;
    nameFound?: string | null;
    details?: Record<string, string>;
    attempts?: number;
  },
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO vendor_kyc_steps (vendor_id, step, status, reason, reference, masked, name_found, details, attempts, updated_at, verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $3 = 'verified' THEN $10::timestamptz END)
     ON CONFLICT (vendor_id, step) DO UPDATE SET status = EXCLUDED.status, reason = EXCLUDED.reason, reference = EXCLUDED.reference,
       masked = EXCLUDED.masked, name_found = EXCLUDED.name_found, details = EXCLUDED.details, attempts = EXCLUDED.attempts,
       updated_at = EXCLUDED.updated_at, verified_at = EXCLUDED.verified_at`,
    [
      vendorId,
      step,
      state.status,
      state.reason ?? null,
      state.reference ?? null,
      state.masked ?? null,
      state.nameFound ?? null,
      JSON.stringify(state.details ?? {}),
      state.attempts ?? 0,
      at,
    ],
  );
}

/**
 * What each step's check compared with the profile (see ./routes.ts): both Aadhaar steps the
 * owner's name; PAN and bank the owner's or the shop's name (a firm's PAN, a current account);
 * GST either name and the shop's state. A check says nothing once what it compared has changed.
 */
export const KYC_STEPS_CHECKING = {
  ownerName: ['aadhaar', 'shopAadhaar', 'pan', 'bank', 'gst'],
  shopName: ['pan', 'bank', 'gst'],
  state: ['gst'],
} as const satisfies Record<string, readonly KycStep[]>;
export type KycCheckedField = keyof typeof KYC_STEPS_CHECKING;

const FIELD_WORDS: Record<KycCheckedField, string> = { ownerName: "owner's name", shopName: "shop's name", state: "shop's state" };

/**
 * Undoes the verified steps that checked a changed profile field, in the caller's transaction
 * (the one that changes the field), tells the shop and writes the audit trail. Answers the steps
 * reset. A pending or failed step is left: its next check compares with the new profile anyway.
 */
export async function resetKycStepsFor(tx: Queryable, vendorId: string, changed: readonly KycCheckedField[], actor: AuditActor, at: Date): Promise<KycStep[]> {
  const steps = [...new Set(changed.flatMap((field) => KYC_STEPS_CHECKING[field]))];
  if (steps.length === 0) return [];
  const what = changed.map((field) => `your ${FIELD_WORDS[field]}`).join(' and ');
  const reason = `You changed ${what}, which this check compared. Please verify it again.`;
  const { rows } = await tx.query<{ step: KycStep }>(
    `UPDATE vendor_kyc_steps SET status = 'failed', reason = $3, verified_at = NULL, updated_at = $4
      WHERE vendor_id = $1 AND step = ANY($2::text[]) AND status = 'verified' RETURNING step`,
    [vendorId, steps, reason, at],
  );
  const reset = KYC_STEPS.filter((step) => rows.some((r) => r.step === step));
  if (reset.length === 0) return [];
  await recordAudit(tx, {
    actor,
    action: 'kyc.reset',
    subjectType: 'vendor',
    subjectId: vendorId,
    before: { verified: reset },
    after: { failed: reset },
    reason: `Profile changed: ${changed.join(', ')}`,
    at,
  });
  const labels = reset.map((step) => KYC_STEP_LABELS[step]).join(', ');
  await notifyShop(
    tx,
    vendorId,
    {
      kind: 'kyc',
      title: 'Verify your KYC again',
      body: `You changed ${what}, so these KYC steps need verifying again: ${labels}.`,
      link: '/vender/vendor-profile',
    },
    at,
  );
  return reset;
}
