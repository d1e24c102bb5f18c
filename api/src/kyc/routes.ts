// The shop's KYC steps (docs/spec/product.md §7, vendor group): Aadhaar OTP, the shop owner's
// Aadhaar, PAN, bank account (penny drop) and GST. Formats and check digits are the shared
// schemas'; who the number belongs to is the KYC adapter's; whether that is this shop's owner is
// the name match.
//
// Aadhaar numbers go to the provider and nowhere else: the step keeps the provider's reference and
// the last four digits, answers show `XXXX XXXX 1234`, and no log line carries a request body.
import { savePayoutAccount } from '../payouts/accounts.ts';
import type { FastifyRequest } from 'fastify';
import {
  requestAadhaarOtp,
  verifyAadhaarOtp,
  verifyShopBankAccount,
  verifyShopGstin,
  verifyShopOwnerAadhaar,
  verifyShopPan,
  successCode,
  type ResponseOf,
} from '@platform/shared/contracts';
import { GST_STATE_NAMES, KYC_STEP_LABELS, maskAadhaar, type KycStep } from '@platform/shared/schemas';
import { recordConsent } from '../consent/ledger.ts';
import type { Queryable } from '../db/database.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import type { Limit } from '../security/rate-limit.ts';
import { vendorOf, type VendorRow } from '../vendor/current-vendor.ts';
import { notifyShop } from '../vendor/notifications.ts';
import type { KycAnswer } from './adapter.ts';
import { namesMatch } from './name-match.ts';
import { kycRowsOf, kycStepsOf, saveKycStep, shopPermissions } from './steps.ts';

/** Provider calls cost money and invite guessing: a few per step per shop per day. */
export const KYC_CHECKS_PER_DAY: Limit = { limit: 10, windowMs: 24 * 60 * 60_000 };
const AADHAAR_OTP_ATTEMPTS = 5;

/** A verified step's answer: the shop's steps and what it may now do. */
type CheckAnswer = ResponseOf<typeof verifyShopPan>;
type Found = Extract<KycAnswer, { outcome: 'found' }>;
const PROVIDER_DOWN = 'The verification service is not answering right now. Please try again in a few minutes.';

export const maskPan = (pan: string) => `XXXXXX${pan.slice(-4)}`;
const maskAccount = (account: string) => `XXXXXX${account.slice(-4)}`;
const normaliseState = (state: string) =>
  state
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/^nctof/, '');

/** The shop's KYC domain (contracts: @platform/shared/contracts kyc.ts), registered by app.ts. */
export const kycPlugin = domainPlugin((app, ctx) => {
  const { db, clock, kyc, limiter } = ctx;

  function ownerNameOf(vendor: VendorRow): string {
    const name = vendor.owner_name?.trim();
    if (!name) {
      throw new ApiError(400, "Add the owner's name to your profile first: every check compares names with it", {
        fields: { ownerName: "Owner's name is required" },
      });
    }
    return name;
  }

  async function allowCheck(vendor: VendorRow, step: KycStep) {
    const hit = await limiter.hit(`kyc:${step}:${vendor.id}`, KYC_CHECKS_PER_DAY);
    if (!hit.allowed) throw tooManyRequests('Too many verification attempts today. Please try again tomorrow.', hit.retryAfterSeconds);
  }

  async function askProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch {
      // An adapter that throws is a provider that is down: nothing about the shop changes.
      throw new ApiError(503, PROVIDER_DOWN);
    }
  }

  /**
   * The vendor-KYC notice the step's form showed, stored with the step it let us check (the shop
   * is the subject: a KYC step is a row of the shop's, keyed by the shop).
   */
  const kycConsent = (tx: Queryable, vendor: VendorRow, request: FastifyRequest) =>
    recordConsent(tx, { purpose: 'vendor-kyc', mobile: vendor.mobile, userId: vendor.id, subjectId: vendor.id, request, at: clock.now() });

  /**
   * Records the provider's answer as the step's state and tells the shop. `consentOf` is the
   * request whose form carried the notice (null when it was recorded as the step began: the
   * Aadhaar OTP's second half). A found holder must
   * match one of `names`; `extra` may fail the step for another reason (a GSTIN in another state).
   * A provider that found nobody is always a refusal (422, or 503 when it is down).
   */
  async function settle(
    vendor: VendorRow,
    step: KycStep,
    result: Exclude<KycAnswer, Found>,
    masked: string,
    names: string[],
    consentOf: FastifyRequest | null,
  ): Promise<never>;
  async function settle(
    vendor: VendorRow,
    step: KycStep,
    result: KycAnswer,
    masked: string,
    names: string[],
    consentOf: FastifyRequest | null,
    extra?: (found: Found) => string | null,
  ): Promise<CheckAnswer>;
  async function settle(
    vendor: VendorRow,
    step: KycStep,
    result: KycAnswer,
    masked: string,
    names: string[],
    consentOf: FastifyRequest | null,
    extra: (found: Found) => string | null = () => null,
  ): Promise<CheckAnswer> {
    if (result.outcome === 'unavailable') throw new ApiError(503, PROVIDER_DOWN);
    const now = clock.now();
    let reason: string | null;
    if (result.outcome === 'inactive') reason = result.reason;
    else if (!names.some((name) => namesMatch(result.holderName, name))) {
      reason = `The name on record (${result.holderName}) does not match the name on your profile (${names[0]})`;
    } else reason = extra(result);
    const label = KYC_STEP_LABELS[step];
    await db.transaction(async (tx) => {
      await saveKycStep(
        tx,
        vendor.id,
        step,
        {
          status: reason ? 'failed' : 'verified',
          reason,
          reference: result.reference,
          masked,
          nameFound: result.outcome === 'found' ? result.holderName : null,
          details: result.outcome === 'found' ? (result.details ?? {}) : {},
        },
        now,
      );
      if (consentOf) await kycConsent(tx, vendor, consentOf);
      await notifyShop(
        tx,
        vendor.id,
        reason
          ? { kind: 'kyc', title: `${label} verification failed`, body: reason, link: '/vender/vendor-profile' }
          : { kind: 'kyc', title: `${label} verified`, body: `Your ${label} (${masked}) is verified.`, link: '/vender/vendor-profile' },
        now,
      );
    });
    if (reason) throw new ApiError(422, reason);
    const steps = await kycStepsOf(db, vendor.id);
    return {
      success: true,
      message: `${label} verified successfully`,
      ...successCode('kyc.step-verified', { step }),
      data: { steps, permissions: shopPermissions(steps) },
    };
  }

  registerContract(app, ctx, requestAadhaarOtp, async ({ user, body: { aadhaar }, request }) => {
    const vendor = vendorOf(user);
    const owner = ownerNameOf(vendor);
    if ((await kycRowsOf(db, vendor.id)).get('aadhaar')?.status === 'verified') {
      throw new ApiError(409, 'Your Aadhaar is already verified');
    }
    await allowCheck(vendor, 'aadhaar');
    const result = await askProvider(() => kyc.requestAadhaarOtp(aadhaar, owner));
    const masked = maskAadhaar(aadhaar);
    if (result.outcome !== 'found') return settle(vendor, 'aadhaar', result, masked, [owner], request);
    await db.transaction(async (tx) => {
      await saveKycStep(tx, vendor.id, 'aadhaar', { status: 'pending', reference: result.reference, masked }, clock.now());
      await kycConsent(tx, vendor, request);
    });
    return {
      success: true,
      message: `OTP sent to the mobile number linked with Aadhaar ${masked}`,
      data: { reference: result.reference, masked },
    };
  });

  registerContract(app, ctx, verifyAadhaarOtp, async ({ user, body: input }) => {
    const vendor = vendorOf(user);
    const owner = ownerNameOf(vendor);
    const pending = (await kycRowsOf(db, vendor.id)).get('aadhaar');
    if (!pending || pending.status !== 'pending' || pending.reference !== input.reference) {
      throw new ApiError(400, 'This OTP request is not active. Please request a new OTP.', { fields: { otp: 'Request a new OTP' } });
    }
    const result = await askProvider(() => kyc.verifyAadhaarOtp(input.reference, input.otp));
    if (result.outcome === 'wrong-otp') {
      // Counted by the database, not read-then-written here: wrong OTPs sent at once (to two API
      // processes) each count, so the lock-out cannot be outrun.
      const { rows: counted } = await db.query<{ attempts: number }>(
        `UPDATE vendor_kyc_steps SET attempts = attempts + 1, updated_at = $3
         WHERE vendor_id = $1 AND step = 'aadhaar' AND status = 'pending' AND reference = $2 RETURNING attempts`,
        [vendor.id, input.reference, clock.now()],
      );
      if (counted.length === 0) {
        throw new ApiError(400, 'This OTP request is not active. Please request a new OTP.', { fields: { otp: 'Request a new OTP' } });
      }
      const attempts = counted[0]!.attempts;
      const locked = attempts >= AADHAAR_OTP_ATTEMPTS;
      if (locked) {
        await saveKycStep(
          db,
          vendor.id,
          'aadhaar',
          { status: 'failed', reason: 'Too many wrong OTPs. Please request a new OTP.', masked: pending.masked, attempts },
          clock.now(),
        );
      }
      throw locked
        ? new ApiError(429, 'Too many wrong OTPs. Please request a new OTP.', { fields: { otp: 'Too many wrong attempts' } })
        : new ApiError(400, `Invalid OTP. ${AADHAAR_OTP_ATTEMPTS - attempts} attempts left.`, { fields: { otp: 'Invalid OTP' } });
    }
    return settle(vendor, 'aadhaar', result, pending.masked ?? '', [owner], null);
  });

  registerContract(app, ctx, verifyShopOwnerAadhaar, async ({ user, body: { aadhaar }, request }) => {
    const vendor = vendorOf(user);
    const owner = ownerNameOf(vendor);
    await allowCheck(vendor, 'shopAadhaar');
    const result = await askProvider(() => kyc.checkAadhaarName(aadhaar, owner));
    return settle(vendor, 'shopAadhaar', result, maskAadhaar(aadhaar), [owner], request);
  });

  registerContract(app, ctx, verifyShopPan, async ({ user, body: { pan }, request }) => {
    const vendor = vendorOf(user);
    const owner = ownerNameOf(vendor);
    await allowCheck(vendor, 'pan');
    // A personal PAN (4th character P) is the owner's; any other is the firm's, named as the shop.
    const expected = pan.charAt(3) === 'P' ? owner : vendor.username;
    const result = await askProvider(() => kyc.verifyPan(pan, expected));
    return settle(vendor, 'pan', result, maskPan(pan), [expected], request);
  });

  registerContract(app, ctx, verifyShopBankAccount, async ({ user, body: input, request }) => {
    const vendor = vendorOf(user);
    const owner = ownerNameOf(vendor);
    await allowCheck(vendor, 'bank');
    const result = await askProvider(() => kyc.verifyBankAccount(input.accountNumber, input.ifsc, owner));
    const withIfsc: KycAnswer = result.outcome === 'found' ? { ...result, details: { ...result.details, ifsc: input.ifsc } } : result;
    // The account may be in the owner's name or the shop's (a current account).
    const answer = await settle(vendor, 'bank', withIfsc, maskAccount(input.accountNumber), [owner, vendor.username], request);
    // Verified (settle refuses otherwise): payouts go to this account, kept whole but sealed.
    if (result.outcome === 'found') {
      await savePayoutAccount(db, ctx.sealer, {
        vendorId: vendor.id,
        accountNumber: input.accountNumber,
        ifsc: input.ifsc,
        holderName: result.holderName,
        now: clock.now(),
      });
    }
    return answer;
  });

  registerContract(app, ctx, verifyShopGstin, async ({ user, body: { gstin }, request }) => {
    const vendor = vendorOf(user);
    const owner = ownerNameOf(vendor);
    await allowCheck(vendor, 'gst');
    const proprietor = gstin.charAt(5) === 'P';
    const expected = proprietor ? owner : vendor.username;
    const registeredIn = GST_STATE_NAMES[gstin.slice(0, 2)] ?? 'another state';
    const result = await askProvider(() => kyc.verifyGstin(gstin, expected));
    const withState: KycAnswer = result.outcome === 'found' ? { ...result, details: { ...result.details, state: registeredIn } } : result;
    return settle(vendor, 'gst', withState, gstin, [expected, owner, vendor.username], request, () =>
      vendor.state && normaliseState(vendor.state) === normaliseState(registeredIn)
        ? null
        : `This GSTIN is registered in ${registeredIn}; your shop's address is in ${vendor.state ?? 'no state yet'}`,
    );
  });
});
