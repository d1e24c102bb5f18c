import { apiClient } from '@platform/shared/api';

export interface ReferredPerson {
  id: string;
  kind: 'enquiry' | 'partner';
  name: string;
  product: string;
  status: 'verified' | 'pending';
  referredAt: string;
}

export interface CustomerReferral {
  referralCode: string;
  rewards: { enquiry: number; partner: number };
  referred: ReferredPerson[];
  summary: { total: number; verified: number };
}

export async function fetchReferral(): Promise<CustomerReferral> {
  const { data } = await apiClient.get<{ data: CustomerReferral }>('/customer/referral');
  return data.data;
}
