import { grievanceStatus, raiseGrievance as raiseContract, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { GrievanceInput, GrievanceLookupInput } from '@platform/shared/schemas';

export type Grievance = ResponseOf<typeof grievanceStatus>['data'];

export const raiseGrievance = (input: GrievanceInput) => callContract(raiseContract, { body: input });

export const lookUpGrievance = async (input: GrievanceLookupInput): Promise<Grievance> => (await callContract(grievanceStatus, { body: input })).data;
