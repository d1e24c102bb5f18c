import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { failures, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';

// Any 10 digits: the enquiry form accepts numbers the stricter mobile rule would not.
const lastOtpQuery = object({
  mobile: string()
    .required('mobile is required')
    .matches(/^\d{10}$/, 'Phone number must be 10 digits'),
});

/**
 * Development-only: the last OTP the local SMS outbox holds for a mobile number, so end-to-end
 * tests can complete OTP flows. Never registered when NODE_ENV=production.
 */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/dev/last-otp',
    {
      schema: {
        tags: ['development'],
        summary: 'Last OTP sent to a mobile (local SMS outbox; absent in production)',
        querystring: { type: 'object', properties: { mobile: { type: 'string', pattern: '^\\d{10}$' } }, required: ['mobile'] },
        response: {
          200: successEnvelope({ otp: { type: 'string' }, purpose: { type: 'string' } }),
          ...failures(400, 404),
        },
      },
    },
    async (request) => {
      const { mobile } = await parseBody(lastOtpQuery, request.query);
      const { rows } = await ctx.db.query<{ otp: string | null; purpose: string }>(
        'SELECT otp, purpose FROM sms_outbox WHERE mobile = $1 AND otp IS NOT NULL ORDER BY seq DESC LIMIT 1',
        [mobile],
      );
      const row = rows[0];
      if (!row) throw new ApiError(404, 'No OTP has been sent to this mobile number');
      return { success: true, message: 'Last OTP', otp: row.otp, purpose: row.purpose };
    },
  );
}
