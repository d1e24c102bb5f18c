// The CA fulfilment requests of the operations console, each through its endpoint's contract
// (@platform/shared/contracts, ca-services-back-office.ts), typed by it.
import {
  assignCaRequest,
  caExperts,
  caRequestQueue,
  caStaffRequest,
  completeCaRequest,
  rejectCaRequest,
  requestCaDocuments,
  serviceRequestFile,
  startCaRequest,
  uploadCaDeliverable,
  type DeliverableKind,
  type QueryOf,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract, downloadContract } from '@platform/shared/contracts/client';

export type CaQueue = ResponseOf<typeof caRequestQueue>['data'];
export type CaQueueItem = CaQueue['items'][number];
export type CaRequest = ResponseOf<typeof caStaffRequest>['data'];
export type CaExpert = ResponseOf<typeof caExperts>['data']['items'][number];
export type CaFile = CaRequest['documents'][number];

/** The queue's filters as the URL carries them ('' = any). */
export interface QueueFilters {
  status: string;
  service: string;
  assignee: string;
  overdue: string;
  page: number;
}

/** Every CA query starts with this, so one move refreshes the queue and the request alike. */
export const CA_KEY = ['ops', 'ca-requests'] as const;
export const queueKey = (filters: QueueFilters) => [...CA_KEY, 'queue', filters] as const;
export const requestKey = (id: string) => [...CA_KEY, 'one', id] as const;
export const expertsKey = [...CA_KEY, 'experts'] as const;

export async function fetchQueue(filters: QueueFilters): Promise<CaQueue> {
  // The URL's values go as they are (the server names a filter it does not know, 400); the
  // defaults are left out, so the request says only what was chosen.
  const chosen = Object.entries(filters).filter(([name, value]) => value !== '' && !(name === 'page' && value === 1));
  const query = chosen.length > 0 ? (Object.fromEntries(chosen) as QueryOf<typeof caRequestQueue>) : undefined;
  return (await callContract(caRequestQueue, query ? { query } : {})).data;
}

export const fetchRequest = async (id: string): Promise<CaRequest> => (await callContract(caStaffRequest, { params: { id } })).data;

export const fetchExperts = async (): Promise<CaExpert[]> => (await callContract(caExperts)).data.items;

export const fetchFile = (id: string): Promise<Blob> => downloadContract(serviceRequestFile, { params: { id } });

// Each move names the status the page showed, so a move made on a stale page is refused (409).

export const assign = (request: CaRequest, assigneeId: string) =>
  callContract(assignCaRequest, {
    params: { id: request.id },
    body: { assigneeId, expectedStatus: request.status, expectedAssigneeId: request.assignee?.id ?? null },
  });

export const askForDocuments = (request: CaRequest, documents: string[], note: string) =>
  callContract(requestCaDocuments, { params: { id: request.id }, body: { expectedStatus: request.status, documents, note } });

export const start = (request: CaRequest) => callContract(startCaRequest, { params: { id: request.id }, body: { expectedStatus: request.status } });

export const complete = (request: CaRequest) => callContract(completeCaRequest, { params: { id: request.id }, body: { expectedStatus: request.status } });

export const reject = (request: CaRequest, reason: string) =>
  callContract(rejectCaRequest, { params: { id: request.id }, body: { expectedStatus: request.status, reason } });

export function uploadDeliverable(request: CaRequest, deliverable: { kind: DeliverableKind; referenceNumber: string; file: File }) {
  const form = new FormData();
  form.append('expectedStatus', request.status);
  form.append('kind', deliverable.kind);
  if (deliverable.kind === 'acknowledgement') form.append('referenceNumber', deliverable.referenceNumber);
  form.append('deliverable', deliverable.file, deliverable.file.name);
  return callContract(uploadCaDeliverable, { params: { id: request.id }, form, options: { timeout: 10 * 60_000 } });
}
