import { getWalletBalance, listWalletLedger, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type WalletLedgerPage = ResponseOf<typeof listWalletLedger>['data'];
export type WalletLedgerEntry = WalletLedgerPage['items'][number];

export const LEDGER_PAGE_SIZE = 10;

/** GET /wallet/balance: the ledger's sum, integer paise. */
export async function fetchWalletBalance(): Promise<number> {
  return (await callContract(getWalletBalance)).balance;
}

export async function fetchWalletLedger(page: number): Promise<WalletLedgerPage> {
  return (await callContract(listWalletLedger, { query: { page, limit: LEDGER_PAGE_SIZE } })).data;
}

/** Query keys of the wallet; a verified payment invalidates them all. */
export const walletKeys = {
  all: ['vendor', 'wallet'] as const,
  balance: ['vendor', 'wallet', 'balance'] as const,
  ledger: (page: number) => ['vendor', 'wallet', 'ledger', page] as const,
  order: (orderId: string) => ['vendor', 'wallet', 'order', orderId] as const,
};
