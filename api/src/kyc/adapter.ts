// The KYC provider behind every identity check (Aadhaar OTP, shop owner's Aadhaar, PAN, bank
// penny drop, GST). Production would call a licensed KYC provider (an AUA/KUA for Aadhaar, NSDL
// for PAN, a bank's penny-drop API, the GST portal); the rest of the API only sees this interface.
//
// The provider answers who the number belongs to; deciding whether that is the shop's owner (the
// name match) is ours and lives in name-match.ts, so every adapter is held to the same rule.
import { randomUUID } from 'node:crypto';
import { verhoeffCheckDigit } from '@platform/shared/schemas';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/database.ts';

/** One provider answer. `holderName` is the name the provider has on record. */
export type KycAnswer =
  | { outcome: 'found'; holderName: string; reference: string; details?: Record<string, string> }
  | { outcome: 'inactive'; reason: string; reference: string }
  | { outcome: 'unavailable' };

export interface KycAdapter {
  readonly name: string;
  /**
   * Starts an Aadhaar OTP (UIDAI sends the code to the Aadhaar-linked mobile). Answers the
   * provider's request reference; the number itself is never kept by the caller.
   */
  requestAadhaarOtp(aadhaar: string, expectedName: string): Promise<KycAnswer>;
  /** Completes the Aadhaar OTP: the e-KYC name on success. */
  verifyAadhaarOtp(reference: string, otp: string): Promise<KycAnswer | { outcome: 'wrong-otp' }>;
  /** Demographic check of an Aadhaar number against a name (no OTP). */
  checkAadhaarName(aadhaar: string, expectedName: string): Promise<KycAnswer>;
  verifyPan(pan: string, expectedName: string): Promise<KycAnswer>;
  /** Penny drop: ₹1 to the account, the bank answers the holder's name. */
  verifyBankAccount(accountNumber: string, ifsc: string, expectedName: string): Promise<KycAnswer>;
  /** GST portal look-up: legal name and registration status. */
  verifyGstin(gstin: string, expectedName: string): Promise<KycAnswer>;
}

/** Name the local provider answers for the "name mismatch" test identities. */
export const LOCAL_MISMATCH_NAME = 'Ramesh Kumar Yadav';
/** The OTP the local provider's Aadhaar sandbox accepts (UIDAI's own sandbox works the same way). */
export const LOCAL_AADHAAR_OTP = '123456';

type Kind = 'valid' | 'mismatch' | 'inactive' | 'down';

// Test identities: the local provider decides by a fixed marker in the number, so every test and
// every demo can pick the answer it needs. Documented in api/README.md (KYC test identities).
const aadhaarKind = (aadhaar: string): Kind =>
  aadhaar.startsWith('9999') ? 'down' : aadhaar.startsWith('9998') ? 'inactive' : aadhaar.startsWith('9997') ? 'mismatch' : 'valid';
/** PAN and GSTIN (its embedded PAN): the four digits of the PAN. */
const panDigitsKind = (pan: string): Kind => {
  const digits = pan.slice(5, 9);
  return digits === '9999' ? 'down' : digits === '0000' ? 'inactive' : digits === '1111' ? 'mismatch' : 'valid';
};
const accountKind = (account: string): Kind =>
  account.endsWith('9999') ? 'down' : account.endsWith('0000') ? 'inactive' : account.endsWith('1111') ? 'mismatch' : 'valid';

function answer(kind: Kind, expectedName: string, inactiveReason: string, details?: Record<string, string>): KycAnswer {
  const reference = `LOCAL-${randomUUID()}`;
  switch (kind) {
    case 'down':
      return { outcome: 'unavailable' };
    case 'inactive':
      return { outcome: 'inactive', reason: inactiveReason, reference };
    case 'mismatch':
      return { outcome: 'found', holderName: LOCAL_MISMATCH_NAME, reference, ...(details ? { details } : {}) };
    case 'valid':
      return { outcome: 'found', holderName: expectedName, reference, ...(details ? { details } : {}) };
  }
}

/**
 * The deterministic local provider (default when no provider is configured). Pending Aadhaar OTP
 * requests are kept in the API's database by reference, with the answer they will give, never the
 * number: the OTP may be checked by another API process than the one that asked for it.
 */
export function localKycAdapter(db: Queryable, clock: Clock): KycAdapter {
  return {
    name: 'Local KYC sandbox',
    async requestAadhaarOtp(aadhaar, expectedName) {
      const result = answer(aadhaarKind(aadhaar), expectedName, 'This Aadhaar number is not active with UIDAI');
      if (result.outcome === 'found') {
        await db.query('INSERT INTO kyc_local_otp_requests (reference, answer, created_at) VALUES ($1, $2, $3)', [
          result.reference,
          JSON.stringify(result),
          clock.now(),
        ]);
      }
      return result;
    },
    async verifyAadhaarOtp(reference, otp) {
      const expired = { outcome: 'inactive', reason: 'This OTP request has expired. Please request a new OTP.', reference } as const;
      const { rows } = await db.query('SELECT 1 FROM kyc_local_otp_requests WHERE reference = $1', [reference]);
      if (rows.length === 0) return expired;
      if (otp !== LOCAL_AADHAAR_OTP) return { outcome: 'wrong-otp' };
      // Used once: of two checks at once (on two processes), one takes it.
      const taken = await db.query<{ answer: KycAnswer | string }>('DELETE FROM kyc_local_otp_requests WHERE reference = $1 RETURNING answer', [reference]);
      const stored = taken.rows[0]?.answer;
      if (stored === undefined) return expired;
      return typeof stored === 'string' ? (JSON.parse(stored) as KycAnswer) : stored;
    },
    async checkAadhaarName(aadhaar, expectedName) {
      return answer(aadhaarKind(aadhaar), expectedName, 'This Aadhaar number is not active with UIDAI');
    },
    async verifyPan(pan, expectedName) {
      return answer(panDigitsKind(pan), expectedName, 'This PAN is not active with the Income Tax Department');
    },
    async verifyBankAccount(accountNumber, _ifsc, expectedName) {
      return answer(accountKind(accountNumber), expectedName, 'The bank says this account is closed or does not exist');
    },
    async verifyGstin(gstin, expectedName) {
      return answer(panDigitsKind(gstin.slice(2, 12)), expectedName, 'This GSTIN is cancelled or suspended on the GST portal', { status: 'Active' });
    },
  };
}

/** An Aadhaar number of the local provider's kind, with a correct Verhoeff check digit (tests, seeds, docs). */
export function testAadhaar(first11: string): string {
  return first11 + verhoeffCheckDigit(first11);
}
