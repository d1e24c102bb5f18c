import { apiClient } from '@platform/shared/api';
import type { ProfileUpdateInput } from '@platform/shared/schemas';

export interface CustomerProfile {
  id: string;
  username: string;
  email: string | null;
  mobile: string;
  state: string | null;
  city: string | null;
  pinCode: string | null;
  address: string | null;
  referralCode: string;
  createdAt: string;
  permissionToChangeProfile: boolean;
}

export async function fetchProfile(): Promise<CustomerProfile> {
  const { data } = await apiClient.get<{ data: CustomerProfile }>('/customer/profile');
  return data.data;
}

export async function updateProfile(payload: ProfileUpdateInput): Promise<{ message: string; data: CustomerProfile }> {
  const { data } = await apiClient.put<{ message: string; data: CustomerProfile }>('/customer/profile', payload);
  return data;
}
