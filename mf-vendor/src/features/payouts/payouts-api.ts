// The shop's payouts, each request through its endpoint's contract (@platform/shared/contracts
// shop-payouts.ts).
import { shopPayouts, shopPayoutStatement, shopTdsSummary, withdrawFromWallet, type ResponseOf } from '@platform/shared/contracts';
import { callContract, downloadContract } from '@platform/shared/contracts/client';

export type ShopPayouts = ResponseOf<typeof shopPayouts>['data'];
export type TdsSummary = ResponseOf<typeof shopTdsSummary>['data'];

export const payoutKeys = {
  all: ['vendor', 'payouts'] as const,
  tds: (fy: number | undefined) => ['vendor', 'payouts', 'tds', fy ?? 'current'] as const,
};

export const fetchPayouts = async () => (await callContract(shopPayouts)).data;
export const fetchTdsSummary = async (fy?: number) => (await callContract(shopTdsSummary, { query: fy ? { fy } : {} })).data;
export const downloadStatement = (id: string) => downloadContract(shopPayoutStatement, { params: { id } });
export const withdraw = (amountPaise: number) => callContract(withdrawFromWallet, { body: { amountPaise } });
