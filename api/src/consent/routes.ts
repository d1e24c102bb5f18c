// The customer's consents and data rights (DPDP Act 2023 s.6 and s.11): the list of
// what they agreed to, withdrawal as easy as giving it, and a copy of their data.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { erasureRequestSchema, findNotice, isNoticeLanguage, LEAD_STATUS_LABELS, plainStatement, type ConsentPurpose } from '@platform/shared/schemas';
import { clientAddress, signedInUser, type AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import { isFinal, moveLead, productLabel, type LeadRow, type LeadStatusListener } from '../leads/lifecycle.ts';

import { profileOf, type UserRow } from '../users.ts';
import { eraseCustomer } from './erasure.ts';
import { userAgentOf } from './ledger.ts';
import { iso } from '../clock.ts';

interface ConsentRow {
  id: string;
  purpose: ConsentPurpose;
  notice_version: number;
  notice_language: string;
  notice_hash: string;
  subject_id: string | null;
  given_at: Date | string;
  withdrawn_at: Date | string | null;
  lead_source: LeadRow['source'] | null;
  lead_product: string | null;
  lead_status: LeadRow['status'] | null;
}

const CONSENT_COLUMNS = `c.id, c.purpose, c.notice_version, c.notice_language, c.notice_hash, c.subject_id, c.given_at, c.withdrawn_at,
  l.source AS lead_source, l.product AS lead_product, l.status AS lead_status`;

/** Consents given by this account, or with its mobile number (which the customer proved by OTP). */
const OWN_CONSENTS = '(c.user_id = $1 OR c.mobile = $2)';

function consentOf(row: ConsentRow) {
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
    subject: row.lead_source
      ? { id: row.subject_id, label: productLabel(row.lead_source, row.lead_product ?? ''), status: LEAD_STATUS_LABELS[row.lead_status!] }
      : row.subject_id
        ? { id: row.subject_id, label: row.purpose === 'credit-check' ? 'Credit score check' : row.purpose, status: null }
        : null,
    givenAt: iso(row.given_at),
    withdrawnAt: iso(row.withdrawn_at),
  };
}

export interface ConsentRoutesOptions {
  /** The lead listeners (a shop hears that its lead closed). */
  listeners: readonly LeadStatusListener[];
}

export function consentRoutes(app: FastifyInstance, ctx: AppContext, options: ConsentRoutesOptions): void {
  const { db, clock } = ctx;
  const security = [{ bearer: [] }];

  async function currentCustomer(request: FastifyRequest): Promise<UserRow> {
    const user = await signedInUser(ctx, request);
    if (user.role !== 'customer') throw new ApiError(403, 'The customer area is for customers. Please log in with your mobile number.');
    return user;
  }

  async function ownConsent(tx: Queryable, user: UserRow, id: string, lock = false): Promise<ConsentRow | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await tx.query<ConsentRow>(
      `SELECT ${CONSENT_COLUMNS} FROM consent_records c LEFT JOIN leads l ON l.id = c.subject_id
        WHERE c.id = $3 AND ${OWN_CONSENTS} ${lock ? 'FOR UPDATE OF c' : ''}`,
      [user.id, user.mobile, id],
    );
    return rows[0];
  }

  app.get(
    '/customer/consents',
    {
      schema: {
        tags: ['customer'],
        summary: 'Every consent the customer gave, with the notice version agreed to and any withdrawal',
        security,
        response: { 200: successEnvelope({ data: { type: 'array', items: { type: 'object', additionalProperties: true } } }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      const { rows } = await db.query<ConsentRow>(
        `SELECT ${CONSENT_COLUMNS} FROM consent_records c LEFT JOIN leads l ON l.id = c.subject_id
          WHERE ${OWN_CONSENTS} ORDER BY c.given_at DESC, c.id`,
        [user.id, user.mobile],
      );
      return { success: true, message: 'Your consents', data: rows.map(consentOf) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/customer/consents/:id/withdraw',
    {
      schema: {
        tags: ['customer'],
        summary: 'Withdraw a consent: the processing it covered stops (the enquiry or application is closed, a credit report deleted)',
        security,
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 200: successEnvelope({ data: { type: 'object', additionalProperties: true } }), ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const consent = await ownConsent(tx, user, request.params.id, true);
        if (!consent) throw new ApiError(404, 'Consent not found');
        // Withdrawing twice changes nothing: the first withdrawal stands, with its time.
        if (consent.withdrawn_at) return consent;
        await tx.query('UPDATE consent_records SET withdrawn_at = $2, withdrawn_address = $3, withdrawn_user_agent = $4 WHERE id = $1', [
          consent.id,
          now,
          clientAddress(request),
          userAgentOf(request),
        ]);
        await stopProcessing(tx, user, consent, now);
        return ownConsent(tx, user, consent.id);
      });
      return { success: true, message: 'Your consent has been withdrawn.', data: consentOf(row!) };
    },
  );

  /**
   * Ends what the consent allowed. An enquiry or application is closed by the customer (unless
   * the loan was disbursed already): it leaves every telecaller's list with no call booked, and no
   * status SMS follows. A credit report fetched with the consent is deleted.
   */
  async function stopProcessing(tx: Queryable, user: UserRow, consent: ConsentRow, now: Date): Promise<void> {
    if (!consent.subject_id) return;
    if (consent.purpose === 'credit-check') {
      await tx.query('DELETE FROM credit_reports WHERE id = $1 AND user_id = $2', [consent.subject_id, user.id]);
      return;
    }
    const { rows } = await tx.query<LeadRow>('SELECT * FROM leads WHERE id = $1 FOR UPDATE', [consent.subject_id]);
    const lead = rows[0];
    if (!lead || isFinal(lead.status)) return;
    const actor = { id: user.id, role: 'customer' as const, name: user.username.trim() || 'Customer' };
    await moveLead(tx, lead, 'closed', actor, 'Consent withdrawn by the customer', now, options.listeners);
  }

  app.get(
    '/customer/my-data',
    {
      schema: {
        tags: ['customer'],
        summary: 'A copy of everything held about the customer, as a JSON download (the request is logged)',
        security,
        response: { 200: { type: 'object', additionalProperties: true }, ...failures(401, 403) },
      },
    },
    async (request, reply) => {
      const user = await currentCustomer(request);
      const now = clock.now();
      const copy = await db.transaction(async (tx) => {
        const data = await dataOf(tx, user);
        const counts = Object.fromEntries(
          Object.entries(data)
            .filter(([, v]) => Array.isArray(v))
            .map(([k, v]) => [k, (v as unknown[]).length]),
        );
        await tx.query(
          `INSERT INTO data_rights_requests (id, user_id, kind, outcome, requested_at, answered_at, client_address)
           VALUES (gen_random_uuid(), $1, 'copy', $2::jsonb, $3, $3, $4)`,
          [user.id, JSON.stringify({ records: counts }), now, clientAddress(request)],
        );
        return { generatedAt: now.toISOString(), ...data };
      });
      const day = now.toISOString().slice(0, 10);
      return reply.header('content-disposition', `attachment; filename="loansetu-my-data-${day}.json"`).header('cache-control', 'no-store').send(copy);
    },
  );

  app.post(
    '/customer/erase-my-data',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Erase the customer’s data where no law requires keeping it (DPDP Act s.12); answers what was erased and what was kept and why, and ends every session',
        security,
        body: jsonSchemaOf(erasureRequestSchema),
        response: { 200: successEnvelope({ data: { type: 'object', additionalProperties: true } }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      await parseBody(erasureRequestSchema, request.body);
      const now = clock.now();
      const { outcome, resumeKeys } = await db.transaction(async (tx) => {
        // The account row locked: a second erasure (another tab) waits, then finds no session.
        const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 AND token_version = $2 FOR UPDATE', [user.id, user.token_version]);
        if (!rows[0]) throw new ApiError(401, 'You have been signed out. Please log in again.');
        const done = await eraseCustomer(tx, rows[0], now, options.listeners);
        // Logged without the address it came from: the log outlives the erasure, the person must not.
        await tx.query(
          `INSERT INTO data_rights_requests (id, user_id, kind, outcome, requested_at, answered_at, client_address)
           VALUES (gen_random_uuid(), $1, 'erasure', $2::jsonb, $3, $3, NULL)`,
          [user.id, JSON.stringify(done.outcome), now],
        );
        return done;
      });
      // Files go once the rows that named them are gone for good; a leftover is unreachable.
      for (const key of resumeKeys) await ctx.files.remove(key).catch(() => undefined);
      return {
        success: true,
        message: 'Your data has been erased. What the law requires us to keep is listed below, with the reason.',
        data: { erasedAt: now.toISOString(), ...outcome },
      };
    },
  );

  async function dataOf(tx: Queryable, user: UserRow) {
    // $1 is the account, $2 its mobile (the connection runs the queries one after another).
    const byUser = (sql: string) => tx.query(sql, sql.includes('$2') ? [user.id, user.mobile] : [user.id]).then((r) => r.rows);
    const [enquiries, applications, leads, statusHistory, creditReports, referralEarnings, consents, requests] = await Promise.all([
      byUser(`SELECT id, type, username, mobile, email, pincode, address, loan_amount::float8 AS "loanAmount", referred, shop_id AS "shopID",
                     status, created_at AS "createdAt", verified_at AS "verifiedAt"
                FROM enquiries WHERE user_id = $1 OR (mobile = $2 AND status = 'verified') ORDER BY created_at`),
      byUser(`SELECT id, product, full_name AS "fullName", mobile, email, pincode, city, details, referred, shop_id AS "shopID",
                     status, created_at AS "createdAt"
                FROM product_applications WHERE user_id = $1 ORDER BY created_at`),
      byUser(`SELECT l.id, l.source, l.product, l.status, l.created_at AS "createdAt", l.updated_at AS "updatedAt" FROM leads l
                WHERE l.user_id = $1 OR EXISTS (SELECT 1 FROM enquiries e WHERE e.id = l.id AND e.mobile = $2 AND e.status = 'verified')
                ORDER BY l.created_at`),
      byUser(`SELECT h.lead_id AS "leadId", h.from_status AS "from", h.to_status AS "to", h.note, h.actor_role AS "byRole", h.created_at AS "at"
                FROM lead_status_history h JOIN leads l ON l.id = h.lead_id
               WHERE l.user_id = $1 OR EXISTS (SELECT 1 FROM enquiries e WHERE e.id = l.id AND e.mobile = $2 AND e.status = 'verified')
               ORDER BY h.seq`),
      byUser(`SELECT id, pan_masked AS "panMasked", full_name AS "fullName", bureau, score, band, factors, consent_text AS "consentText",
                     consent_at AS "consentAt", created_at AS "createdAt" FROM credit_reports WHERE user_id = $1 ORDER BY created_at`),
      byUser(
        `SELECT source, description, amount::float8 AS amount, status, earned_at AS "earnedAt" FROM referral_earnings WHERE user_id = $1 ORDER BY earned_at`,
      ),
      // A consent a shop collected (an application it filed at its counter, a connector it added)
      // names the shop; the address it came from is the shop's, not the customer's, and stays out.
      byUser(`SELECT c.id, c.purpose, c.notice_version AS "noticeVersion", c.notice_language AS "noticeLanguage", c.notice_hash AS "noticeHash",
                     c.subject_id AS "subjectId", c.given_at AS "givenAt",
                     CASE WHEN pa.filed_by_vendor IS NULL AND vc.id IS NULL THEN c.client_address END AS "givenFrom", shop.username AS "collectedBy",
                     c.withdrawn_at AS "withdrawnAt"
                FROM consent_records c
                LEFT JOIN product_applications pa ON pa.id = c.subject_id
                LEFT JOIN vendor_connectors vc ON c.purpose = 'connector' AND vc.id = c.subject_id
                LEFT JOIN users shop ON shop.role = 'vendor' AND shop.id = COALESCE(pa.filed_by_vendor, vc.vendor_id)
               WHERE ${OWN_CONSENTS} ORDER BY c.given_at`),
      byUser(`SELECT kind, outcome, requested_at AS "requestedAt", answered_at AS "answeredAt" FROM data_rights_requests
               WHERE user_id = $1 ORDER BY requested_at`),
    ]);
    return {
      profile: profileOf(user),
      enquiries,
      applications,
      leads,
      statusHistory,
      creditReports,
      referralEarnings,
      consents,
      dataRightsRequests: requests,
    };
  }
}
