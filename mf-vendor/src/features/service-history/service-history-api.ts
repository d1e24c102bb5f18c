// A shop's CA and other service requests (docs/decisions/012-ca-service-requests.md), through their
// contracts (@platform/shared/contracts, ca-services.ts): the list, one request, a file as stored,
// documents sent again when our team asks for them, withdrawing before work starts.
import {
  sendRequestedDocuments,
  serviceRequestFile,
  shopServiceRequest,
  shopServiceRequests,
  withdrawServiceRequest,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract, downloadContract } from '@platform/shared/contracts/client';
import type { ServiceGroup } from '@platform/shared/schemas';
import { progressPerFile, type OnFileProgress } from '@platform/shared/upload';

export type ServiceRequest = ResponseOf<typeof shopServiceRequests>['data']['items'][number];
export type RequestFile = ServiceRequest['documents'][number];

/** Every service-request query of the shop starts with this, so one change refreshes the list and the detail. */
export const SERVICE_REQUESTS_KEY = ['vendor', 'service-requests'] as const;
export const serviceHistoryKey = (group: ServiceGroup) => [...SERVICE_REQUESTS_KEY, group] as const;
export const serviceRequestKey = (id: string) => [...SERVICE_REQUESTS_KEY, 'one', id] as const;

export async function fetchServiceRequest(id: string): Promise<ServiceRequest> {
  return (await callContract(shopServiceRequest, { params: { id } })).data;
}

export async function fetchServiceRequests(group: ServiceGroup): Promise<ServiceRequest[]> {
  return (await callContract(shopServiceRequests, { query: { group } })).data.items;
}

export const fetchRequestFile = (id: string): Promise<Blob> => downloadContract(serviceRequestFile, { params: { id } });

/** `onProgress` reports the files in the order given. */
export function sendDocumentsAgain(id: string, files: ReadonlyArray<{ document: string; file: File }>, onProgress?: OnFileProgress) {
  const form = new FormData();
  for (const { document, file } of files) form.append(document, file, file.name);
  const sent = files.map(({ file }) => file);
  return callContract(sendRequestedDocuments, {
    params: { id },
    form,
    options: { onUploadProgress: (event) => onProgress?.(progressPerFile(sent, event.loaded, event.total)), timeout: 10 * 60_000 },
  });
}

/** Withdraws a request before work starts; a paid fee goes back to the wallet (the message says how much). */
export const withdrawRequest = (id: string) => callContract(withdrawServiceRequest, { params: { id } });
