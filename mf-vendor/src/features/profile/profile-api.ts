import { apiClient } from '@platform/shared/api';
import { noticeHeaders } from '@platform/shared/forms';
import type { KycStepState, VendorDocument, VendorProfile } from '@platform/shared/dashboard';
import type { ChangePasswordInput, VendorProfileUpdateInput } from '@platform/shared/schemas';

type KycAnswer = { message: string; data: { steps: KycStepState[] } };

/** Every KYC check that sends a number to its issuer names the vendor-KYC notice its form showed. */
const kycConsent = () => ({ headers: noticeHeaders('vendor-kyc') });

export async function updateVendorProfile(payload: VendorProfileUpdateInput) {
  const { data } = await apiClient.post<{ message: string; data: VendorProfile }>('/api/update-profile', payload);
  return data;
}

export async function changePassword(payload: ChangePasswordInput) {
  const { data } = await apiClient.post<{ message: string; accessToken?: unknown }>('/auth/change-password', payload);
  return data;
}

export async function uploadDocuments(files: { shopPhoto?: File; addressProof?: File }) {
  const form = new FormData();
  if (files.shopPhoto) form.append('shopPhoto', files.shopPhoto);
  if (files.addressProof) form.append('addressProof', files.addressProof);
  const { data } = await apiClient.put<{ message: string; data: { documents: VendorDocument[] } }>('/api/upload-docs', form);
  return data;
}

/** The document's bytes (the request needs the access token, so an <img src> cannot fetch it). */
export async function fetchDocument(id: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/api/vendor-docs/${encodeURIComponent(id)}`, { responseType: 'blob' });
  return data;
}

export async function requestAadhaarOtp(aadhaar: string) {
  const { data } = await apiClient.post<{ message: string; data: { reference: string; masked: string } }>('/auth/aadhar-otp', { aadhaar }, kycConsent());
  return data;
}
export const verifyAadhaarOtp = async (payload: { otp: string; reference: string }) => (await apiClient.post<KycAnswer>('/auth/aadhar-verify', payload)).data;
export const verifyShopAadhaar = async (payload: { aadhaar: string }) =>
  (await apiClient.post<KycAnswer>('/auth/verify-shop-aadhar', payload, kycConsent())).data;
export const verifyPan = async (payload: { pan: string }) => (await apiClient.post<KycAnswer>('/auth/pan-verify', payload, kycConsent())).data;
export const verifyBank = async (payload: { accountNumber: string; confirmAccountNumber: string; ifsc: string }) =>
  (await apiClient.post<KycAnswer>('/auth/bank-verify', payload, kycConsent())).data;
export const verifyGst = async (payload: { gstin: string }) => (await apiClient.post<KycAnswer>('/auth/gst-verify', payload, kycConsent())).data;
