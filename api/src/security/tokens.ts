import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../clock.ts';

export const ROLES = ['customer', 'vendor', 'telecaller', 'banker', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The subject of a staff login flow started for a number with no staff account: the flow answers
 * and fails like any other (a code is stored, never delivered), so the sign-in pages cannot be
 * used to find out which numbers are staff.
 */
export const NO_STAFF_ACCOUNT = 'no-staff-account';

/** Every token names what it is for; a token is refused anywhere else. */
export const PURPOSES = [
  'access',
  'signup',
  'login',
  'enquiry',
  'reset',
  'careers',
  'connector',
  'customer-lookup',
  'customer-consent',
  'sanction-kfs',
  'offer-choice',
] as const;
export type TokenPurpose = (typeof PURPOSES)[number];
/**
 * `customer-consent` is not an OTP flow: it is what a shop holds after a returning customer
 * confirmed a `customer-lookup` OTP (GET /api/get-user).
 */
export type OtpPurpose = Exclude<TokenPurpose, 'access' | 'customer-consent'>;

export interface TokenClaims {
  sub: string;
  purpose: TokenPurpose;
  jti: string;
  /** Access tokens: the account's role, read (unverified) by the shell to route the user. */
  role?: Role;
  /** Flow tokens: the mobile number the OTP went to. */
  mobile?: string;
  /** Access tokens: the account's token version when issued (see users.token_version). */
  ver?: number;
  /** Access tokens of a shift session (api/src/auth/shift-sessions.ts): its id, checked on every call. */
  sid?: string;
  /** Access tokens of a shift session: when it ends (epoch seconds), read by the shell to refresh. */
  sx?: number;
  exp: number;
  iat: number;
}

const lifetimes: Record<TokenPurpose, number> = {
  // Two hours: short enough that a stolen token soon dies. A shift session (shops, staff) renews it
  // from its refresh cookie; logout, password change and reset revoke sooner.
  access: 2 * 60 * 60,
  signup: 30 * 60,
  login: 15 * 60,
  enquiry: 30 * 60,
  reset: 15 * 60,
  careers: 30 * 60,
  connector: 30 * 60,
  'customer-lookup': 10 * 60,
  // Long enough to fill the form with the customer at the counter, short enough that a shop cannot
  // come back for the customer's details later without asking again.
  'customer-consent': 15 * 60,
  // Reading a Key Fact Statement and typing the code takes minutes, not hours.
  'sanction-kfs': 15 * 60,
  // Long enough to read the Key Fact Statement before typing the code.
  'offer-choice': 15 * 60,
};

const ISSUER = 'loan-marketplace-api';

export class TokenError extends Error {
  constructor(
    message: string,
    readonly reason: 'missing' | 'invalid' | 'expired' | 'purpose',
  ) {
    super(message);
  }
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** `notAfter` caps the token's life (an access token never outlives its shift session). */
  async issue(
    purpose: TokenPurpose,
    subject: string,
    extra: { role?: Role; mobile?: string; ver?: number; sid?: string; sx?: number } = {},
    notAfter?: Date,
  ): Promise<IssuedToken> {
    const jti = randomUUID();
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const exp = Math.min(iat + lifetimes[purpose], notAfter ? Math.floor(notAfter.getTime() / 1000) : Number.POSITIVE_INFINITY);
    const token = await new SignJWT({ purpose, ...extra })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setJti(jti)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }

  /** Verifies signature, expiry (against the injected clock) and that the purpose is one allowed. */
  async verify(token: string, allowed: readonly TokenPurpose[]): Promise<TokenClaims> {
    let payload: Record<string, unknown>;
    try {
      const result = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: this.clock.now(),
      });
      payload = result.payload as Record<string, unknown>;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw new TokenError('Your session has expired, please start again', 'expired');
      }
      throw new TokenError('Invalid or missing token', 'invalid');
    }
    const purpose = payload.purpose;
    if (typeof purpose !== 'string' || !(PURPOSES as readonly string[]).includes(purpose)) {
      throw new TokenError('Invalid or missing token', 'invalid');
    }
    if (!allowed.includes(purpose as TokenPurpose)) {
      throw new TokenError('This token is not valid for this request', 'purpose');
    }
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
      throw new TokenError('Invalid or missing token', 'invalid');
    }
    return payload as unknown as TokenClaims;
  }
}
