// A shop's shift (docs/decisions/043-a-shops-shift-refresh-sessions.md): a tab trades the refresh
// cookie for an access token of its own, and an account signs out on every device at once.
import type { FastifyInstance } from 'fastify';
import { refreshSession, SESSION_OVER, signOutEverywhere as signOutEverywhereContract } from '@platform/shared/contracts';
import { recordAudit } from '../audit/audit.ts';
import { checkApproval, type AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { signOutEverywhere } from './queries.ts';
import { accessAnswer } from './sign-in.ts';

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, shifts } = ctx;

  registerContract(app, ctx, refreshSession, async ({ request, reply }) => {
    const now = clock.now();
    const outcome = await shifts.refresh(db, shifts.cookieOf(request), now);
    if (!outcome.ok || !outcome.refreshToken) {
      // Whatever the cookie was (none, forged, spent, of an ended session), it opens nothing more.
      shifts.clearCookie(reply);
      throw new ApiError(401, SESSION_OVER);
    }
    // A suspended shop is refused as at sign-in (its sessions ended with the suspension anyway); a
    // banker waiting for approval refreshes to go on seeing that it waits.
    checkApproval(outcome.user, { allowUnapproved: true });
    shifts.setCookie(reply, outcome.refreshToken, outcome.session.expiresAt);
    return { success: true, message: 'Session refreshed', ...(await accessAnswer(ctx, outcome.user, outcome.session)) };
  });

  registerContract(app, ctx, signOutEverywhereContract, async ({ user, reply }) => {
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Every access token of the account stops working, and every shift session with them.
      await signOutEverywhere(tx, user.id, now);
      await endEverySession(ctx, tx, { id: user.id, role: user.role }, user.id, 'sign-out-everywhere', now);
    });
    shifts.clearCookie(reply);
    return { success: true, message: 'Signed out on every device' };
  });
}

/**
 * Ends every shift session of the account (its token version was raised in the same transaction,
 * which ends its access tokens) and writes why to the audit trail: a shop's sessions open its
 * wallet and its customers' files.
 */
export async function endEverySession(
  ctx: AppContext,
  tx: Queryable,
  actor: { id: string; role: string },
  userId: string,
  reason: 'password-change' | 'password-reset' | 'sign-out-everywhere',
  now: Date,
): Promise<number> {
  const ended = await ctx.shifts.endAll(tx, userId, reason, now);
  await recordAudit(tx, { actor, action: `session.${reason}`, subjectType: 'user', subjectId: userId, after: { sessionsEnded: ended }, at: now });
  return ended;
}
