// The calls of a service request (docs/spec/product.md §7, CA services), through their contracts
// (@platform/shared/contracts): the multipart submission with its upload progress, the request
// read back, and the fee paid from the wallet.
import { payServiceFee, serviceRequestContract, shopServiceRequest, type ResponseOf, type ServiceRequestContract } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { ServiceDefinition } from '@platform/shared/schemas';
import { filesOfDocument } from '@platform/shared/schemas';
import { progressPerFile, type OnFileProgress } from '@platform/shared/upload';

/** A request as the shop reads it back (with the wallet after the call when the call says it). */
export type ServiceSubmission = ResponseOf<typeof shopServiceRequest>['data'] & { balance?: number };

/** The form's values as multipart: text fields as key/value, then every document's files in order. */
export function toFormData(service: ServiceDefinition, values: Record<string, unknown>, payFromWallet: boolean): { body: FormData; files: File[] } {
  const body = new FormData();
  for (const field of service.fields) {
    const value = values[field.name];
    if (typeof value === 'string' && value !== '') body.append(field.name, value);
  }
  if (payFromWallet) body.append('payFrom', 'wallet');
  const files: File[] = [];
  for (const doc of service.documents) {
    for (const file of filesOfDocument(values[doc.key]) as File[]) {
      body.append(doc.key, file, file.name);
      files.push(file);
    }
  }
  return { body, files };
}

export async function sendServiceRequest(
  service: ServiceDefinition,
  values: Record<string, unknown>,
  payFromWallet: boolean,
  onProgress: OnFileProgress,
): Promise<ResponseOf<ServiceRequestContract>> {
  const { body, files } = toFormData(service, values, payFromWallet);
  return callContract(serviceRequestContract(service), {
    form: body,
    options: {
      onUploadProgress: (event) => onProgress(progressPerFile(files, event.loaded, event.total)),
      // Uploads over a slow shop connection take a while; the default timeout is for JSON calls.
      timeout: 10 * 60_000,
    },
  });
}

export async function fetchSubmission(id: string): Promise<ServiceSubmission | null> {
  try {
    return (await callContract(shopServiceRequest, { params: { id }, options: { notifyOnError: false } })).data;
  } catch {
    return null;
  }
}

export const payFeeFromWallet = (id: string) => callContract(payServiceFee, { params: { id } });
