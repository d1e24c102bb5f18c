// Partner bankers. A banker submits their details (`POST /banker/register`), confirms the mobile by
// OTP (`POST /banker/verify-otp`) and from then on signs in by OTP. A lead that is logged in at the
// bank is routed to a banker serving the applicant's PIN code; the banker sees only those leads
// (`GET /banker/leads`) and records the bank's answer (`POST /banker/leads/:id/status`).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bankerDecisionSchema, bankerDetailsSchema, LEAD_STATUS_LABELS, nextLeadStatuses, type LeadStatus } from '@platform/shared/schemas';
import { clientAddress, type AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import type { SmsAdapter } from '../sms/sms.ts';
import { findAccountByMobile, findUserByEmail, newReferralCode } from '../users.ts';
import { moveLead, sendCustomerSms, type LeadRow, type LeadStatusListener } from './lifecycle.ts';
import { currentAccount, historyOf, iso, leadSummaryOf, UUID, visibleLeadOr404 } from './queries.ts';

const security = [{ bearer: [] }];
const anyObject = { type: 'object', additionalProperties: true };
const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };

interface BankerRow {
  user_id: string;
  username: string;
  bank_name: string;
  branch: string;
  ifsc: string;
  designation: string;
  products: string[];
  pincodes: string[];
  created_at: Date | string;
}

/** What anyone may read about a partner banker: never the mobile or email. */
const publicProfileOf = (row: BankerRow) => ({
  id: row.user_id,
  name: row.username,
  bankName: row.bank_name,
  branch: row.branch,
  ifsc: row.ifsc,
  designation: row.designation,
  products: row.products,
  pincodes: row.pincodes,
  partnerSince: iso(row.created_at),
});

export function bankerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { sms: SmsAdapter; listeners: readonly LeadStatusListener[] },
): void {
  const { db, clock, tokens, otp } = ctx;
  const log = (details: Record<string, unknown>, message: string) => app.log.warn(details, message);

  app.post(
    '/banker/register',
    {
      schema: {
        tags: ['banker'],
        summary: 'Submit a banker’s details (bank, branch, IFSC, designation, products, PIN codes); sends an OTP to confirm the mobile',
        body: jsonSchemaOf(bankerDetailsSchema),
        response: { 201: successEnvelope({ signUpToken: { type: 'string' } }), ...failures(409, 503) },
      },
    },
    async (request, reply) => {
      const input = await parseBody(bankerDetailsSchema, request.body);
      const [byMobile, byEmail] = await Promise.all([findAccountByMobile(db, input.mobile), findUserByEmail(db, input.email)]);
      const fields: Record<string, string> = {};
      if (byMobile && byMobile.mobile_verified_at !== null) fields.mobile = 'This mobile number is already registered';
      if (byEmail && byEmail.mobile_verified_at !== null) fields.email = 'This email is already registered';
      if (Object.keys(fields).length > 0) {
        throw new ApiError(409, 'An account with this email or mobile number already exists', { fields });
      }
      await otp.checkSendAllowed('signup', input.mobile, clientAddress(request));
      const id = randomUUID();
      const now = clock.now();
      await db.transaction(async (tx) => {
        // A registration never confirmed does not hold its number or email.
        await tx.query("DELETE FROM users WHERE mobile_verified_at IS NULL AND role <> 'customer' AND (mobile = $1 OR lower(email) = lower($2))", [input.mobile, input.email]);
        await tx.query(
          `INSERT INTO users (id, role, username, email, mobile, referral_code, created_at, updated_at)
           VALUES ($1, 'banker', $2, $3, $4, $5, $6, $6)`,
          [id, input.username, input.email, input.mobile, newReferralCode(), now],
        );
        await tx.query(
          `INSERT INTO bankers (user_id, bank_name, branch, ifsc, designation, products, pincodes, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, input.bankName, input.branch, input.ifsc, input.designation, input.products, [...new Set(input.pincodes)], now],
        );
      });
      const signUp = await tokens.issue('signup', id, { mobile: input.mobile });
      await otp.send('signup', input.mobile, signUp.jti);
      return reply.code(201).send({
        success: true,
        message: 'Details received. Enter the OTP sent to your mobile number to confirm them.',
        signUpToken: signUp.token,
        bankerId: id,
      });
    },
  );

  app.get(
    '/banker/profile/:id',
    {
      schema: {
        tags: ['banker'],
        summary: 'A partner banker’s public profile (no contact details)',
        params: idParams,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(404) },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const { rows } = UUID.test(id)
        ? await db.query<BankerRow>(
            `SELECT b.*, u.username FROM bankers b JOIN users u ON u.id = b.user_id
              WHERE b.user_id = $1 AND u.role = 'banker' AND u.mobile_verified_at IS NOT NULL`,
            [id],
          )
        : { rows: [] };
      if (!rows[0]) throw new ApiError(404, 'Banker not found');
      return { success: true, message: 'Banker profile fetched successfully', data: publicProfileOf(rows[0]) };
    },
  );

  app.get(
    '/banker/leads',
    {
      schema: {
        tags: ['banker'],
        summary: 'Leads routed to the signed-in banker, newest first, with the steps the banker may record',
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await currentAccount(ctx, request, 'banker');
      const { rows } = await db.query<LeadRow>('SELECT * FROM leads WHERE banker_id = $1 ORDER BY updated_at DESC, id LIMIT 200', [user.id]);
      return {
        success: true,
        message: 'Routed leads fetched successfully',
        data: {
          bankerId: user.id,
          items: rows.map((lead) => ({
            ...leadSummaryOf(lead),
            nextStatuses: nextLeadStatuses(lead.status, 'banker').map((status) => ({ status, label: LEAD_STATUS_LABELS[status] })),
          })),
        },
      };
    },
  );

  app.post(
    '/banker/leads/:id/status',
    {
      schema: {
        tags: ['banker'],
        summary: 'Record the bank’s decision on a routed lead (sanctioned, disbursed or rejected)',
        security,
        params: idParams,
        body: jsonSchemaOf(bankerDecisionSchema),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await currentAccount(ctx, request, 'banker');
      const input = await parseBody(bankerDecisionSchema, request.body);
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const lead = await visibleLeadOr404(tx, user, (request.params as { id: string }).id, { lock: true });
        if (input.status === lead.status) throw new ApiError(409, `This lead is already “${LEAD_STATUS_LABELS[lead.status]}”.`);
        return moveLead(tx, lead, input.status as LeadStatus, { id: user.id, role: 'banker', name: user.username }, input.note || null, now, options.listeners);
      });
      await sendCustomerSms(options.sms, result.change, result.lead.mobile, log);
      return {
        success: true,
        message: `Status changed to ${LEAD_STATUS_LABELS[result.lead.status]}`,
        data: { ...leadSummaryOf(result.lead), history: await historyOf(db, result.lead.id) },
      };
    },
  );
}
