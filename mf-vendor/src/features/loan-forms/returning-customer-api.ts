// A returning customer (GET /api/get-user): an OTP to the customer's mobile, the code they read
// out, then their saved details with the consent token the code gave. The panel shows failures
// itself, beside the step that failed (notifyOnError: false).
import { FLOW_TOKEN_HEADER } from '@platform/shared/api';
import { getUser, sendCustomerLookupOtp, uploadSaleDocuments, verifyCustomerLookupOtp } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { ReturningCustomer } from '@platform/shared/schemas';
import { progressPerFile, type OnFileProgress } from '@platform/shared/upload';

export async function sendCustomerOtp(mobile: string) {
  return callContract(sendCustomerLookupOtp, { body: { mobile }, options: { notifyOnError: false } });
}

export async function confirmCustomerOtp(otp: string, lookupToken: string) {
  return callContract(verifyCustomerLookupOtp, { body: { otp }, flowToken: lookupToken, options: { notifyOnError: false } });
}

export async function fetchReturningCustomer(mobile: string, consentToken: string): Promise<ReturningCustomer> {
  // With `mobile`, GET /api/get-user answers the returning customer (the other answer is the caller's own identity).
  const { data } = await callContract(getUser, { query: { mobile }, headers: { [FLOW_TOKEN_HEADER]: consentToken }, options: { notifyOnError: false } });
  return data as ReturningCustomer;
}

/** The documents the shop attached to a sale it has just filed, in one request (stored together); `onProgress` reports them in `Object.values` order. */
export async function attachSaleDocuments(saleId: string, files: Readonly<Record<string, File>>, onProgress?: OnFileProgress) {
  const form = new FormData();
  for (const [kind, file] of Object.entries(files)) form.append(kind, file);
  const sent = Object.values(files);
  return callContract(uploadSaleDocuments, {
    params: { loanId: saleId },
    form,
    options: { notifyOnError: false, onUploadProgress: (event) => onProgress?.(progressPerFile(sent, event.loaded, event.total)) },
  });
}
