import { listCards, PRODUCT_APPLICATION_CONTRACTS, type BodyOf, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type CardCatalogue = ResponseOf<typeof listCards>['data'];

export const cardQueryKeys = { catalogue: ['cards', 'catalogue'] as const };

export async function fetchCards(): Promise<CardCatalogue> {
  return (await callContract(listCards)).data;
}

/** The card a shop files posts to the customers' card URL; `product: 'card-application'` picks its schema there. */
const cardApplication = PRODUCT_APPLICATION_CONTRACTS.find((contract) => contract.path === '/card/credit-card')!;

export async function submitCardApplication(payload: Record<string, unknown>, idempotencyKey: string) {
  return callContract(cardApplication, { body: payload as BodyOf<typeof cardApplication>, headers: { 'Idempotency-Key': idempotencyKey } });
}
