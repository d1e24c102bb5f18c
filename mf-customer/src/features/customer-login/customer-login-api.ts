// A customer's OTP sign-in, through the endpoints' contracts (@platform/shared/contracts).
import { resendOtp, sendLoginOtp as sendContract, verifyLoginOtp as verifyContract } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { MobileOnlyInput, OtpVerifyInput } from '@platform/shared/schemas';

export const sendLoginOtp = (payload: MobileOnlyInput) => callContract(sendContract, { body: payload });

export const verifyLoginOtp = (payload: OtpVerifyInput, loginToken: string) => callContract(verifyContract, { body: payload, flowToken: loginToken });

export const resendLoginOtp = (payload: MobileOnlyInput, loginToken: string) => callContract(resendOtp, { body: payload, flowToken: loginToken });
