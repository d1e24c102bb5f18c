// Each shop's KYC steps as stored (vendor_kyc_steps), and what an unverified shop may not do yet.
import { KYC_STEP_LABELS, KYC_STEPS, type KycStep, type KycStepState } from '@platform/shared/schemas';
import type { Queryable } from '../db/database.ts';

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

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

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
  state: { status: 'pending' | 'verified' | 'failed'; reason?: string | null; reference?: string | null; masked?: string | null; nameFound?: string | null; details?: Record<string, string>; attempts?: number },
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO vendor_kyc_steps (vendor_id, step, status, reason, reference, masked, name_found, details, attempts, updated_at, verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $3 = 'verified' THEN $10::timestamptz END)
     ON CONFLICT (vendor_id, step) DO UPDATE SET status = EXCLUDED.status, reason = EXCLUDED.reason, reference = EXCLUDED.reference,
       masked = EXCLUDED.masked, name_found = EXCLUDED.name_found, details = EXCLUDED.details, attempts = EXCLUDED.attempts,
       updated_at = EXCLUDED.updated_at, verified_at = EXCLUDED.verified_at`,
    [vendorId, step, state.status, state.reason ?? null, state.reference ?? null, state.masked ?? null, state.nameFound ?? null, JSON.stringify(state.details ?? {}), state.attempts ?? 0, at],
  );
}
