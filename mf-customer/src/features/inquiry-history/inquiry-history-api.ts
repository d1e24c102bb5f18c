import { apiClient } from '@platform/shared/api';

export type CustomerEnquiry = {
  id: string;
  type: string;
  /** Null for products without an amount (cards, insurance, digital services). */
  loanAmount: number | null;
  pincode: string;
  referred: string | null;
  submittedAt: string;
  verifiedAt: string | null;
  /** Where the request stands with our team and the bank (null before the lifecycle began). */
  leadStatus: string | null;
  leadStatusLabel: string | null;
} &
  // An enquiry waits for its OTP; a product application (made signed in) goes to an advisor.
  ({ kind: 'enquiry'; status: 'submitted' | 'verified' } | { kind: 'application'; status: 'submitted' | 'contacted' | 'closed' });

export interface Paged<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export async function fetchEnquiries(page: number): Promise<Paged<CustomerEnquiry>> {
  const { data } = await apiClient.get<{ data: Paged<CustomerEnquiry> }>('/customer/inquiry-history', { params: { page } });
  return data.data;
}

export interface StatusHistory {
  id: string;
  status: string;
  statusLabel: string;
  history: Array<{ id: string; from: string | null; to: string; toLabel: string; note: string | null; by: { role: string; name: string }; at: string }>;
}

/** The request's timeline: the same history the telecaller and the shop read. */
export async function fetchStatusHistory(id: string): Promise<StatusHistory> {
  const { data } = await apiClient.get<{ data: StatusHistory }>(`/api/get-status-history/${encodeURIComponent(id)}`);
  return data.data;
}
