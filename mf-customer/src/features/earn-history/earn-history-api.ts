import { apiClient } from '@platform/shared/api';

export interface EarningEntry {
  id: string;
  source: 'enquiry' | 'partner';
  description: string;
  amount: number;
  status: 'credited' | 'paid';
  earnedAt: string;
}

export interface EarningsLedger {
  items: EarningEntry[];
  totals: { entries: number; earned: number; paid: number; balance: number };
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export async function fetchEarnings(page: number): Promise<EarningsLedger> {
  const { data } = await apiClient.get<{ data: EarningsLedger }>('/customer/earn-history', { params: { page } });
  return data.data;
}
