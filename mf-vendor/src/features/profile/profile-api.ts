import {
  changePassword as changePasswordContract,
  downloadShopDocument,
  requestAadhaarOtp as requestAadhaarOtpContract,
  updateShopProfile,
  uploadShopDocuments,
  verifyAadhaarOtp as verifyAadhaarOtpContract,
  verifyShopBankAccount,
  verifyShopGstin,
  verifyShopOwnerAadhaar,
  verifyShopPan,
  type BodyOf,
} from '@platform/shared/contracts';
import { callContract, downloadContract } from '@platform/shared/contracts/client';
import { noticeHeaders } from '@platform/shared/forms';
import type { ChangePasswordInput, VendorProfileUpdateInput } from '@platform/shared/schemas';
import { progressPerFile, type OnFileProgress } from '@platform/shared/upload';

/** Every KYC check that sends a number to its issuer names the vendor-KYC notice its form showed. */
const kycConsent = () => noticeHeaders('vendor-kyc');

export async function updateVendorProfile(payload: VendorProfileUpdateInput) {
  return callContract(updateShopProfile, { body: payload });
}

export async function changePassword(payload: ChangePasswordInput) {
  return callContract(changePasswordContract, { body: payload });
}

/** The photo, then the proof (the order `onProgress` reports them in), each when chosen. */
export async function uploadDocuments(files: { shopPhoto?: File; addressProof?: File }, onProgress?: OnFileProgress) {
  const form = new FormData();
  if (files.shopPhoto) form.append('shopPhoto', files.shopPhoto);
  if (files.addressProof) form.append('addressProof', files.addressProof);
  const sent = [files.shopPhoto, files.addressProof].filter((file) => file !== undefined);
  return callContract(uploadShopDocuments, {
    form,
    options: { onUploadProgress: (event) => onProgress?.(progressPerFile(sent, event.loaded, event.total)) },
  });
}

/** The document's bytes (the request needs the access token, so an <img src> cannot fetch it). */
export async function fetchDocument(id: string): Promise<Blob> {
  return downloadContract(downloadShopDocument, { params: { id } });
}

export const requestAadhaarOtp = async (aadhaar: string) => callContract(requestAadhaarOtpContract, { body: { aadhaar }, headers: kycConsent() });
export const verifyAadhaarOtp = async (payload: BodyOf<typeof verifyAadhaarOtpContract>) => callContract(verifyAadhaarOtpContract, { body: payload });
export const verifyShopAadhaar = async (payload: BodyOf<typeof verifyShopOwnerAadhaar>) =>
  callContract(verifyShopOwnerAadhaar, { body: payload, headers: kycConsent() });
export const verifyPan = async (payload: BodyOf<typeof verifyShopPan>) => callContract(verifyShopPan, { body: payload, headers: kycConsent() });
export const verifyBank = async (payload: BodyOf<typeof verifyShopBankAccount>) =>
  callContract(verifyShopBankAccount, { body: payload, headers: kycConsent() });
export const verifyGst = async (payload: BodyOf<typeof verifyShopGstin>) => callContract(verifyShopGstin, { body: payload, headers: kycConsent() });
