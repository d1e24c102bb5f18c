import { referralEarnings } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { HISTORY_PAGE_SIZE } from '@platform/shared/schemas';

/** One page of the referral earnings ledger, with its totals. */
export const fetchEarnings = async (page: number) => (await callContract(referralEarnings, { query: { page, limit: HISTORY_PAGE_SIZE } })).data;
