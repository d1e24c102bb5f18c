// A returning customer (GET /api/get-user): an OTP to the customer's mobile, the code they read
// out, then their saved details with the consent token the code gave. The panel shows failures
// itself, beside the step that failed (notifyOnError: false).
import { apiClient, FLOW_TOKEN_HEADER } from '@platform/shared/api';
import type { ReturningCustomer } from '@platform/shared/schemas';

export async function sendCustomerOtp(mobile: string) {
  const { data } = await apiClient.post<{ message: string; newToken: string }>('/api/get-user/send-otp', { mobile }, { notifyOnError: false });
  return data;
}

export async function confirmCustomerOtp(otp: string, lookupToken: string) {
  const { data } = await apiClient.post<{ message: string; consentToken: string; mobile: string }>(
    '/api/get-user/verify-otp',
    { otp },
    { headers: { [FLOW_TOKEN_HEADER]: lookupToken }, notifyOnError: false },
  );
  return data;
}

export async function fetchReturningCustomer(mobile: string, consentToken: string): Promise<ReturningCustomer> {
  const { data } = await apiClient.get<{ data: ReturningCustomer }>(`/api/get-user?${new URLSearchParams({ mobile })}`, {
    headers: { [FLOW_TOKEN_HEADER]: consentToken },
    notifyOnError: false,
  });
  return data.data;
}

/** The documents the shop attached to a sale it has just filed, in one request (stored together). */
export async function attachSaleDocuments(saleId: string, files: Readonly<Record<string, File>>) {
  const form = new FormData();
  for (const [kind, file] of Object.entries(files)) form.append(kind, file);
  const { data } = await apiClient.put<{ message: string; data: { pendingDocuments: number } }>(`/api/pendency-docs/${encodeURIComponent(saleId)}`, form, {
    notifyOnError: false,
  });
  return data;
}
