// The customer's credit-score check (docs/spec/product.md §2, /customer/cibil): reports are
// fetched from the bureau only with the customer's explicit consent, for their own PAN, a few a
// day, and read back only by them. Registered from shared/src/contracts/cibil.ts, which admits
// only a signed-in customer.
import { randomUUID } from 'node:crypto';
import { checkCreditScore, CREDIT_CONSENT_TEXT, creditReport, creditReports } from '@platform/shared/contracts';
import { clientAddress } from '../context.ts';
import { recordConsent } from '../consent/ledger.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { bindCustomerPan, type PanHolder } from '../kyc/pan-binding.ts';
import { maskPan } from '../security/pii.ts';
import type { Limit } from '../security/rate-limit.ts';
import { bandOf, factorsOf, type CreditBureau } from './bureau.ts';
import { localCreditBureau } from './local-bureau.ts';
import { creditReportOf, insertReport, latestReports, nameIfUnnamed, ownReport } from './queries.ts';

/** Credit checks per customer: a bureau pull costs money and nobody needs more than a few a day. */
export const CREDIT_CHECKS_PER_DAY: Limit = { limit: 5, windowMs: 24 * 60 * 60_000 };

export interface CibilOptions {
  /** The bureau reports come from; default: the local test bureau (fixed reports for test PANs). */
  bureau?: CreditBureau;
}

export const cibilPlugin = domainPlugin<CibilOptions>((app, ctx, { bureau = localCreditBureau }) => {
  const { db, clock, limiter } = ctx;

  registerContract(app, ctx, creditReports, async ({ user }) => {
    const reports = (await latestReports(db, user.id)).map(creditReportOf);
    return {
      success: true,
      message: 'Credit reports fetched successfully',
      data: { latest: reports[0] ?? null, reports, consentText: CREDIT_CONSENT_TEXT, panOnProfile: (user as PanHolder).pan_masked ?? null },
    };
  });

  registerContract(app, ctx, creditReport, async ({ user, params: { id } }) => {
    const row = isUuid(id) ? await ownReport(db, user.id, id) : undefined;
    if (!row) throw new ApiError(404, 'Credit report not found');
    return { success: true, message: 'Credit report fetched successfully', data: creditReportOf(row) };
  });

  registerContract(app, ctx, checkCreditScore, async ({ user, body: input, request }) => {
    const allowed = await limiter.hit(`cibil:user:${user.id}`, CREDIT_CHECKS_PER_DAY);
    if (!allowed.allowed) {
      throw tooManyRequests('You have checked your credit score several times today. Please try again tomorrow.', allowed.retryAfterSeconds);
    }
    // The PAN must be the customer's own before any bureau pull (kyc/pan-binding.ts).
    const nameOnPan = await bindCustomerPan(ctx, user as PanHolder, input.pan, input.fullName);
    let report;
    try {
      report = await bureau.fetchReport({ pan: input.pan, fullName: nameOnPan, mobile: user.mobile });
    } catch (error) {
      request.log.error({ err: error }, 'credit bureau failed');
      throw new ApiError(503, 'The credit bureau is not answering right now. Please try again in a few minutes.');
    }
    const now = clock.now();
    const id = randomUUID();
    const row = await db.transaction(async (tx) => {
      const stored = await insertReport(tx, {
        id,
        userId: user.id,
        panMasked: maskPan(input.pan),
        fullName: input.fullName,
        bureau: bureau.name,
        score: report.score,
        band: bandOf(report.score),
        factors: factorsOf(report.summary),
        consentText: CREDIT_CONSENT_TEXT,
        at: now,
        clientAddress: clientAddress(request),
      });
      await recordConsent(tx, { purpose: 'credit-check', mobile: user.mobile, userId: user.id, subjectId: id, request, at: now });
      await nameIfUnnamed(tx, user.id, input.fullName, now);
      return stored;
    });
    return { success: true, message: 'Credit report fetched successfully', data: creditReportOf(row) };
  });
});
