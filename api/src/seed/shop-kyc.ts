// The demo shop's KYC as it came about (issue 33). Only each step's latest result is stored
// (vendor_kyc_steps), so the earlier ones are kept where the product keeps them: the notice the
// shop got for every check, and the review team's decision with its audit row. The story, in time
// order, agrees with the shop's paid commission (a payout needs PAN and bank verified):
// - the week it joined, its PAN (the owner's, XXXXXX234F) was verified, with its bank account
//   (payouts/demo.ts); its commission was paid in the months after (seed/shop-history.ts);
// - a month back the KYC review team found that PAN inoperative (not linked with Aadhaar) and
//   sent it back, which reopened the step;
// - the owner then verified the shop owner's Aadhaar, and the next day typed a PAN that is
//   someone else's: the check failed on the name. That failure is where the step stands, what the
//   shop's KYC page shows and what the end-to-end walk (e2e vendor-dashboard.spec.ts) redoes.
// Written once (skipped when the shop has its PAN step), after the demo staff exist: the reviewer
// is the demo KYC reviewer.
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit.ts';
import type { Database, Queryable } from '../db/database.ts';

const DAY = 24 * 60 * 60_000;

/** The owner's PAN, verified the week the shop joined (the KYC sandbox's owner PAN, ABCPP1234F). */
const FIRST_PAN = 'XXXXXX234F';
const DEMO_PAN_REVIEW_REASON = 'the Income Tax Department lists this PAN as inoperative (not linked with Aadhaar); link it on the e-filing portal';
const NAME_MISMATCH = 'The name on record (Ramesh Kumar Yadav) does not match the name on your profile (Ganesh Patil)';

export async function seedDemoShopKyc(db: Database, now: Date): Promise<void> {
  const { rows } = await db.query<{ id: string; created_at: Date | string }>(
    "SELECT id, created_at FROM users WHERE mobile = '9876500002' AND role = 'vendor'",
  );
  const shop = rows[0];
  const { rows: reviewers } = await db.query<{ id: string }>("SELECT id FROM users WHERE lower(email) = 'kyc.reviewer@example.com' AND role = 'admin'");
  const reviewer = reviewers[0];
  if (!shop || !reviewer) return;
  const done = await db.query("SELECT 1 FROM vendor_kyc_steps WHERE vendor_id = $1 AND step = 'pan'", [shop.id]);
  if (done.rows.length > 0) return;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  // The week it joined, as the bank account (payouts/demo.ts), never after the seeding clock.
  const verifiedAt = new Date(Math.min(new Date(shop.created_at).getTime() + 7 * DAY, now.getTime()));
  const reviewedAt = daysAgo(31);
  const aadhaarAt = daysAgo(30);
  const retriedAt = daysAgo(29);
  await db.transaction(async (tx) => {
    const notify = (title: string, body: string, at: Date) =>
      tx.query(
        `INSERT INTO vendor_notifications (id, vendor_id, kind, title, body, link, read_at, created_at)
         VALUES ($1, $2, 'kyc', $3, $4, '/vender/vendor-profile', $5, $5)`,
        // Read when it came: the shop was on its KYC page each time.
        [randomUUID(), shop.id, title, body, at],
      );
    // Its bank account, verified the same week (payouts/demo.ts keeps the account), told as any check is.
    const { rows: banks } = await tx.query<{ masked: string; verified_at: Date | string }>(
      "SELECT masked, verified_at FROM vendor_kyc_steps WHERE vendor_id = $1 AND step = 'bank' AND status = 'verified'",
      [shop.id],
    );
    if (banks[0]) await notify('Bank account verified', `Your Bank account (${banks[0].masked}) is verified.`, new Date(banks[0].verified_at));
    await notify('PAN verified', `Your PAN (${FIRST_PAN}) is verified.`, verifiedAt);
    // The review team sends the verified PAN back (as kyc-review/routes.ts does): its decision is
    // about the evidence of that day; the step reopens, failed with the team's reason.
    await tx.query(
      `INSERT INTO kyc_reviews (vendor_id, item, decision, reason, evidence_at, reviewed_by, reviewed_at) VALUES ($1, 'pan', 'rejected', $2, $3, $4, $5)`,
      [shop.id, DEMO_PAN_REVIEW_REASON, verifiedAt, reviewer.id, reviewedAt],
    );
    await recordAudit(tx, {
      actor: { id: reviewer.id, role: 'admin' },
      action: 'kyc.review.reject',
      subjectType: 'vendor',
      subjectId: shop.id,
      before: { item: 'pan', evidenceAt: verifiedAt.toISOString(), decision: null },
      after: { item: 'pan', decision: 'rejected' },
      reason: DEMO_PAN_REVIEW_REASON,
      at: reviewedAt,
    });
    await notify('PAN not accepted', `Our review team could not accept your PAN: ${DEMO_PAN_REVIEW_REASON}. Please verify it again.`, reviewedAt);
    await insertStep(tx, shop.id, {
      step: 'shopAadhaar',
      status: 'verified',
      reason: null,
      reference: 'LOCAL-SEED-1',
      masked: 'XXXX XXXX 4129',
      nameFound: 'Ganesh Patil',
      at: aadhaarAt,
    });
    await notify("Shop owner's Aadhaar verified", "Your Shop owner's Aadhaar (XXXX XXXX 4129) is verified.", aadhaarAt);
    // The PAN checked again: the step's latest result replaces the one the review sent back.
    await insertStep(tx, shop.id, {
      step: 'pan',
      status: 'failed',
      reason: NAME_MISMATCH,
      reference: 'LOCAL-SEED-2',
      masked: 'XXXXXX111F',
      nameFound: 'Ramesh Kumar Yadav',
      at: retriedAt,
    });
    await notify('PAN verification failed', NAME_MISMATCH, retriedAt);
  });
}

async function insertStep(
  tx: Queryable,
  vendorId: string,
  step: { step: string; status: 'verified' | 'failed'; reason: string | null; reference: string; masked: string; nameFound: string; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO vendor_kyc_steps (vendor_id, step, status, reason, reference, masked, name_found, updated_at, verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $3 = 'verified' THEN $8::timestamptz END)`,
    [vendorId, step.step, step.status, step.reason, step.reference, step.masked, step.nameFound, step.at],
  );
}
