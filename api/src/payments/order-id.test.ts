import { describe, expect, it } from 'vitest';
import { insertWithFreshOrderId, newOrderId, ORDER_ID_PATTERN } from './order-id.ts';

describe('order ids', () => {
  it('are OD followed by exactly 8 digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i += 1) expect(newOrderId()).toMatch(ORDER_ID_PATTERN);
    expect(newOrderId(() => 42)).toBe('OD00000042');
    expect(newOrderId(() => 99_999_999)).toBe('OD99999999');
  });

  it('come from the whole 10^8 range without repeats in practice', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newOrderId()));
    expect(ids.size).toBeGreaterThan(4995);
  });

  it('retry on a collision until an id is free, and give up after the attempts', async () => {
    const taken = new Set(['OD00000001', 'OD00000002']);
    const sequence = ['OD00000001', 'OD00000002', 'OD00000003'];
    const tried: string[] = [];
    const id = await insertWithFreshOrderId(
      async (candidate) => {
        tried.push(candidate);
        return !taken.has(candidate);
      },
      () => sequence.shift()!,
    );
    expect(id).toBe('OD00000003');
    expect(tried).toEqual(['OD00000001', 'OD00000002', 'OD00000003']);
    await expect(
      insertWithFreshOrderId(
        async () => false,
        () => 'OD00000001',
        3,
      ),
    ).rejects.toThrow(/3 attempts/);
  });
});
