// A shop's CA and other service requests (docs/decisions/012-ca-service-requests.md), through their
// contracts (@platform/shared/contracts, ca-services.ts): the list, a file as stored, documents
// sent again when our team asks for them, withdrawing before work starts.
import { sendRequestedDocuments, serviceRequestFile, shopServiceRequests, withdrawServiceRequest, type ResponseOf } from '@platform/shared/contracts';
import { callContract, downloadContract } from '@platform/shared/contracts/client';
import type { ServiceGroup } from '@platform/shared/schemas';

export type ServiceRequest = ResponseOf<typeof shopServiceRequests>['data']['items'][number];
export type RequestFile = ServiceRequest['documents'][number];

export const serviceHistoryKey = (group: ServiceGroup) => ['vendor', 'service-requests', group] as const;

export async function fetchServiceRequests(group: ServiceGroup): Promise<ServiceRequest[]> {
  return (await callContract(shopServiceRequests, { query: { group } })).data.items;
}

export const fetchRequestFile = (id: string): Promise<Blob> => downloadContract(serviceRequestFile, { params: { id } });

export function sendDocumentsAgain(id: string, files: ReadonlyArray<{ document: string; file: File }>) {
  const form = new FormData();
  for (const { document, file } of files) form.append(document, file, file.name);
  return callContract(sendRequestedDocuments, { params: { id }, form, options: { timeout: 10 * 60_000 } });
}

/** Withdraws a request before work starts; a paid fee goes back to the wallet (the message says how much). */
export const withdrawRequest = (id: string) => callContract(withdrawServiceRequest, { params: { id } });
