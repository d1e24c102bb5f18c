// One request function per endpoint of the account flows (docs/spec/product.md §7), each called
// through its contract (@platform/shared/contracts): the answer's type is the contract's. The
// payload keys are the spec's, `conformpassword` included.
import {
  getAddress,
  logIn as logInContract,
  registerPartner as registerContract,
  resendOtp as resendContract,
  resetPassword as resetContract,
  startPasswordReset as startResetContract,
  verifySignUpOtp as verifySignUpContract,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { LoginInput, MobileOnlyInput, RegistrationInput, ResetPasswordInput } from '@platform/shared/schemas';

export type PincodeAddress = ResponseOf<typeof getAddress>['data'];

export const registerPartner = (payload: RegistrationInput) => callContract(registerContract, { body: payload });

export const verifySignUpOtp = (otp: string, signUpToken: string) => callContract(verifySignUpContract, { body: { otp }, flowToken: signUpToken });

export const resendOtp = (payload: MobileOnlyInput, flowToken: string) => callContract(resendContract, { body: payload, flowToken });

export const logIn = (payload: LoginInput) => callContract(logInContract, { body: payload });

export const startPasswordReset = (payload: MobileOnlyInput) => callContract(startResetContract, { body: payload });

export const resetPassword = (payload: ResetPasswordInput, forgotToken: string) => callContract(resetContract, { body: payload, flowToken: forgotToken });

/** The address of a PIN code. Quiet on failure: the sign-up form says it beside the field. */
export async function lookUpPincode(pinCode: string): Promise<PincodeAddress> {
  return (await callContract(getAddress, { body: { pinCode }, options: { notifyOnError: false } })).data;
}
