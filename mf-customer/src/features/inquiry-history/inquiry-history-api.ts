import { customerEnquiries, statusHistory, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { HISTORY_PAGE_SIZE } from '@platform/shared/schemas';

export type CustomerEnquiry = ResponseOf<typeof customerEnquiries>['data']['items'][number];

export const fetchEnquiries = async (page: number) => (await callContract(customerEnquiries, { query: { page, limit: HISTORY_PAGE_SIZE } })).data;

/** The request's timeline: the same history the telecaller and the shop read. */
export const fetchStatusHistory = async (id: string) => (await callContract(statusHistory, { params: { id } })).data;
