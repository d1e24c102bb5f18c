import { randomInt } from 'node:crypto';

/** docs/spec/product.md §§3 and 9: `OD` followed by 8 random digits. */
export const ORDER_ID_PATTERN = /^OD\d{8}$/;

/**
 * A new order id from the operating system's CSPRNG (never Math.random: an order id guessed in
 * advance would let someone read another person's payment outcome). 10^8 values; the caller
 * retries on the rare collision (see `insertWithFreshOrderId`).
 */
export function newOrderId(random: (max: number) => number = randomInt): string {
  return `OD${String(random(100_000_000)).padStart(8, '0')}`;
}

/**
 * Runs `insert` with fresh ids until one is not taken (`insert` answers false on a unique
 * violation, e.g. `ON CONFLICT DO NOTHING` returning no row). Gives up after `attempts`.
 */
export async function insertWithFreshOrderId(
  insert: (orderId: string) => Promise<boolean>,
  generate: () => string = newOrderId,
  attempts = 8,
): Promise<string> {
  for (let i = 0; i < attempts; i += 1) {
    const orderId = generate();
    if (await insert(orderId)) return orderId;
  }
  throw new Error(`no free order id after ${attempts} attempts`);
}
