// A customer's credit checks are tied to one PAN: theirs. Before the first bureau pull the PAN goes
// through the PAN KYC adapter and the name on it must match the name given (and the profile's
// name, when the profile has one); the PAN is then fixed on the profile (a keyed hash to compare,
// a masked form to show) and every later check must use it. Without this anyone could pull
// anyone's credit report by typing their PAN (api/README.md, "Credit checks are tied to the
// customer's PAN").
import { createHmac } from 'node:crypto';
import { SUPPORT_CONTACT } from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import type { UserRow } from '../users.ts';
import { namesMatch } from './name-match.ts';
import { maskPan } from './routes.ts';

export interface PanHolder extends UserRow {
  pan_hash: string | null;
  pan_masked: string | null;
  pan_name: string | null;
}

export const panHash = (key: Buffer, pan: string) => createHmac('sha256', key).update(`pan:${pan.toUpperCase()}`).digest('hex');

/**
 * A PAN is one person's: once bound to a customer account, another account claiming it is
 * refused. Which of the two is the PAN holder only support can settle, so the answer says how to
 * reach them (and nothing about the other account).
 */
const panTaken = () =>
  new ApiError(
    409,
    `This PAN is already verified on another LoanSetu account. If it is your PAN, contact support at ${SUPPORT_CONTACT.email} or ${SUPPORT_CONTACT.phone} and we will help you.`,
    { fields: { pan: 'Already verified on another account' } },
  );

/** Checks (and on first use fixes) the customer's PAN; answers the name on the PAN. */
export async function bindCustomerPan(ctx: AppContext, user: PanHolder, pan: string, fullName: string): Promise<string> {
  const hash = panHash(ctx.piiKey, pan);
  if (user.pan_hash) {
    if (user.pan_hash !== hash) {
      throw new ApiError(403, `Your credit report can only be fetched for the PAN verified on your profile (${user.pan_masked ?? ''}).`, {
        fields: { pan: `Use the PAN on your profile (${user.pan_masked ?? ''})` },
      });
    }
    return user.pan_name ?? fullName;
  }
  // Asked before the provider (each check costs money); the unique index settles a race.
  const { rows: holders } = await ctx.db.query('SELECT 1 FROM users WHERE pan_hash = $1 AND id <> $2', [hash, user.id]);
  if (holders.length > 0) throw panTaken();
  let answer;
  try {
    answer = await ctx.kyc.verifyPan(pan, fullName);
  } catch {
    answer = { outcome: 'unavailable' } as const;
  }
  if (answer.outcome === 'unavailable') {
    throw new ApiError(503, 'PAN verification is not answering right now. Please try again in a few minutes.');
  }
  if (answer.outcome === 'inactive') throw new ApiError(422, answer.reason, { fields: { pan: answer.reason } });
  if (!namesMatch(answer.holderName, fullName)) {
    throw new ApiError(422, 'The name on this PAN does not match the name you entered. Enter your name exactly as it is on your PAN card.', {
      fields: { fullName: 'Does not match the name on this PAN' },
    });
  }
  if (user.username.trim() && !namesMatch(answer.holderName, user.username)) {
    throw new ApiError(422, `This PAN is not in the name on your profile (${user.username}). You can check the credit score only for your own PAN.`, {
      fields: { pan: 'Not in your name' },
    });
  }
  try {
    await ctx.db.query(
      `UPDATE users SET pan_hash = $2, pan_masked = $3, pan_name = $4, pan_verified_at = $5, updated_at = $5 WHERE id = $1 AND pan_hash IS NULL`,
      [user.id, hash, maskPan(pan), answer.holderName, ctx.clock.now()],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw panTaken();
    throw error;
  }
  return answer.holderName;
}
