import { apiClient } from '@platform/shared/api';
import { listCards, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type CardCatalogue = ResponseOf<typeof listCards>['data'];

export const cardQueryKeys = { catalogue: ['cards', 'catalogue'] as const };

export async function fetchCards(): Promise<CardCatalogue> {
  return (await callContract(listCards)).data;
}

export async function submitCardApplication(payload: Record<string, unknown>, idempotencyKey: string) {
  const { data } = await apiClient.post<{ success: boolean; message: string; applicationId: string }>('/card/credit-card', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
