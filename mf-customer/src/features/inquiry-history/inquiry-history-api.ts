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
} & (
  // An enquiry waits for its OTP; a product application (made signed in) goes to an advisor.
  | { kind: 'enquiry'; status: 'submitted' | 'verified' }
  | { kind: 'application'; status: 'submitted' | 'contacted' | 'closed' }
);

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
