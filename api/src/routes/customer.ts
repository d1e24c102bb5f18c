// The customer area (docs/spec/product.md §2; api/README.md, "Customer area"): profile, referrals,
// enquiry history, referral earnings and the credit-score check. Every route reads the signed-in
// customer from the access token and only ever queries that customer's rows, so another customer's
// id is simply not found.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  currentNotice,
  creditCheckSchema,
  historyPageSchema,
  isLeadStatus,
  isProductSlug,
  LEAD_STATUS_LABELS,
  PRODUCTS,
  profileUpdateSchema,
} from '@platform/shared/schemas';
import { bandOf, factorsOf, type CreditBureau } from '../cibil/bureau.ts';
import { recordConsent } from '../consent/ledger.ts';
import { localCreditBureau } from '../cibil/local-bureau.ts';
import { clientAddress, signedInUser, type AppContext } from '../context.ts';
import { bindCustomerPan, type PanHolder } from '../kyc/pan-binding.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import { maskPan } from '../security/pii.ts';
import type { Limit } from '../security/rate-limit.ts';
import { profileOf, type UserRow } from '../users.ts';
import { iso } from '../clock.ts';

/** Rewards credited to the referrer when a referred person verifies their mobile number (₹). */
export const REFERRAL_REWARDS = { enquiry: 250, partner: 1000 } as const;

/** Credit checks per customer: a bureau pull costs money and nobody needs more than a few a day. */
export const CREDIT_CHECKS_PER_DAY: Limit = { limit: 5, windowMs: 24 * 60 * 60_000 };

/**
 * Profile changes per customer: people fix a typo or two; a script trying emails one by one to
 * learn which are registered gets a handful an hour.
 */
export const PROFILE_UPDATES_PER_HOUR: Limit = { limit: 10, windowMs: 60 * 60_000 };

// The consent notice's current statement (shared/src/schemas/consent.ts), also kept with each report.
export const CREDIT_CONSENT_TEXT = currentNotice('credit-check').statements.en[0]!;

const security = [{ bearer: [] }];
const anyObject = { type: 'object', additionalProperties: true };
const pageQuery = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1, maximum: 50 } },
};
const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] };

/** "Aarav Gupta" → "Aarav G.": enough for a referrer to recognise a friend, no more. */
export function maskedName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A new customer';
  const first = words[0]!;
  const last = words.length > 1 ? ` ${words[words.length - 1]!.charAt(0).toUpperCase()}.` : '';
  return `${first}${last}`;
}

interface EnquiryRow {
  id: string;
  /** An OTP-confirmed enquiry, or an application for a b2c product made while signed in. */
  kind: 'enquiry' | 'application';
  type: string;
  loan_amount: string | number | null;
  status: string;
  pincode: string;
  referred: string | null;
  shop_id: string | null;
  created_at: Date | string;
  verified_at: Date | string | null;
  /** Where the lead stands in the lifecycle (api/README.md, "Leads"); its timeline is GET /api/get-status-history/:id. */
  lead_status: string | null;
}

const enquiryOf = (row: EnquiryRow) => ({
  id: row.id,
  kind: row.kind,
  // Applications store the product's slug; people read its name ("Home loan balance transfer").
  type: row.kind === 'application' && isProductSlug(row.type) ? PRODUCTS[row.type].label : row.type,
  loanAmount: row.loan_amount === null ? null : Number(row.loan_amount),
  status: row.status,
  pincode: row.pincode,
  referred: row.referred,
  shopID: row.shop_id,
  submittedAt: iso(row.created_at),
  verifiedAt: iso(row.verified_at),
  leadStatus: row.lead_status,
  leadStatusLabel: isLeadStatus(row.lead_status) ? LEAD_STATUS_LABELS[row.lead_status] : null,
});

interface CreditReportRow {
  id: string;
  pan_masked: string;
  full_name: string;
  bureau: string;
  score: number | null;
  band: string;
  factors: unknown;
  consent_text: string;
  consent_at: Date | string;
  created_at: Date | string;
}

const creditReportOf = (row: CreditReportRow) => ({
  id: row.id,
  pan: row.pan_masked,
  fullName: row.full_name,
  bureau: row.bureau,
  score: row.score,
  band: row.band,
  scoreRange: { min: 300, max: 900 },
  factors: typeof row.factors === 'string' ? (JSON.parse(row.factors) as unknown) : row.factors,
  consent: { text: row.consent_text, givenAt: iso(row.consent_at) },
  checkedAt: iso(row.created_at),
});

// Enquiries are the customer's when they were made signed in, or made with the customer's own
// mobile number and confirmed by OTP on it. Unconfirmed ones with the same number are left out:
// anyone can type a number, and their name and address are not this customer's to read.
const OWN_ENQUIRIES = `(user_id = $1 OR (mobile = $2 AND status = 'verified'))`;

/**
 * Everything the customer asked for: their enquiries, and the product applications they made
 * while signed in (an application has no OTP step, so one made signed out cannot be proven
 * theirs). The amount asked for, where the product has one: a loan amount, else what a balance
 * transfer moves.
 */
const OWN_REQUESTS = `(
  SELECT r.*, l.status AS lead_status FROM (
    SELECT id, 'enquiry' AS kind, type, loan_amount, status, pincode, referred, shop_id, created_at, verified_at
      FROM enquiries WHERE ${OWN_ENQUIRIES}
    UNION ALL
    SELECT id, 'application' AS kind, product AS type,
           COALESCE(details->>'loanAmount', details->>'outstandingAmount')::numeric AS loan_amount,
           status, pincode, referred, shop_id, created_at, NULL::timestamptz AS verified_at
      FROM product_applications WHERE user_id = $1
  ) AS r LEFT JOIN leads l ON l.id = r.id
) AS own_requests`;

export function customerRoutes(app: FastifyInstance, ctx: AppContext, bureau: CreditBureau = localCreditBureau): void {
  const { db, clock, limiter } = ctx;

  async function currentCustomer(request: FastifyRequest): Promise<UserRow> {
    const user = await signedInUser(ctx, request);
    if (user.role !== 'customer') {
      throw new ApiError(403, 'The customer area is for customers. Please log in with your mobile number.');
    }
    return user;
  }

  /** A customer may change their details until a credit report has been fetched in their name. */
  async function mayChangeProfile(user: UserRow): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM credit_reports WHERE user_id = $1 LIMIT 1', [user.id]);
    return rows.length === 0;
  }

  async function profileAnswer(user: UserRow) {
    return { ...profileOf(user), permissionToChangeProfile: await mayChangeProfile(user) };
  }

  /**
   * Credits the rewards the customer has earned since the ledger was last read. Rewards follow
   * from data other routes write (verified enquiries, and partner sign-ups carrying the code once
   * their own sign-up OTP verified them; never the customer's own shop on the same mobile), so
   * the ledger is brought up to date here instead of teaching those routes about rewards; the
   * unique (source, source_id) makes this safe to run concurrently and repeatedly.
   */
  async function creditEarnedRewards(user: UserRow) {
    const now = clock.now();
    // One reward per referred person (mobile), ever: it goes to whoever referred that mobile's
    // first verified enquiry carrying another person's code; later enquiries of the same mobile,
    // with this code or any other, earn nothing, and neither does a referral of one's own mobile.
    // The unique referred_mobile (migration 018) holds this even when two referrers read at once.
    await db.query(
      `INSERT INTO referral_earnings (id, user_id, source, source_id, description, amount, status, earned_at, created_at, referred_mobile)
       SELECT gen_random_uuid(), $1, 'enquiry', e.id,
              initcap(e.type) || ' enquiry by ' || split_part(trim(e.username), ' ', 1), $4, 'credited', e.verified_at, $5, e.mobile
         FROM (
           SELECT DISTINCT ON (q.mobile) q.* FROM enquiries q
            WHERE q.status = 'verified'
              AND EXISTS (SELECT 1 FROM users u WHERE u.referral_code = upper(trim(q.referred)) AND u.mobile <> q.mobile)
            ORDER BY q.mobile, q.verified_at, q.id
         ) AS e
        WHERE upper(trim(e.referred)) = $2 AND e.mobile <> $3
          AND (e.user_id IS NULL OR e.user_id <> $1)
          AND NOT EXISTS (SELECT 1 FROM referral_earnings r WHERE r.referred_mobile = e.mobile)
       ON CONFLICT DO NOTHING`,
      [user.id, user.referral_code, user.mobile, REFERRAL_REWARDS.enquiry, now],
    );
    await db.query(
      `INSERT INTO referral_earnings (id, user_id, source, source_id, description, amount, status, earned_at, created_at)
       SELECT gen_random_uuid(), $1, 'partner', u.id,
              'Partner shop sign-up: ' || split_part(trim(u.username), ' ', 1), $3, 'credited', u.mobile_verified_at, $4
         FROM users u
        WHERE u.role = 'vendor' AND u.mobile_verified_at IS NOT NULL AND upper(trim(u.referred_by)) = $2
          AND u.id <> $1 AND u.mobile <> $5
       ON CONFLICT (source, source_id) DO NOTHING`,
      [user.id, user.referral_code, REFERRAL_REWARDS.partner, now, user.mobile],
    );
  }

  app.get(
    '/customer/profile',
    {
      schema: {
        tags: ['customer'],
        summary: "The signed-in customer's profile and whether they may change it",
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      return { success: true, message: 'Profile fetched successfully', data: await profileAnswer(user) };
    },
  );

  app.put(
    '/customer/profile',
    {
      schema: {
        tags: ['customer'],
        summary: "Change the customer's name, email and address (not the mobile number)",
        description: 'Allowed until a credit report has been fetched in the customer’s name (403 after that).',
        security,
        body: jsonSchemaOf(profileUpdateSchema),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      const input = await parseBody(profileUpdateSchema, request.body);
      if (!(await mayChangeProfile(user))) {
        throw new ApiError(403, 'Your profile is locked because a credit report was fetched in your name. Please contact support to change it.');
      }
      const allowed = await limiter.hit(`profile-update:user:${user.id}`, PROFILE_UPDATES_PER_HOUR);
      if (!allowed.allowed) {
        throw tooManyRequests('You have changed your profile several times in the last hour. Please try again later.', allowed.retryAfterSeconds);
      }
      const { rows: taken } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [input.email, user.id]);
      if (taken.length > 0) {
        // Not "already registered": the answer must not confirm that someone has an account.
        const message = 'This email address cannot be used. Please enter another one.';
        throw new ApiError(409, message, { fields: { email: message } });
      }
      const { rows } = await db.query<UserRow>(
        `UPDATE users SET username = $2, email = $3, state = $4, city = $5, pin_code = $6, address = $7, updated_at = $8
         WHERE id = $1 RETURNING *`,
        [user.id, input.username, input.email, input.state, input.city, input.pinCode, input.address, clock.now()],
      );
      return { success: true, message: 'Profile updated successfully', data: await profileAnswer(rows[0]!) };
    },
  );

  app.get(
    '/customer/referral',
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's referral code and the people who used it",
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      const { rows } = await db.query<{
        id: string;
        kind: 'enquiry' | 'partner';
        name: string;
        product: string;
        verified: boolean;
        referred_at: Date | string;
      }>(
        `SELECT id, 'enquiry' AS kind, username AS name, type AS product, status = 'verified' AS verified, created_at AS referred_at
           FROM enquiries
          WHERE upper(trim(referred)) = $2 AND mobile <> $3 AND (user_id IS NULL OR user_id <> $1)
         UNION ALL
         SELECT id, 'partner' AS kind, username AS name, 'partner shop' AS product, mobile_verified_at IS NOT NULL AS verified, created_at AS referred_at
           FROM users
          WHERE role = 'vendor' AND upper(trim(referred_by)) = $2 AND id <> $1 AND mobile <> $3
         ORDER BY referred_at DESC, id DESC
         LIMIT 200`,
        [user.id, user.referral_code, user.mobile],
      );
      const referred = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        name: maskedName(row.name),
        product: row.product,
        status: row.verified ? 'verified' : 'pending',
        referredAt: iso(row.referred_at),
      }));
      return {
        success: true,
        message: 'Referrals fetched successfully',
        data: {
          referralCode: user.referral_code,
          rewards: REFERRAL_REWARDS,
          referred,
          summary: { total: referred.length, verified: referred.filter((r) => r.status === 'verified').length },
        },
      };
    },
  );

  app.get(
    '/customer/inquiry-history',
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's enquiries with their status, newest first, paged",
        security,
        querystring: pageQuery,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      const { page, limit } = await parseBody(historyPageSchema, request.query ?? {});
      const [{ rows: counted }, { rows }] = await Promise.all([
        db.query<{ total: string | number }>(`SELECT count(*) AS total FROM ${OWN_REQUESTS}`, [user.id, user.mobile]),
        db.query<EnquiryRow>(`SELECT * FROM ${OWN_REQUESTS} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [
          user.id,
          user.mobile,
          limit,
          (page - 1) * limit,
        ]),
      ]);
      const total = Number(counted[0]?.total ?? 0);
      return {
        success: true,
        message: 'Enquiries fetched successfully',
        data: { items: rows.map(enquiryOf), page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  );

  app.get(
    '/customer/inquiry-history/:id',
    {
      schema: {
        tags: ['customer'],
        summary: 'One of the customer’s enquiries (404 for anyone else’s)',
        security,
        params: idParams,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      const { id } = request.params as { id: string };
      const { rows } = isUuid(id) ? await db.query<EnquiryRow>(`SELECT * FROM ${OWN_REQUESTS} WHERE id = $3`, [user.id, user.mobile, id]) : { rows: [] };
      if (!rows[0]) throw new ApiError(404, 'Enquiry not found');
      return { success: true, message: 'Enquiry fetched successfully', data: enquiryOf(rows[0]) };
    },
  );

  app.get(
    '/customer/earn-history',
    {
      schema: {
        tags: ['customer'],
        summary: 'Referral earnings ledger with totals, newest first, paged',
        security,
        querystring: pageQuery,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      const { page, limit } = await parseBody(historyPageSchema, request.query ?? {});
      await creditEarnedRewards(user);
      const [{ rows: sums }, { rows }] = await Promise.all([
        db.query<{ entries: string | number; earned: string | null; paid: string | null }>(
          `SELECT count(*) AS entries, sum(amount) AS earned, sum(amount) FILTER (WHERE status = 'paid') AS paid
             FROM referral_earnings WHERE user_id = $1`,
          [user.id],
        ),
        db.query<{ id: string; source: string; description: string; amount: string | number; status: string; earned_at: Date | string }>(
          `SELECT id, source, description, amount, status, earned_at FROM referral_earnings
            WHERE user_id = $1 ORDER BY earned_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [user.id, limit, (page - 1) * limit],
        ),
      ]);
      const entries = Number(sums[0]?.entries ?? 0);
      const earned = Number(sums[0]?.earned ?? 0);
      const paid = Number(sums[0]?.paid ?? 0);
      return {
        success: true,
        message: 'Earnings fetched successfully',
        data: {
          items: rows.map((row) => ({
            id: row.id,
            source: row.source,
            description: row.description,
            amount: Number(row.amount),
            status: row.status,
            earnedAt: iso(row.earned_at),
          })),
          totals: { entries, earned, paid, balance: earned - paid },
          page,
          limit,
          total: entries,
          totalPages: Math.ceil(entries / limit),
        },
      };
    },
  );

  const reportColumns = 'id, pan_masked, full_name, bureau, score, band, factors, consent_text, consent_at, created_at';

  app.get(
    '/customer/cibil',
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's credit reports, latest first",
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      const { rows } = await db.query<CreditReportRow>(
        `SELECT ${reportColumns} FROM credit_reports WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20`,
        [user.id],
      );
      const reports = rows.map(creditReportOf);
      return {
        success: true,
        message: 'Credit reports fetched successfully',
        data: { latest: reports[0] ?? null, reports, consentText: CREDIT_CONSENT_TEXT, panOnProfile: (user as PanHolder).pan_masked ?? null },
      };
    },
  );

  app.get(
    '/customer/cibil/:id',
    {
      schema: {
        tags: ['customer'],
        summary: 'One of the customer’s credit reports (404 for anyone else’s)',
        security,
        params: idParams,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await currentCustomer(request);
      const { id } = request.params as { id: string };
      const { rows } = isUuid(id)
        ? await db.query<CreditReportRow>(`SELECT ${reportColumns} FROM credit_reports WHERE id = $1 AND user_id = $2`, [id, user.id])
        : { rows: [] };
      if (!rows[0]) throw new ApiError(404, 'Credit report not found');
      return { success: true, message: 'Credit report fetched successfully', data: creditReportOf(rows[0]) };
    },
  );

  app.post(
    '/customer/cibil',
    {
      schema: {
        tags: ['customer'],
        summary: 'Check the credit score with the customer’s explicit consent',
        description: `\`consent\` must be true; it records this text: "${CREDIT_CONSENT_TEXT}". At most ${CREDIT_CHECKS_PER_DAY.limit} checks per customer per day.`,
        security,
        body: jsonSchemaOf(creditCheckSchema),
        response: { 201: successEnvelope({ data: anyObject }), ...failures(401, 403, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await currentCustomer(request);
      const input = await parseBody(creditCheckSchema, request.body);
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
        const { rows } = await tx.query<CreditReportRow>(
          `INSERT INTO credit_reports (id, user_id, pan_masked, full_name, bureau, score, band, factors, consent_text, consent_at,
             client_address, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10)
           RETURNING ${reportColumns}`,
          [
            id,
            user.id,
            maskPan(input.pan),
            input.fullName,
            bureau.name,
            report.score,
            bandOf(report.score),
            JSON.stringify(factorsOf(report.summary)),
            CREDIT_CONSENT_TEXT,
            now,
            clientAddress(request),
          ],
        );
        await recordConsent(tx, { purpose: 'credit-check', mobile: user.mobile, userId: user.id, subjectId: id, request, at: now });
        // A customer who signed in by OTP has no name yet: the one on their PAN is the best one.
        await tx.query(`UPDATE users SET username = $2, updated_at = $3 WHERE id = $1 AND trim(username) = ''`, [user.id, input.fullName, now]);
        return rows[0]!;
      });
      return reply.code(201).send({ success: true, message: 'Credit report fetched successfully', data: creditReportOf(row) });
    },
  );
}
