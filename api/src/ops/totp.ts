// Time-based one-time codes (RFC 6238) for staff sign-in, through otplib. The console's codes are
// the authenticator apps' default: SHA-1, 6 digits, 30-second steps. A code is accepted for the
// current step or the one before (a code typed as the step turns), and only for a step later than
// the last one accepted, so a code seen over a shoulder cannot be used again.
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** What authenticator apps show above the account. */
export const TOTP_ISSUER = 'LoanSetu Operations';

export interface TotpOptions {
  /** Base32 (an authenticator's secret), or the raw key bytes (the RFC's test seeds). */
  secret: string | Uint8Array;
  at: Date;
  digits?: 6 | 7 | 8;
  algorithm?: 'sha1' | 'sha256' | 'sha512';
}

/** The time step a moment falls in (T in RFC 6238 §4.2, T0 = 0). */
export const timeStepOf = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

export function totpCode({ secret, at, digits = TOTP_DIGITS, algorithm = 'sha1' }: TotpOptions): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000), digits, algorithm, period: TOTP_PERIOD_SECONDS });
}

/** A new authenticator secret: 20 random bytes (160 bits, RFC 4226 §4), base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI an authenticator app reads from a QR code (or typed by hand). */
export function otpauthUri(secret: string, account: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
}

/**
 * The time step `code` is valid for (now, or one step back), or null. Codes of steps at or before
 * `afterStep` are refused: each code is good once.
 */
export function acceptedStep(secret: string, code: string, at: Date, afterStep = 0): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = timeStepOf(at);
  for (const step of [now, now - 1]) {
    if (step <= afterStep) continue;
    const result = verifySync({
      secret,
      token: code,
      epoch: step * TOTP_PERIOD_SECONDS,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
    });
    if (result.valid) return step;
  }
  return null;
}
