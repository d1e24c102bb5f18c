// A shop's CA and other service requests (docs/decisions/012-ca-service-requests.md): the list, a
// file as stored, documents sent again when our team asks for them.
import { apiClient } from '@platform/shared/api';
import type { ServiceGroup, SubmissionStatus } from '@platform/shared/schemas';

export interface RequestFile {
  id: string;
  document: string;
  label: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: string;
}

export interface ServiceRequest {
  id: string;
  serviceId: string;
  service: string;
  group: ServiceGroup;
  status: SubmissionStatus;
  statusLabel: string;
  reason: string | null;
  feePaise: number;
  paidAt: string | null;
  createdAt: string;
  documents: RequestFile[];
  deliverable: RequestFile | null;
  history: Array<{ status: SubmissionStatus; label: string; note: string | null; at: string }>;
}

export const serviceHistoryKey = (group: ServiceGroup) => ['vendor', 'service-requests', group] as const;

export async function fetchServiceRequests(group: ServiceGroup): Promise<ServiceRequest[]> {
  const { data } = await apiClient.get<{ data: { items: ServiceRequest[] } }>('/ca/submissions', { params: { group } });
  return data.data.items;
}

export async function fetchRequestFile(id: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/ca/files/${encodeURIComponent(id)}`, { responseType: 'blob' });
  return data;
}

export async function sendDocumentsAgain(id: string, files: ReadonlyArray<{ document: string; file: File }>): Promise<{ message: string }> {
  const body = new FormData();
  for (const { document, file } of files) body.append(document, file, file.name);
  const { data } = await apiClient.put<{ message: string }>(`/ca/submissions/${encodeURIComponent(id)}/documents`, body, { timeout: 10 * 60_000 });
  return data;
}

/** Withdraws a request before work starts; a paid fee goes back to the wallet (the message says how much). */
export async function withdrawRequest(id: string): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>(`/ca/submissions/${encodeURIComponent(id)}/withdraw`, {});
  return data;
}
