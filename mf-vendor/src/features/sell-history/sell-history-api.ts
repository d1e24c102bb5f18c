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
  documents: { kind: string; label: string; uploaded: boolean; fileName: string | null; uploadedAt: string | null }[];
  pendingDocuments: number;
  /** The card applied for (card sales). */
  card?: { name: string; bankName: string; annualFee: number; joiningFee: number };
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

/** Loans and insurance, or credit cards: the two histories of docs/spec/product.md §7. */
export type SaleKind = 'loan' | 'card';
const ENDPOINTS: Record<SaleKind, { list: string; one: string }> = {
  loan: { list: '/api/vendor-all-loans', one: '/api/get-single-loan/' },
  card: { list: '/card/get-card-history', one: '/card/get-card-detail/' },
};

export const sellHistoryKeys = {
  list: (kind: SaleKind, query: string) => ['vendor', 'sales', kind, query] as const,
  one: (kind: SaleKind, id: string) => ['vendor', 'sale', kind, id] as const,
  history: (id: string) => ['vendor', 'status-history', id] as const,
};

/** `query`: the page's own query string (filters and paging), passed on as it is. */
export async function fetchSales(kind: SaleKind, query: URLSearchParams): Promise<SalesPage> {
  const { data } = await apiClient.get<{ data: SalesPage }>(`${ENDPOINTS[kind].list}?${query.toString()}`);
  return data.data;
}

export async function fetchSale(kind: SaleKind, id: string): Promise<SaleDetails> {
  const { data } = await apiClient.get<{ data: SaleDetails }>(`${ENDPOINTS[kind].one}${encodeURIComponent(id)}`);
  return data.data;
}

export async function fetchStatusHistory(id: string): Promise<StatusStep[]> {
  const { data } = await apiClient.get<{ data: { history: StatusStep[] } }>(`/api/get-status-history/${encodeURIComponent(id)}`);
  return data.data.history;
}

export async function uploadSaleDocument(saleId: string, kind: string, file: File) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('document', file);
  const { data } = await apiClient.put<{ message: string }>(`/api/pendency-docs/${encodeURIComponent(saleId)}`, form);
  return data;
}
