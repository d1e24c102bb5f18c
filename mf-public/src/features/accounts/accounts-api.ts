// One request function per endpoint of the account flows (docs/spec/product.md §7). The payload
// keys are the spec's, `conformpassword` included.
import { apiClient, FLOW_TOKEN_HEADER } from '@platform/shared/api';
import type { LoginInput, MobileOnlyInput, RegistrationInput, ResetPasswordInput } from '@platform/shared/schemas';

export interface SignInAnswer {
  success: boolean;
  message: string;
  accessToken: string;
}

export interface PostOffice {
  name: string;
}

export interface PincodeAddress {
  pinCode: string;
  state: string;
  district: string;
  city: string;
  postOffices: PostOffice[];
}

const withFlowToken = (token: string) => ({ headers: { [FLOW_TOKEN_HEADER]: token } });

export async function registerPartner(payload: RegistrationInput) {
  const { data } = await apiClient.post<{ message: string; signUpToken: string }>('/api/register', payload);
  return data;
}

export async function verifySignUpOtp(otp: string, signUpToken: string) {
  const { data } = await apiClient.post<SignInAnswer>('/auth/mobile-verify', { otp }, withFlowToken(signUpToken));
  return data;
}

export async function resendOtp(payload: MobileOnlyInput, flowToken: string) {
  const { data } = await apiClient.post<{ message: string; newToken: string }>('/auth/verify-resend-otp', payload, withFlowToken(flowToken));
  return data;
}

export async function logIn(payload: LoginInput) {
  const { data } = await apiClient.post<SignInAnswer>('/api/login', payload);
  return data;
}

export async function startPasswordReset(payload: MobileOnlyInput) {
  const { data } = await apiClient.post<{ message: string; forgotToken: string }>('/auth/forgot-password', payload);
  return data;
}

export async function resetPassword(payload: ResetPasswordInput, forgotToken: string) {
  const { data } = await apiClient.post<{ message: string }>('/auth/verify-reset-otp', payload, withFlowToken(forgotToken));
  return data;
}

/** The address of a PIN code. Quiet on failure: the sign-up form says it beside the field. */
export async function lookUpPincode(pinCode: string) {
  const { data } = await apiClient.post<{ data: PincodeAddress }>('/api/get-address', { pinCode }, { notifyOnError: false });
  return data.data;
}
