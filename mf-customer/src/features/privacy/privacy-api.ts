import { apiClient } from '@platform/shared/api';

export interface CustomerConsent {
  id: string;
  purpose: string;
  title: string;
  statements: string[];
  onWithdrawal: string;
  notice: { version: number; language: string; hash: string };
  subject: { id: string; label: string; status: string | null } | null;
  givenAt: string;
  withdrawnAt: string | null;
}

export async function fetchConsents(): Promise<CustomerConsent[]> {
  const { data } = await apiClient.get<{ data: CustomerConsent[] }>('/customer/consents');
  return data.data;
}

export async function withdrawConsent(id: string): Promise<{ message: string; data: CustomerConsent }> {
  const { data } = await apiClient.post<{ message: string; data: CustomerConsent }>(`/customer/consents/${encodeURIComponent(id)}/withdraw`, {});
  return data;
}

/** The copy of the customer's data, as the file the server names. */
export async function fetchMyData(): Promise<{ file: Blob; name: string }> {
  const response = await apiClient.get<Blob>('/customer/my-data', { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'loansetu-my-data.json';
  return { file: response.data, name };
}

export interface ErasureAnswer {
  message: string;
  data: {
    erasedAt: string;
    erased: Record<string, number>;
    kept: Array<{ kind: string; count: number; records: string; keptFor: string; law: string }>;
  };
}

/** Erases the customer's data (DPDP Act s.12); the server ends the session with it. */
export async function eraseMyData(): Promise<ErasureAnswer> {
  const { data } = await apiClient.post<ErasureAnswer>('/customer/erase-my-data', { confirm: true });
  return data;
}
