// Development tools (registered only when the server's devTools is on, never in production; see
// BuildServerOptions.devTools): the last OTP the local SMS outbox holds for a mobile, so the
// end-to-end suite can complete OTP flows. On its contract (@platform/shared/contracts, dev.ts).
// The other development reads live with their data (/dev/enquiries in enquiry, /dev/product-applications
// in products, /dev/csp-reports in csp).
import { getLastOtp, setDevClock } from '@platform/shared/contracts';
import { OffsetClock } from '../clock.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';

export const devPlugin = domainPlugin((app, ctx) => {
  registerContract(app, ctx, getLastOtp, async ({ query }) => {
    const { rows } = await ctx.db.query<{ otp: string; purpose: string }>(
      'SELECT otp, purpose FROM sms_outbox WHERE mobile = $1 AND otp IS NOT NULL ORDER BY seq DESC LIMIT 1',
      [query.mobile],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, 'No OTP has been sent to this mobile number');
    return { success: true, message: 'Last OTP', otp: row.otp, purpose: row.purpose };
  });

  // The end-to-end suite plays a shop's working day (e2e/tests/shift-session.spec.ts).
  registerContract(app, ctx, setDevClock, async ({ body }) => {
    if (!(ctx.clock instanceof OffsetClock)) throw new ApiError(404, "This server's clock cannot be moved");
    ctx.clock.offsetMs = body.offsetMs;
    return { success: true, message: 'Clock moved', now: ctx.clock.now().toISOString() };
  });
});
