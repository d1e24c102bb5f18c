import { apiClient } from '@platform/shared/api';
import type { CARD_BANKS, CreditCard } from '@platform/shared/schemas';

export interface CardCatalogue {
  banks: (typeof CARD_BANKS)[number][];
  cards: CreditCard[];
}

export const cardQueryKeys = { catalogue: ['cards', 'catalogue'] as const };

export async function fetchCards(): Promise<CardCatalogue> {
  const { data } = await apiClient.get<{ data: CardCatalogue }>('/card/get-cards');
  return data.data;
}

export async function submitCardApplication(payload: Record<string, unknown>, idempotencyKey: string) {
  const { data } = await apiClient.post<{ success: boolean; message: string; applicationId: string }>('/card/credit-card', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
