// The calls of a service request (docs/spec/product.md §7, CA services): the multipart submission
// with its upload progress, the request read back, and the fee paid from the wallet.
import { apiClient } from '@platform/shared/api';
import type { ServiceDefinition, SubmissionStatus } from '@platform/shared/schemas';
import { filesOfDocument } from '@platform/shared/schemas';

export interface SubmittedFile {
  id: string;
  document: string;
  label: string;
  fileName: string;
  sizeBytes: number;
}

export interface ServiceSubmission {
  id: string;
  service: string;
  status: SubmissionStatus;
  statusLabel: string;
  feePaise: number;
  documents: SubmittedFile[];
  /** The wallet after the call, paise. */
  balance?: number;
}

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

/**
 * Percent sent per file from the body's overall progress. The files follow the text fields in
 * the body, in order, so each one's share is the bytes sent past its start.
 */
export function progressPerFile(files: readonly { size: number }[], loaded: number, total: number | undefined): number[] {
  const sizes = files.map((f) => f.size);
  const fileBytes = sizes.reduce((a, b) => a + b, 0);
  const whole = total && total > 0 ? total : fileBytes;
  const before = Math.max(0, whole - fileBytes);
  let start = before;
  return sizes.map((size) => {
    const sent = Math.min(Math.max(loaded - start, 0), size);
    start += size;
    return size === 0 ? (loaded >= start ? 100 : 0) : Math.round((sent / size) * 100);
  });
}

export async function sendServiceRequest(
  service: ServiceDefinition,
  values: Record<string, unknown>,
  payFromWallet: boolean,
  onProgress: (percentPerFile: number[]) => void,
): Promise<{ message: string; data: ServiceSubmission }> {
  const { body, files } = toFormData(service, values, payFromWallet);
  const { data } = await apiClient.post<{ message: string; data: ServiceSubmission }>(service.endpoint, body, {
    onUploadProgress: (event) => onProgress(progressPerFile(files, event.loaded, event.total)),
    // Uploads over a slow shop connection take a while; the default timeout is for JSON calls.
    timeout: 10 * 60_000,
  });
  return data;
}

export async function fetchSubmission(id: string): Promise<ServiceSubmission | null> {
  try {
    const { data } = await apiClient.get<{ data: ServiceSubmission }>(`/ca/submissions/${encodeURIComponent(id)}`, { notifyOnError: false });
    return data.data;
  } catch {
    return null;
  }
}

export async function payFeeFromWallet(id: string): Promise<{ message: string; data: ServiceSubmission }> {
  const { data } = await apiClient.post<{ message: string; data: ServiceSubmission }>(`/ca/submissions/${encodeURIComponent(id)}/pay`, {});
  return data;
}
