// Leads oversight's requests, each through its endpoint's contract (@platform/shared/contracts
// leads-oversight.ts), typed by it.
import { listOversightLeads, oversightLead, reassignLead, type BodyOf, type QueryOf, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type LeadPage = ResponseOf<typeof listOversightLeads>['data'];
export type OversightLead = ResponseOf<typeof oversightLead>['data'];
export type LeadFilters = QueryOf<typeof listOversightLeads>;
export type ReassignRequest = BodyOf<typeof reassignLead>;

/** Every request of this feature is cached under this key, so a reassignment refreshes lists and details at once. */
export const OVERSIGHT_KEY = 'ops-leads';

export const fetchLeads = async (filters: LeadFilters): Promise<LeadPage> => (await callContract(listOversightLeads, { query: filters })).data;

export const fetchLead = async (id: string): Promise<OversightLead> => (await callContract(oversightLead, { params: { id } })).data;

export const reassign = (id: string, body: ReassignRequest) => callContract(reassignLead, { params: { id }, body });
