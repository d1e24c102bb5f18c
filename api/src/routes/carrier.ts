import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { carrierOtpVerifySchema, carrierSendOtpSchema } from '@platform/shared/schemas';
import { clientAddress, flowToken, type AppContext } from '../context.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';

/** The careers pages ("carrier" in the site's URLs): a job applicant confirms a mobile number. */
export function carrierRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, tokens, otp } = ctx;

  app.post(
    '/carrier/send-otp',
    {
      schema: {
        tags: ['careers'],
        summary: "Send an OTP to a job applicant's mobile number",
        body: jsonSchemaOf(carrierSendOtpSchema),
        response: { 200: successEnvelope({ newToken: { type: 'string' } }), ...failures(503) },
      },
    },
    async (request) => {
      const input = await parseBody(carrierSendOtpSchema, request.body);
      await otp.checkSendAllowed('careers', input.mobile, clientAddress(request));
      const id = randomUUID();
      await db.query(
        `INSERT INTO career_verifications (id, mobile, job_type, status, created_at) VALUES ($1, $2, $3, 'pending', $4)`,
        [id, input.mobile, input.type || null, clock.now()],
      );
      const careers = await tokens.issue('careers', id, { mobile: input.mobile });
      await otp.send('careers', input.mobile, careers.jti);
      return { success: true, message: 'OTP sent successfully', newToken: careers.token };
    },
  );

  app.post(
    '/carrier/verify-otp',
    {
      schema: {
        tags: ['careers'],
        summary: "Check a job applicant's OTP (sent as capital OTP)",
        body: jsonSchemaOf(carrierOtpVerifySchema),
        security: [{ flowToken: [] }, { bearer: [] }],
        response: { 200: successEnvelope(), ...failures(403) },
      },
    },
    async (request) => {
      const input = await parseBody(carrierOtpVerifySchema, request.body);
      const claims = await flowToken(ctx, request, ['careers']);
      await otp.verify('careers', claims.jti, input.OTP, clientAddress(request), { field: 'OTP' });
      await db.query(
        `UPDATE career_verifications SET status = 'verified', verified_at = $2 WHERE id::text = $1`,
        [claims.sub, clock.now()],
      );
      return { success: true, message: 'Mobile number verified successfully' };
    },
  );
}
