// Development reads for the console (registered only with the server's devTools, never in
// production, like /dev/last-otp): the last email the local outbox holds for an address (an
// invitation's link), and a demo staff account's current authenticator code from its published
// secret. Contracts: @platform/shared/contracts, ops-console.ts.
import type { FastifyInstance } from 'fastify';
import { getDemoStaffCode, getLastEmail } from '@platform/shared/contracts';
import { iso } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { demoStaffByEmail } from './demo-staff.ts';
import { TOTP_PERIOD_SECONDS, totpCode } from './totp.ts';

export function opsDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerContract(app, ctx, getLastEmail, async ({ query }) => {
    const { rows } = await ctx.db.query<{ subject: string; body: string; purpose: string; created_at: Date | string }>(
      'SELECT subject, body, purpose, created_at FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY seq DESC LIMIT 1',
      [query.to],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, 'No email has been sent to this address');
    return { success: true, message: 'Last email', data: { subject: row.subject, body: row.body, purpose: row.purpose, sentAt: iso(row.created_at) } };
  });

  registerContract(app, ctx, getDemoStaffCode, async ({ query }) => {
    const staff = demoStaffByEmail(query.email);
    if (!staff) throw new ApiError(404, 'Not a demo staff account');
    const now = ctx.clock.now();
    const seconds = Math.floor(now.getTime() / 1000);
    return {
      success: true,
      message: 'Current code',
      data: { code: totpCode({ secret: staff.totpSecret, at: now }), validForSeconds: TOTP_PERIOD_SECONDS - (seconds % TOTP_PERIOD_SECONDS) },
    };
  });
}
