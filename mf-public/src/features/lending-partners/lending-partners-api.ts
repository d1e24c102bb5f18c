// GET /api/lending-partners: the banks and NBFCs the platform works with.
import { listLendingPartners, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type LendingPartner = ResponseOf<typeof listLendingPartners>['data'][number];

export async function fetchLendingPartners(): Promise<LendingPartner[]> {
  return (await callContract(listLendingPartners, { options: { notifyOnError: false } })).data;
}
