import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import type { KycAdapter } from './kyc/adapter.ts';
import type { Outbox } from './outbox/outbox.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { ApiError } from './http/errors.ts';
import { findUserById, type UserRow } from './users.ts';
import type { PincodeDirectory } from './pincode/directory.ts';
import type { OtpService } from './security/otp.ts';
import type { PasswordHasher } from './security/passwords.ts';
import type { Sealer } from './security/keys.ts';
import type { ShiftSessions } from './auth/shift-sessions.ts';
import type { RateLimiter } from './security/rate-limit.ts';
import type { SharedFigures } from './http/shared-figures.ts';
import { TokenError, type TokenClaims, type TokenPurpose, type TokenService } from './security/tokens.ts';

/** What route modules share. Built once per server in app.ts. */
export interface AppContext {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  passwords: PasswordHasher;
  otp: OtpService;
  limiter: RateLimiter;
  directory: PincodeDirectory;
  /** API_DEV_TOOLS: `/dev/*` routes and readable OTPs. */
  devTools: boolean;
  sealer: Sealer;
  /** Identity checks (Aadhaar, PAN, bank, GST); local default: the deterministic sandbox. */
  kyc: KycAdapter;
  /** Key for hashing personal numbers kept only to compare (a customer's PAN). */
  piiKey: Buffer;
  /** Uploaded documents; local default: a folder under the API data directory. */
  files: FileStorage;
  /** Answers of contract-registered routes are checked against their contracts (tests). */
  checkResponses: boolean;
  /**
   * Everything sent (SMS, e-mail): `outbox.enqueue(tx, …)` in the transaction of the change that
   * causes it, then `outbox.deliver(ids)` after the commit (api/src/outbox/outbox.ts).
   */
  outbox: Outbox;
  /** Shift sessions: the refresh cookie of shops and staff (docs/decisions/043). */
  shifts: ShiftSessions;
  /** Network-wide counts computed once and shared for a few seconds (http/shared-figures.ts, decision 054). */
  figures: SharedFigures;
}

/** Header a client uses for a flow token when it also sends its access token as the bearer. */
export const FLOW_TOKEN_HEADER = 'x-flow-token';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Access-token failures are 401 (sign in again), wrong purpose 403. */
function accessFailure(error: unknown): ApiError {
  if (error instanceof TokenError) {
    return new ApiError(error.reason === 'purpose' ? 403 : 401, error.message);
  }
  return new ApiError(401, 'Invalid or missing token');
}

/**
 * The token of an OTP flow (sign-up, login, enquiry, reset, careers). It may come in the
 * `X-Flow-Token` header or as the bearer token; the first one valid for `purposes` wins, and a
 * token of any other purpose is refused.
 *
 * Every flow-token failure is 403, never 401: the site's API client treats a 401 as "the access
 * token is dead" and signs the user out, which an expired OTP step must not do.
 */
export async function flowToken(ctx: AppContext, request: FastifyRequest, purposes: readonly TokenPurpose[]): Promise<TokenClaims> {
  const explicit = request.headers[FLOW_TOKEN_HEADER];
  const candidates = [typeof explicit === 'string' ? explicit.trim() : undefined, bearer(request)].filter((t): t is string => !!t);
  if (candidates.length === 0) {
    throw new ApiError(403, 'Your session token is missing. Please start again.');
  }
  let firstError: unknown;
  for (const candidate of candidates) {
    try {
      return await ctx.tokens.verify(candidate, purposes);
    } catch (error) {
      firstError ??= error;
    }
  }
  throw new ApiError(403, firstError instanceof TokenError ? firstError.message : 'Invalid or missing token');
}

/**
 * The signed-in account's access token (bearer), still current: a token issued before the
 * account's last logout, password change or reset (its `ver` is behind `users.token_version`) is
 * refused like an expired one.
 */
export async function accessToken(ctx: AppContext, request: FastifyRequest): Promise<TokenClaims> {
  return (await signedIn(ctx, request)).claims;
}

/**
 * The signed-in account itself (one query: the row also answers whether the token is current).
 * A staff account not approved (waiting, rejected, suspended) is refused everywhere except where
 * `allowUnapproved` says the route only tells it where it stands (or signs it out).
 */
export async function signedInUser(ctx: AppContext, request: FastifyRequest, options: { allowUnapproved?: boolean } = {}): Promise<UserRow> {
  return (await signedIn(ctx, request, options)).user;
}

/** What a signed-in account of another role is told by an area that is not its own. */
const ROLE_AREAS: Partial<Record<UserRow['role'], string>> = {
  customer: 'The customer area is for customers. Please log in with your mobile number.',
  vendor: 'This page is for partner shops. Please log in with your shop account.',
  telecaller: 'The telecaller console is for telecallers only.',
  banker: 'This area is for partner bankers only.',
  admin: 'This is for operations admins only.',
};

/** Refuses (403) an account whose role is not one of `roles`, saying whose area it is. */
export function requireRole(user: UserRow, roles: readonly UserRow['role'][]): void {
  if (roles.includes(user.role)) return;
  throw new ApiError(403, (roles.length === 1 && ROLE_AREAS[roles[0]!]) || 'You may not do this.');
}

/** Staff roles work only once an operations admin approved the account. */
export const APPROVED_ROLES: readonly UserRow['role'][] = ['telecaller', 'banker'];

export const APPROVAL_MESSAGES = {
  pending: 'Your account is waiting for approval by our operations team. You can work on leads once it is approved.',
  suspended: 'This account is suspended. Please contact our operations team.',
  rejected: 'This registration was not approved. Please contact our operations team.',
} as const;

/** What a suspended shop is told when it signs in or calls with an old session: why, and whom to ask. */
export const shopSuspendedMessage = (reason: string | null) => `This shop is suspended${reason ? `: ${reason}` : ''}. Please contact our operations team.`;

/** Refuses a staff account that may not work now, unless the route only says where it stands. */
export function checkApproval(user: UserRow, { allowUnapproved = false } = {}): void {
  // A partner shop works before it is approved (it takes leads and does its KYC meanwhile), but a
  // suspended shop does nothing at all (partners/routes.ts); its sessions were already ended.
  if (user.role === 'vendor' && user.approval_status === 'suspended') throw new ApiError(403, shopSuspendedMessage(user.approval_reason));
  if (!APPROVED_ROLES.includes(user.role) || user.approval_status === 'approved' || allowUnapproved) return;
  throw new ApiError(403, APPROVAL_MESSAGES[user.approval_status]);
}

async function signedIn(
  ctx: AppContext,
  request: FastifyRequest,
  options: { allowUnapproved?: boolean } = {},
): Promise<{ claims: TokenClaims; user: UserRow }> {
  const token = bearer(request);
  if (!token) throw new ApiError(401, 'Please log in to continue.');
  let claims: TokenClaims;
  try {
    claims = await ctx.tokens.verify(token, ['access']);
  } catch (error) {
    throw accessFailure(error);
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw new ApiError(401, 'This account no longer exists. Please log in again.');
  if (claims.ver !== user.token_version) throw new ApiError(401, 'You have been signed out. Please log in again.');
  // A token of a shift session dies with it (a logout in another tab of the browser ends both).
  if (claims.sid !== undefined && !(await ctx.shifts.isOpen(ctx.db, claims.sid))) {
    throw new ApiError(401, 'You have been signed out. Please log in again.');
  }
  checkApproval(user, options);
  return { claims, user };
}

/** The access token if one is sent, valid and current, otherwise nothing (anonymous-friendly routes). */
export async function optionalAccessToken(ctx: AppContext, request: FastifyRequest): Promise<TokenClaims | undefined> {
  if (!bearer(request)) return undefined;
  return accessToken(ctx, request).catch(() => undefined);
}

export const clientAddress = (request: FastifyRequest) => request.ip || 'unknown';
