import { apiClient } from '@platform/shared/api';
import type { LeadStatus } from '@platform/shared/schemas';

export interface Sale {
  id: string;
  source: 'enquiry' | 'application';
  product: string;
  productSlug: string;
  customerName: string;
  mobileMasked: string;
  pincode: string;
  amount: number | null;
  status: LeadStatus;
  statusLabel: string;
  counterSale: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SalesPage {
  items: Sale[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SaleDetails extends Sale {
  productLabel: string;
  endpoint?: string;
  customer: { fullName: string; mobile: string; email: string | null; pincode: string; city: string | null } | null;
  answers: Record<string, unknown>;
}

export interface StatusStep {
  id: string;
  from: LeadStatus | null;
  to: LeadStatus;
  toLabel: string;
  note: string | null;
  by: { role: string; name: string };
  at: string;
}

export const sellHistoryKeys = {
  loans: (query: string) => ['vendor', 'loan-sales', query] as const,
  loan: (id: string) => ['vendor', 'loan-sale', id] as const,
  history: (id: string) => ['vendor', 'status-history', id] as const,
};

/** `query`: the page's own query string (filters and paging), passed on as it is. */
export async function fetchLoanSales(query: URLSearchParams): Promise<SalesPage> {
  const { data } = await apiClient.get<{ data: SalesPage }>(`/api/vendor-all-loans?${query.toString()}`);
  return data.data;
}

export async function fetchLoanSale(id: string): Promise<SaleDetails> {
  const { data } = await apiClient.get<{ data: SaleDetails }>(`/api/get-single-loan/${encodeURIComponent(id)}`);
  return data.data;
}

export async function fetchStatusHistory(id: string): Promise<StatusStep[]> {
  const { data } = await apiClient.get<{ data: { history: StatusStep[] } }>(`/api/get-status-history/${encodeURIComponent(id)}`);
  return data.data.history;
}
