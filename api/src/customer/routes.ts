// The customer area (docs/spec/product.md §2; api/README.md, "Customer area"): profile, referrals,
// the enquiry history and referral earnings, each registered from its contract
// (shared/src/contracts/customer.ts), which admits only a signed-in customer. Every query reads
// that customer's own rows (queries.ts). The credit-score check is the cibil domain's, consents
// and data rights the consent domain's.
import { customerEnquiries, customerEnquiry, customerProfile, customerReferral, referralEarnings, updateCustomerProfile } from '@platform/shared/contracts';
import { iso } from '../clock.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { Limit } from '../security/rate-limit.ts';
import { enquiryOf, maskedName, profileAnswerOf, REFERRAL_REWARDS } from './mappers.ts';
import { creditEarnedRewards, earningsPage, emailTaken, mayChangeProfile, ownRequest, ownRequestsPage, referredPeople, updateProfile } from './queries.ts';

/**
 * Profile changes per customer: people fix a typo or two; a script trying emails one by one to
 * learn which are registered gets a handful an hour.
 */
export const PROFILE_UPDATES_PER_HOUR: Limit = { limit: 10, windowMs: 60 * 60_000 };

export const customerPlugin = domainPlugin((app, ctx) => {
  const { db, clock, limiter } = ctx;

  registerContract(app, ctx, customerProfile, async ({ user }) => ({
    success: true,
    message: 'Profile fetched successfully',
    data: profileAnswerOf(user, await mayChangeProfile(db, user)),
  }));

  registerContract(app, ctx, updateCustomerProfile, async ({ user, body: input }) => {
    if (!(await mayChangeProfile(db, user))) {
      throw new ApiError(403, 'Your profile is locked because a credit report was fetched in your name. Please contact support to change it.');
    }
    const allowed = await limiter.hit(`profile-update:user:${user.id}`, PROFILE_UPDATES_PER_HOUR);
    if (!allowed.allowed) {
      throw tooManyRequests('You have changed your profile several times in the last hour. Please try again later.', allowed.retryAfterSeconds);
    }
    if (await emailTaken(db, input.email, user)) {
      // Not "already registered": the answer must not confirm that someone has an account.
      const message = 'This email address cannot be used. Please enter another one.';
      throw new ApiError(409, message, { fields: { email: message } });
    }
    const updated = await updateProfile(db, user, input, clock.now());
    return { success: true, message: 'Profile updated successfully', data: profileAnswerOf(updated, await mayChangeProfile(db, updated)) };
  });

  registerContract(app, ctx, customerReferral, async ({ user }) => {
    const referred = (await referredPeople(db, user)).map((row) => ({
      id: row.id,
      kind: row.kind,
      name: maskedName(row.name),
      product: row.product,
      status: row.verified ? ('verified' as const) : ('pending' as const),
      referredAt: iso(row.referred_at)!,
    }));
    return {
      success: true,
      message: 'Referrals fetched successfully',
      data: {
        referralCode: user.referral_code,
        rewards: REFERRAL_REWARDS,
        referred,
        summary: { total: referred.length, verified: referred.filter((r) => r.status === 'verified').length },
      },
    };
  });

  registerContract(app, ctx, customerEnquiries, async ({ user, query: { page, limit } }) => {
    const { rows, total } = await ownRequestsPage(db, user, page, limit);
    return {
      success: true,
      message: 'Enquiries fetched successfully',
      data: { items: rows.map(enquiryOf), page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  });

  registerContract(app, ctx, customerEnquiry, async ({ user, params: { id } }) => {
    const row = isUuid(id) ? await ownRequest(db, user, id) : undefined;
    if (!row) throw new ApiError(404, 'Enquiry not found');
    return { success: true, message: 'Enquiry fetched successfully', data: enquiryOf(row) };
  });

  registerContract(app, ctx, referralEarnings, async ({ user, query: { page, limit } }) => {
    await creditEarnedRewards(db, user, clock.now());
    const { rows, entries, earned, paid } = await earningsPage(db, user, page, limit);
    return {
      success: true,
      message: 'Earnings fetched successfully',
      data: {
        items: rows.map((row) => ({
          id: row.id,
          source: row.source,
          description: row.description,
          amount: Number(row.amount),
          status: row.status,
          earnedAt: iso(row.earned_at)!,
        })),
        totals: { entries, earned, paid, balance: earned - paid },
        page,
        limit,
        total: entries,
        totalPages: Math.ceil(entries / limit),
      },
    };
  });
});
