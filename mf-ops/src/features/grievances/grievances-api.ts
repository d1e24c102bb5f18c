// The grievance desk's requests, each through its endpoint's contract (@platform/shared/contracts
// grievance-desk.ts), typed by it.
import {
  assignGrievance,
  escalateGrievance,
  grievanceDetail,
  listGrievances,
  replyToGrievance,
  resolveGrievance,
  type QueryOf,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { GrievanceStatus } from '@platform/shared/schemas';

export type GrievancePage = ResponseOf<typeof listGrievances>['data'];
export type GrievanceFilters = QueryOf<typeof listGrievances>;
export type Grievance = ResponseOf<typeof grievanceDetail>['data'];

/** Every request of this feature is cached under this key, so a move refreshes the list and the complaint at once. */
export const GRIEVANCES_KEY = 'ops-grievances';

export const fetchGrievances = async (filters: GrievanceFilters): Promise<GrievancePage> => (await callContract(listGrievances, { query: filters })).data;
export const fetchGrievance = async (id: string): Promise<Grievance> => (await callContract(grievanceDetail, { params: { id } })).data;

export const assign = (id: string, assigneeId: string, expectedStatus: GrievanceStatus) =>
  callContract(assignGrievance, { params: { id }, body: { assigneeId, expectedStatus } });
export const reply = (id: string, body: string, expectedStatus: GrievanceStatus) =>
  callContract(replyToGrievance, { params: { id }, body: { body, expectedStatus } });
export const resolve = (id: string, resolution: string, expectedStatus: GrievanceStatus) =>
  callContract(resolveGrievance, { params: { id }, body: { resolution, expectedStatus } });
export const escalate = (id: string, reason: string, expectedStatus: GrievanceStatus) =>
  callContract(escalateGrievance, { params: { id }, body: { reason, expectedStatus } });
