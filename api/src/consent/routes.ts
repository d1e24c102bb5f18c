// The customer's consents and data rights (DPDP Act 2023 s.6, s.11 and s.12): the list of what
// they agreed to, withdrawal as easy as giving it, a copy of their data, and erasure. Registered
// from shared/src/contracts/consent.ts, which admits only a signed-in customer.
import { customerConsents, eraseMyData, myData, withdrawConsent, type ResponseOf } from '@platform/shared/contracts';
import { findNotice, isNoticeLanguage, LEAD_STATUS_LABELS, plainStatement } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import { clientAddress } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { registerContract, registerDownload } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { isFinal, moveLead, productLabel, type LeadStatusListener } from '../leads/lifecycle.ts';
import { profileOf, type UserRow } from '../users.ts';
import { eraseCustomer } from './erasure.ts';
import { userAgentOf } from './ledger.ts';
import {
  deleteCreditReport,
  leadForUpdate,
  lockCurrentAccount,
  logDataRightsRequest,
  markWithdrawn,
  ownConsent,
  ownConsents,
  recordsOf,
  type ConsentRow,
} from './queries.ts';

function consentOf(row: ConsentRow): ResponseOf<typeof withdrawConsent>['data'] {
  const notice = findNotice(row.purpose, row.notice_version);
  const language = isNoticeLanguage(row.notice_language) ? row.notice_language : 'en';
  return {
    id: row.id,
    purpose: row.purpose,
    title: notice?.title[language] ?? row.purpose,
    statements: (notice?.statements[language] ?? []).map(plainStatement),
    onWithdrawal: notice?.onWithdrawal[language] ?? '',
    notice: { version: row.notice_version, language, hash: row.notice_hash },
    // What the consent was given for, in the words of the customer's enquiry history.
    subject:
      row.lead_source && row.subject_id
        ? { id: row.subject_id, label: productLabel(row.lead_source, row.lead_product ?? ''), status: LEAD_STATUS_LABELS[row.lead_status!] }
        : row.subject_id
          ? { id: row.subject_id, label: row.purpose === 'credit-check' ? 'Credit score check' : row.purpose, status: null }
          : null,
    givenAt: iso(row.given_at)!,
    withdrawnAt: iso(row.withdrawn_at),
  };
}

export interface ConsentOptions {
  /** The lead listeners (a shop hears that its lead closed). */
  listeners: readonly LeadStatusListener[];
}

export const consentPlugin = domainPlugin<ConsentOptions>((app, ctx, options) => {
  const { db, clock } = ctx;

  registerContract(app, ctx, customerConsents, async ({ user }) => ({
    success: true,
    message: 'Your consents',
    data: (await ownConsents(db, user)).map(consentOf),
  }));

  registerContract(app, ctx, withdrawConsent, async ({ user, params: { id }, request }) => {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const consent = isUuid(id) ? await ownConsent(tx, user, id, true) : undefined;
      if (!consent) throw new ApiError(404, 'Consent not found');
      // Withdrawing twice changes nothing: the first withdrawal stands, with its time.
      if (consent.withdrawn_at) return consent;
      await markWithdrawn(tx, consent.id, now, clientAddress(request), userAgentOf(request));
      await stopProcessing(tx, user, consent, now);
      return ownConsent(tx, user, consent.id);
    });
    return { success: true, message: 'Your consent has been withdrawn.', data: consentOf(row!) };
  });

  /**
   * Ends what the consent allowed. An enquiry or application is closed by the customer (unless
   * the loan was disbursed already): it leaves every telecaller's list with no call booked, and no
   * status SMS follows. A credit report fetched with the consent is deleted.
   */
  async function stopProcessing(tx: Queryable, user: UserRow, consent: ConsentRow, now: Date): Promise<void> {
    if (!consent.subject_id) return;
    if (consent.purpose === 'credit-check') {
      await deleteCreditReport(tx, consent.subject_id, user.id);
      return;
    }
    const lead = await leadForUpdate(tx, consent.subject_id);
    if (!lead || isFinal(lead.status)) return;
    const actor = { id: user.id, role: 'customer' as const, name: user.username.trim() || 'Customer' };
    await moveLead(tx, lead, 'closed', actor, 'Consent withdrawn by the customer', now, options.listeners);
  }

  registerDownload(app, ctx, myData, async ({ user, request, reply }) => {
    const now = clock.now();
    const copy = await db.transaction(async (tx) => {
      const records = await recordsOf(tx, user);
      const counts = Object.fromEntries(Object.entries(records).map(([kind, rows]) => [kind, rows.length]));
      await logDataRightsRequest(tx, { userId: user.id, kind: 'copy', outcome: { records: counts }, at: now, clientAddress: clientAddress(request) });
      return { generatedAt: now.toISOString(), profile: profileOf(user), ...records };
    });
    const day = now.toISOString().slice(0, 10);
    return reply.header('content-disposition', `attachment; filename="loansetu-my-data-${day}.json"`).header('cache-control', 'no-store').send(copy);
  });

  registerContract(app, ctx, eraseMyData, async ({ user }) => {
    const now = clock.now();
    const { outcome, resumeKeys } = await db.transaction(async (tx) => {
      // The account row locked: a second erasure (another tab) waits, then finds no session.
      const account = await lockCurrentAccount(tx, user);
      if (!account) throw new ApiError(401, 'You have been signed out. Please log in again.');
      const done = await eraseCustomer(tx, account, now, options.listeners);
      // Logged without the address it came from: the log outlives the erasure, the person must not.
      await logDataRightsRequest(tx, { userId: user.id, kind: 'erasure', outcome: done.outcome, at: now, clientAddress: null });
      return done;
    });
    // Files go once the rows that named them are gone for good; a leftover is unreachable.
    for (const key of resumeKeys) await ctx.files.remove(key).catch(() => undefined);
    return {
      success: true,
      message: 'Your data has been erased. What the law requires us to keep is listed below, with the reason.',
      data: { erasedAt: now.toISOString(), ...outcome },
    };
  });
});
