import { describe, expect, it } from 'vitest';
import { acceptedStep, newTotpSecret, otpauthUri, timeStepOf, totpCode } from './totp.ts';

// RFC 6238 Appendix B: the seeds are the ASCII bytes of "1234567890" repeated to the hash's
// key length; the codes are 8 digits.
const seeds = {
  sha1: new TextEncoder().encode('12345678901234567890'),
  sha256: new TextEncoder().encode('12345678901234567890123456789012'),
  sha512: new TextEncoder().encode('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: Array<[number, string, string, string]> = [
  // time (s), SHA-1, SHA-256, SHA-512
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238 test vectors)', () => {
  it.each(VECTORS)('at %i s', (seconds, sha1, sha256, sha512) => {
    const at = new Date(seconds * 1000);
    expect(totpCode({ secret: seeds.sha1, at, digits: 8 })).toBe(sha1);
    expect(totpCode({ secret: seeds.sha256, at, digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totpCode({ secret: seeds.sha512, at, digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });
});

describe('accepting a staff code', () => {
  const secret = newTotpSecret();
  const at = new Date('2026-11-25T10:00:10Z');

  it('takes the current code and the one just before, nothing older or newer', () => {
    const step = timeStepOf(at);
    expect(acceptedStep(secret, totpCode({ secret, at }), at)).toBe(step);
    expect(acceptedStep(secret, totpCode({ secret, at: new Date(at.getTime() - 30_000) }), at)).toBe(step - 1);
    expect(acceptedStep(secret, totpCode({ secret, at: new Date(at.getTime() - 60_000) }), at)).toBeNull();
    expect(acceptedStep(secret, totpCode({ secret, at: new Date(at.getTime() + 30_000) }), at)).toBeNull();
  });

  it('takes a code once: not again for a step already used', () => {
    const code = totpCode({ secret, at });
    expect(acceptedStep(secret, code, at, timeStepOf(at))).toBeNull();
  });

  it('refuses anything but six digits', () => {
    expect(acceptedStep(secret, 'abcdef', at)).toBeNull();
    expect(acceptedStep(secret, `${totpCode({ secret, at })}0`, at)).toBeNull();
  });

  it('gives a 160-bit base32 secret and an otpauth URI an authenticator reads', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri(secret, 'kyc.reviewer@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('LoanSetu Operations');
  });
});
