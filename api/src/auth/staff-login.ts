// OTP sign-in for staff: telecallers (`/telecaller/send-otp`, `/telecaller/verify-otp`) and partner
// bankers (`/banker/send-otp`, `/banker/verify-otp`). The access token carries the role, which the
// shell's guards and every lead route read. Sending answers the same for every number, so the page
// cannot be used to find out who is staff: a number with no staff account in that role gets a
// flow that fails at the code, like a wrong code. A banker waiting for approval signs in (to see
// that they wait); a suspended or rejected account is refused at the code.
import type { FastifyInstance } from 'fastify';
import { sendBankerOtp, sendTelecallerOtp, STAFF_OTP_SENT, verifyBankerOtp, verifyTelecallerOtp } from '@platform/shared/contracts';
import { APPROVAL_MESSAGES, clientAddress, type AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { NO_STAFF_ACCOUNT, type OtpPurpose } from '../security/tokens.ts';
import { findAccountByMobile, findUserById } from '../users.ts';
import { requestLanguage } from './language.ts';
import { confirmMobile } from './queries.ts';
import { signInStaff } from './sign-in.ts';

type StaffRole = 'telecaller' | 'banker';

const CONTRACTS = {
  telecaller: { send: sendTelecallerOtp, verify: verifyTelecallerOtp },
  banker: { send: sendBankerOtp, verify: verifyBankerOtp },
} as const;

/** After a code that checked out but opens no account of the role (never before the code). */
const notRegistered: Record<StaffRole, string> = {
  telecaller: 'This mobile number is not registered as a telecaller. Ask your team lead to add you.',
  banker: 'This mobile number is not registered as a partner banker. Submit your details on the banker page first.',
};

export function staffLoginRoutes(app: FastifyInstance, ctx: AppContext, role: StaffRole): void {
  const { db, clock, tokens, otp } = ctx;

  registerContract(app, ctx, CONTRACTS[role].send, async ({ body: { mobile }, request }) => {
    await otp.checkSendAllowed('login', mobile, clientAddress(request));
    const user = await findAccountByMobile(db, mobile);
    const known = !!user && user.role === role && user.mobile_verified_at !== null;
    const login = await tokens.issue('login', known ? user.id : NO_STAFF_ACCOUNT, { mobile });
    await otp.send('login', mobile, login.jti, { deliver: known, language: requestLanguage(request) });
    return { success: true, message: STAFF_OTP_SENT, newToken: login.token };
  });

  registerContract(app, ctx, CONTRACTS[role].verify, async ({ body, flow: claims, request, reply }) => {
    // The code is checked first, for every flow: a number that is not staff fails here exactly
    // as a wrong code does (its code was never delivered).
    await otp.verify(claims.purpose as OtpPurpose, claims.jti, body.otp, clientAddress(request), { mobile: claims.mobile });
    const user = await findUserById(db, claims.sub);
    if (!user || user.role !== role || user.mobile !== claims.mobile) {
      throw new ApiError(403, notRegistered[role]);
    }
    if (user.approval_status === 'suspended' || user.approval_status === 'rejected') {
      throw new ApiError(403, APPROVAL_MESSAGES[user.approval_status]);
    }
    await confirmMobile(db, user.id, clock.now());
    const pending = user.approval_status === 'pending';
    return {
      success: true,
      message:
        claims.purpose === 'signup'
          ? 'Mobile number verified. Your details are with our operations team for approval.'
          : pending
            ? 'Logged in. Your account is waiting for approval.'
            : 'Logged in successfully',
      ...(await signInStaff(ctx, user, reply)),
    };
  });
}
