// Partner approvals' requests through their contracts: shops through /admin/shops/:id/*, bankers
// and telecallers through the staff endpoints (/admin/staff/:id/*), both listed by /admin/partners.
import { getPartner, listPartners, SHOP_ACTION_CONTRACTS, STAFF_ACTION_CONTRACTS, type PartnerKind, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { StaffAction } from '@platform/shared/schemas';

export type PartnerQueue = ResponseOf<typeof listPartners>['data'];
export type PartnerDetail = ResponseOf<typeof getPartner>['data'];

export const fetchPartners = async (query: URLSearchParams): Promise<PartnerQueue> => (await callContract(listPartners, { query })).data;

export const fetchPartner = async (id: string): Promise<PartnerDetail> => (await callContract(getPartner, { params: { id } })).data;

/** Approve, reject, suspend or reinstate: the shop's endpoint for a shop, the staff one otherwise. */
export async function actOnPartner(kind: PartnerKind, id: string, action: StaffAction, reason: string): Promise<{ message: string }> {
  const contract = kind === 'shop' ? SHOP_ACTION_CONTRACTS[action] : STAFF_ACTION_CONTRACTS[action];
  return callContract(contract, { params: { id }, body: { reason } });
}

export const partnerKeys = {
  all: ['ops', 'partners'] as const,
  queue: (query: string) => ['ops', 'partners', 'queue', query] as const,
  one: (id: string) => ['ops', 'partners', 'one', id] as const,
};
