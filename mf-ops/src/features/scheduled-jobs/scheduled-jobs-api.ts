// The scheduled jobs' calls (contracts: @platform/shared/contracts, ops-jobs.ts).
import { listScheduledJobs, runScheduledJob, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type ScheduledJobs = ResponseOf<typeof listScheduledJobs>['data'];
export type ScheduledJob = ScheduledJobs['jobs'][number];

export const scheduledJobKeys = { all: ['ops', 'scheduled-jobs'] as const };
export const fetchScheduledJobs = async () => (await callContract(listScheduledJobs)).data;
export const runJobNow = (name: string) => callContract(runScheduledJob, { params: { name } });
