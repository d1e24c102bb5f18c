import { customerProfile, updateCustomerProfile, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { ProfileUpdateInput } from '@platform/shared/schemas';

export type CustomerProfile = ResponseOf<typeof customerProfile>['data'];

export const fetchProfile = async (): Promise<CustomerProfile> => (await callContract(customerProfile)).data;

export const updateProfile = (payload: ProfileUpdateInput) => callContract(updateCustomerProfile, { body: payload });
