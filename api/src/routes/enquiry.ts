import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { enquirySchema, otpOnlySchema } from '@platform/shared/schemas';
import { clientAddress, flowToken, optionalAccessToken, type AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import { openLead } from '../leads/lifecycle.ts';

const IDEMPOTENCY_SCOPE = 'POST /inquiry/inquiry-submission';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  response: string | null;
}

/** Stable hash of a parsed body: the same fields in any order are the same request. */
function hashBody(body: Record<string, unknown>): string {
  const sorted = Object.keys(body)
    .sort()
    .map((k) => [k, body[k] ?? null]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

export function enquiryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, tokens, otp } = ctx;

  app.post(
    '/inquiry/inquiry-submission',
    {
      schema: {
        tags: ['enquiry'],
        summary: 'Submit an enquiry (education loan); sends an OTP to confirm the mobile number',
        description:
          'Send an `Idempotency-Key` header to make retries safe: a retry with the same key and body is stored once and answered the same; the same key with a different body is refused with 422.',
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', maxLength: 255 } },
        },
        body: jsonSchemaOf(enquirySchema),
        response: { 201: successEnvelope({ inquiryToken: { type: 'string' } }), ...failures(409, 422, 503) },
      },
    },
    async (request, reply) => {
      const input = await parseBody(enquirySchema, request.body);
      const rawKey = request.headers['idempotency-key'];
      const key = typeof rawKey === 'string' ? rawKey.trim() : undefined;
      if (rawKey !== undefined && (key === undefined || !IDEMPOTENCY_KEY.test(key))) {
        throw new ApiError(400, 'Idempotency-Key must be 1 to 255 visible characters', {
          fields: { 'Idempotency-Key': 'Invalid Idempotency-Key' },
        });
      }
      const requestHash = hashBody(input as Record<string, unknown>);
      if (key) {
        // Keys live a day; a claim left unfinished (a crash mid-request) frees up after a minute.
        const now = clock.now().getTime();
        await db.query(
          `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2
             AND (created_at < $3 OR (status_code IS NULL AND created_at < $4))`,
          [IDEMPOTENCY_SCOPE, key, new Date(now - 24 * 60 * 60_000), new Date(now - 60_000)],
        );
        const claimed = await db.query(
          `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
          [IDEMPOTENCY_SCOPE, key, requestHash, clock.now()],
        );
        if (claimed.rows.length === 0) return replay(reply, key, requestHash);
      }
      try {
        const answer = await submit(input, request);
        if (key) {
          await db.query('UPDATE idempotency_keys SET status_code = 201, response = $3 WHERE scope = $1 AND key = $2', [
            IDEMPOTENCY_SCOPE,
            key,
            JSON.stringify(answer),
          ]);
        }
        return reply.code(201).send(answer);
      } catch (error) {
        // Nothing was promised: let a retry with this key try again.
        if (key) await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [IDEMPOTENCY_SCOPE, key]);
        throw error;
      }
    },
  );

  async function replay(reply: FastifyReply, key: string, requestHash: string) {
    const { rows } = await db.query<StoredAnswer>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [IDEMPOTENCY_SCOPE, key],
    );
    const stored = rows[0];
    if (!stored) throw new ApiError(409, 'This request is being processed. Please retry in a moment.');
    if (stored.request_hash !== requestHash) {
      throw new ApiError(422, 'This Idempotency-Key was already used for a different enquiry');
    }
    if (stored.status_code === null) {
      throw new ApiError(409, 'This request is being processed. Please retry in a moment.');
    }
    // The stored text, byte for byte: a retry sees exactly the first answer.
    return reply
      .code(stored.status_code)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(stored.response);
  }

  async function submit(
    input: Awaited<ReturnType<typeof enquirySchema.validate>>,
    request: Parameters<typeof clientAddress>[0],
  ) {
    const address = clientAddress(request);
    await otp.checkSendAllowed('enquiry', input.mobile, address);
    const account = await optionalAccessToken(ctx, request);
    const id = randomUUID();
    const now = clock.now();
    const [enquiry] = await Promise.all([
      tokens.issue('enquiry', id, { mobile: input.mobile }),
      // The enquiry and its lead (with its telecaller) exist together or not at all.
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ user_id: string | null }>(
          `INSERT INTO enquiries (id, username, mobile, email, pincode, address, loan_amount, referred, type, shop_id,
             status, user_id, client_address, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'submitted',
             (SELECT id FROM users WHERE id::text = $11), $12, $13)
           RETURNING user_id`,
          [
            id,
            input.username,
            input.mobile,
            input.email,
            input.pincode,
            input.address,
            input.loanAmount,
            input.referred || null,
            input.type,
            input.shopID || null,
            account?.sub ?? '',
            address,
            now,
          ],
        );
        await openLead(tx, now, {
          id,
          source: 'enquiry',
          product: input.type,
          customerName: input.username,
          mobile: input.mobile,
          pincode: input.pincode,
          amount: input.loanAmount,
          shopID: input.shopID || null,
          userId: rows[0]?.user_id ?? null,
        });
      }),
    ]);
    await otp.send('enquiry', input.mobile, enquiry.jti);
    return {
      success: true as const,
      message: 'Your inquiry has been submitted. Enter the OTP sent to your mobile number.',
      inquiryToken: enquiry.token,
    };
  }

  app.post(
    '/inquiry/verify-otp',
    {
      schema: {
        tags: ['enquiry'],
        summary: "Confirm an enquiry with the OTP sent to the enquirer's mobile",
        body: jsonSchemaOf(otpOnlySchema),
        security: [{ flowToken: [] }, { bearer: [] }],
        response: { 200: successEnvelope(), ...failures(403) },
      },
    },
    async (request) => {
      const input = await parseBody(otpOnlySchema, request.body);
      const claims = await flowToken(ctx, request, ['enquiry']);
      await otp.verify('enquiry', claims.jti, input.otp, clientAddress(request));
      await db.query(
        `UPDATE enquiries SET status = 'verified', verified_at = $2 WHERE id::text = $1 AND status = 'submitted'`,
        [claims.sub, clock.now()],
      );
      return { success: true, message: 'Your inquiry has been verified. Our team will contact you shortly.' };
    },
  );
}
