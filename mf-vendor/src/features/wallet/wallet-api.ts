import { apiClient } from '@platform/shared/api';

export interface WalletLedgerEntry {
  id: string;
  kind: 'topup' | 'service_fee' | 'refund';
  amountPaise: number;
  description: string;
  orderId: string | null;
  createdAt: string;
}

export interface WalletLedgerPage {
  items: WalletLedgerEntry[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export const LEDGER_PAGE_SIZE = 10;

/** GET /wallet/balance: the ledger's sum, integer paise. */
export async function fetchWalletBalance(): Promise<number> {
  const { data } = await apiClient.get<{ balance: number }>('/wallet/balance');
  return data.balance;
}

export async function fetchWalletLedger(page: number): Promise<WalletLedgerPage> {
  const { data } = await apiClient.get<{ data: WalletLedgerPage }>('/wallet/ledger', { params: { page, limit: LEDGER_PAGE_SIZE } });
  return data.data;
}

/** Query keys of the wallet; a verified payment invalidates them all. */
export const walletKeys = {
  all: ['vendor', 'wallet'] as const,
  balance: ['vendor', 'wallet', 'balance'] as const,
  ledger: (page: number) => ['vendor', 'wallet', 'ledger', page] as const,
  order: (orderId: string) => ['vendor', 'wallet', 'order', orderId] as const,
};
