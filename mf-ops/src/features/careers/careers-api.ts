// The careers desk's requests, each through its endpoint's contract (@platform/shared/contracts
// careers-desk.ts), typed by it.
import {
  jobApplication,
  jobApplicationResume,
  listJobApplications,
  moveJobApplication,
  type BodyOf,
  type QueryOf,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract, downloadContract } from '@platform/shared/contracts/client';

export type ApplicationsPage = ResponseOf<typeof listJobApplications>['data'];
export type ApplicationFilters = QueryOf<typeof listJobApplications>;
export type JobApplication = ResponseOf<typeof jobApplication>['data'];
export type ApplicationMove = BodyOf<typeof moveJobApplication>;

export const CAREERS_KEY = 'ops-careers';

export const fetchApplications = async (filters: ApplicationFilters): Promise<ApplicationsPage> =>
  (await callContract(listJobApplications, { query: filters })).data;
export const fetchApplication = async (id: string): Promise<JobApplication> => (await callContract(jobApplication, { params: { id } })).data;
export const fetchResume = (id: string): Promise<Blob> => downloadContract(jobApplicationResume, { params: { id } });
export const moveApplication = (id: string, body: ApplicationMove) => callContract(moveJobApplication, { params: { id }, body });
