import { apiClient } from '@platform/shared/api';
import type { GrievanceInput, GrievanceLookupInput, GrievanceStatus } from '@platform/shared/schemas';

export interface Grievance {
  reference: string;
  category: string;
  status: GrievanceStatus;
  statusLabel: string;
  resolution: string | null;
  createdAt: string;
  respondBy: string;
}

export async function raiseGrievance(input: GrievanceInput): Promise<{ message: string; data: Grievance }> {
  const { data } = await apiClient.post<{ message: string; data: Grievance }>('/api/grievances', input);
  return data;
}

export async function lookUpGrievance(input: GrievanceLookupInput): Promise<Grievance> {
  const { data } = await apiClient.post<{ data: Grievance }>('/api/grievances/status', input);
  return data.data;
}
