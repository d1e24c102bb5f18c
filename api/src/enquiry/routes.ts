// The education-loan enquiry (docs/spec/product.md §§3 and 7): submitted with the enquirer's
// mobile, then confirmed with the OTP sent to it. Each route is on its contract
// (@platform/shared/contracts, enquiry.ts); development tools add /dev/enquiries.
import { randomUUID } from 'node:crypto';
import { listDevEnquiries, submitEnquiry, verifyEnquiry } from '@platform/shared/contracts';
import { recordConsent } from '../consent/ledger.ts';
import { clientAddress, optionalAccessToken } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { answerIdempotently } from '../http/idempotency.ts';
import { openLead } from '../leads/lifecycle.ts';
import { enquiriesOfMobile, insertEnquiry, markVerified } from './queries.ts';
import { requestLanguage } from '../auth/language.ts';

export const enquiryPlugin = domainPlugin((app, ctx) => {
  const { db, clock, tokens, otp } = ctx;

  registerContract(app, ctx, submitEnquiry, async ({ body: input, request, reply }) => {
    const account = await optionalAccessToken(ctx, request);
    return answerIdempotently({
      ctx,
      scope: 'POST /inquiry/inquiry-submission',
      request,
      reply,
      body: input as Record<string, unknown>,
      noun: 'enquiry',
      account,
      check: () => otp.checkSendAllowed('enquiry', input.mobile, clientAddress(request)),
      work: async (tx) => {
        const id = randomUUID();
        const now = clock.now();
        const enquiry = await tokens.issue('enquiry', id, { mobile: input.mobile });
        const userId = await insertEnquiry(tx, id, input, account?.sub ?? '', clientAddress(request), now);
        // The enquiry and its lead (with its telecaller) exist together or not at all.
        await openLead(tx, now, {
          id,
          source: 'enquiry',
          product: input.type,
          customerName: input.username,
          mobile: input.mobile,
          pincode: input.pincode,
          amount: input.loanAmount,
          shopID: input.shopID || null,
          userId,
        });
        // termsAccepted is required to be true: what it agreed to is recorded with the enquiry.
        await recordConsent(tx, { purpose: 'enquiry', mobile: input.mobile, userId, subjectId: id, request, at: now });
        return {
          status: 201,
          answer: {
            success: true as const,
            message: 'Your inquiry has been submitted. Enter the OTP sent to your mobile number.',
            inquiryToken: enquiry.token,
          },
          // The OTP goes out once the enquiry is stored for good.
          afterCommit: () => otp.send('enquiry', input.mobile, enquiry.jti, { language: requestLanguage(request) }),
        };
      },
    });
  });

  registerContract(app, ctx, verifyEnquiry, async ({ body, request, flow: claims }) => {
    await otp.verify('enquiry', claims.jti, body.otp, clientAddress(request));
    await markVerified(db, claims.sub, clock.now());
    return { success: true, message: 'Your inquiry has been verified. Our team will contact you shortly.' };
  });

  if (ctx.devTools) {
    registerContract(app, ctx, listDevEnquiries, async ({ query }) => ({
      success: true,
      message: 'Enquiries',
      data: await enquiriesOfMobile(db, query.mobile),
    }));
  }
});
