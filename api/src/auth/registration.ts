// What every sign-up (a shop's, a banker's) checks before it stores anything.
import type { AppContext } from '../context.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import type { Limit } from '../security/rate-limit.ts';
import { isTakenByVerifiedAccount } from './queries.ts';

/**
 * Registrations per network, and that no verified account holds the email or mobile, with one
 * answer for either, so the form cannot be used to find out which emails or numbers have
 * accounts; then the OTP send limits.
 */
export async function checkRegistration(ctx: AppContext, perAddress: Limit, address: string, input: { mobile: string; email: string }): Promise<void> {
  const byAddress = await ctx.limiter.hit(`register:addr:${address}`, perAddress);
  if (!byAddress.allowed) {
    throw tooManyRequests('Too many registrations from your network. Please try again later.', byAddress.retryAfterSeconds);
  }
  if (await isTakenByVerifiedAccount(ctx.db, input)) {
    throw new ApiError(409, 'An account with this email or mobile number already exists. Please log in or reset your password.');
  }
  await ctx.otp.checkSendAllowed('signup', input.mobile, address);
}
