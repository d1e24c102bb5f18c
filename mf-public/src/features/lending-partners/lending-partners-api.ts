// GET /api/lending-partners: the banks and NBFCs the platform works with.
import { apiClient } from '@platform/shared/api';
import type { LendingPartner } from '@platform/shared/schemas';

export async function fetchLendingPartners(): Promise<LendingPartner[]> {
  const { data } = await apiClient.get<{ data: LendingPartner[] }>('/api/lending-partners', { notifyOnError: false });
  return data.data;
}
