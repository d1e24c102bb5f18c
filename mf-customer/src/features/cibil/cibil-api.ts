import { apiClient } from '@platform/shared/api';
import type { CreditCheckInput } from '@platform/shared/schemas';

export interface CreditFactor {
  factor: string;
  impact: 'positive' | 'neutral' | 'negative';
  detail: string;
}

export interface CreditReport {
  id: string;
  pan: string;
  fullName: string;
  bureau: string;
  score: number | null;
  band: string;
  scoreRange: { min: number; max: number };
  factors: CreditFactor[];
  consent: { text: string; givenAt: string };
  checkedAt: string;
}

export interface CreditReports {
  latest: CreditReport | null;
  reports: CreditReport[];
  consentText: string;
  /** The PAN credit checks are tied to (masked), once the first check verified it in the customer's name. */
  panOnProfile: string | null;
}

export async function fetchCreditReports(): Promise<CreditReports> {
  const { data } = await apiClient.get<{ data: CreditReports }>('/customer/cibil');
  return data.data;
}

export async function checkCreditScore(payload: CreditCheckInput): Promise<{ message: string; data: CreditReport }> {
  const { data } = await apiClient.post<{ message: string; data: CreditReport }>('/customer/cibil', payload);
  return data;
}
