import { apiClient } from '@platform/shared/api';

export interface CustomerEnquiry {
  id: string;
  type: string;
  loanAmount: number;
  status: 'submitted' | 'verified';
  pincode: string;
  referred: string | null;
  submittedAt: string;
  verifiedAt: string | null;
}

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
