import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enquirySchema, otpOnlySchema } from '@platform/shared/schemas';
import { clientAddress, flowToken, optionalAccessToken, type AppContext } from '../context.ts';
import { answerIdempotently, type IdempotentOutcome } from '../http/idempotency.ts';
import type { Queryable } from '../db/database.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import { openLead } from '../leads/lifecycle.ts';
import { recordConsent } from '../consent/ledger.ts';

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
        response: { 201: successEnvelope({ inquiryToken: { type: 'string' } }), ...failures(409, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const input = await parseBody(enquirySchema, request.body);
      const account = await optionalAccessToken(ctx, request);
      return answerIdempotently({
        ctx,
        scope: 'POST /inquiry/inquiry-submission',
        request,
        reply,
        body: input as Record<string, unknown>,
        noun: 'enquiry',
        check: () => otp.checkSendAllowed('enquiry', input.mobile, clientAddress(request)),
        work: (tx) => submit(tx, input, request, account?.sub),
      });
    },
  );

  async function submit(
    tx: Queryable,
    input: Awaited<ReturnType<typeof enquirySchema.validate>>,
    request: FastifyRequest,
    accountId: string | undefined,
  ): Promise<IdempotentOutcome> {
    const id = randomUUID();
    const now = clock.now();
    const address = clientAddress(request);
    const enquiry = await tokens.issue('enquiry', id, { mobile: input.mobile });
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
        accountId ?? '',
        address,
        now,
      ],
    );
    // The enquiry and its lead (with its telecaller) exist together or not at all.
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
    // termsAccepted is required to be true: what it agreed to is recorded with the enquiry.
    await recordConsent(tx, { purpose: 'enquiry', mobile: input.mobile, userId: rows[0]?.user_id ?? null, subjectId: id, request, at: now });
    return {
      status: 201,
      answer: {
        success: true as const,
        message: 'Your inquiry has been submitted. Enter the OTP sent to your mobile number.',
        inquiryToken: enquiry.token,
      },
      // The OTP goes out once the enquiry is stored for good.
      afterCommit: () => otp.send('enquiry', input.mobile, enquiry.jti),
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
        response: { 200: successEnvelope(), ...failures(403, 429) },
      },
    },
    async (request) => {
      const input = await parseBody(otpOnlySchema, request.body);
      const claims = await flowToken(ctx, request, ['enquiry']);
      await otp.verify('enquiry', claims.jti, input.otp, clientAddress(request));
      await db.query(`UPDATE enquiries SET status = 'verified', verified_at = $2 WHERE id::text = $1 AND status = 'submitted'`, [claims.sub, clock.now()]);
      return { success: true, message: 'Your inquiry has been verified. Our team will contact you shortly.' };
    },
  );
}
