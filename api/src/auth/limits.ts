// How often the auth routes may be tried; buildServer's `authLimits` override these one by one.
import type { Limit } from '../security/rate-limit.ts';

export interface AuthLimits {
  /** Password logins per client address, right or wrong (guessing across many emails). */
  loginPerAddress: Limit;
  /**
   * Wrong passwords per email from one client address. Only failures count, and only from that
   * address: nobody can lock a shop out of its own account from elsewhere.
   */
  failedLoginsPerEmailAndAddress: Limit;
  registerPerAddress: Limit;
  /** Wrong current passwords on change-password, per account. */
  failedPasswordChecksPerUser: Limit;
}

export const defaultAuthLimits: AuthLimits = {
  loginPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  failedLoginsPerEmailAndAddress: { limit: 10, windowMs: 15 * 60_000 },
  registerPerAddress: { limit: 20, windowMs: 60 * 60_000 },
  failedPasswordChecksPerUser: { limit: 10, windowMs: 15 * 60_000 },
};
