import { customerReferral, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type CustomerReferral = ResponseOf<typeof customerReferral>['data'];

export const fetchReferral = async (): Promise<CustomerReferral> => (await callContract(customerReferral)).data;
