import { apiClient, FLOW_TOKEN_HEADER } from '@platform/shared/api';
import type { MobileOnlyInput, OtpVerifyInput } from '@platform/shared/schemas';

export async function sendLoginOtp(payload: MobileOnlyInput) {
  const { data } = await apiClient.post<{ message: string; newToken: string }>('/auth/send-otp', payload);
  return data;
}

export async function verifyLoginOtp(payload: OtpVerifyInput, loginToken: string) {
  const { data } = await apiClient.post<{ message: string; accessToken: string }>('/auth/verify-otp', payload, {
    headers: { [FLOW_TOKEN_HEADER]: loginToken },
  });
  return data;
}

export async function resendLoginOtp(payload: MobileOnlyInput, loginToken: string) {
  const { data } = await apiClient.post<{ message: string; newToken: string }>('/auth/verify-resend-otp', payload, {
    headers: { [FLOW_TOKEN_HEADER]: loginToken },
  });
  return data;
}
