// The credit-score page's requests, through their contracts (@platform/shared/contracts): the
// contract gives the method, path and the types of what is sent and answered.
import { checkCreditScore as checkContract, creditReports, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { CreditCheckInput } from '@platform/shared/schemas';

export type CreditReports = ResponseOf<typeof creditReports>['data'];
export type CreditReport = CreditReports['reports'][number];

export const fetchCreditReports = async (): Promise<CreditReports> => (await callContract(creditReports)).data;

export const checkCreditScore = (payload: CreditCheckInput) => callContract(checkContract, { body: payload });
