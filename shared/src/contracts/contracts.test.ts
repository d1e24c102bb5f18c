import { describe, expect, it } from 'vitest';
import * as exported from './index';
import { BANKER_CONTRACTS, type AnyContract } from './index';

const isContract = (value: unknown): value is AnyContract =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value && 'path' in value && 'response' in value;

/** Every contract the package exports, found by its shape (a domain's new module needs no entry here). */
const ALL: readonly AnyContract[] = [
  ...new Set(
    Object.values(exported as Record<string, unknown>).flatMap((value) => (Array.isArray(value) ? value.filter(isContract) : isContract(value) ? [value] : [])),
  ),
];

describe('contracts', () => {
  it('name every operation once', () => {
    expect(ALL.length).toBeGreaterThan(20);
    const ids = ALL.map((c) => c.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = ALL.map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(ALL.map((c) => [c.operationId, c] as const))(
    '%s: its path parameters are its params schema, and each sample passes its own schemas',
    async (_id, contract) => {
      const pathParams = [...contract.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      expect(Object.keys(contract.params?.fields ?? {}).sort()).toEqual(pathParams);
      expect(contract.samples.length).toBeGreaterThan(0);
      for (const sample of contract.samples) {
        // A multipart sample's body is its text fields (its files cannot be written down here).
        const body = contract.body ?? contract.multipart?.fields;
        if (body) await expect(body.validate(sample.request?.body, { abortEarly: false }), sample.name).resolves.toBeDefined();
        else expect(sample.request?.body, sample.name).toBeUndefined();
        if (contract.params) await expect(contract.params.validate(sample.request?.params), sample.name).resolves.toBeDefined();
        await expect(contract.response.validate(sample.response, { strict: true, abortEarly: false }), sample.name).resolves.toBeDefined();
      }
    },
  );

  it('refuse an answer that drifted from its schema', async () => {
    const [, profile] = BANKER_CONTRACTS;
    const sample = profile.samples[0]!.response;
    await expect(profile.response.validate({ ...sample, data: { ...sample.data, pincodes: '411001' } }, { strict: true })).rejects.toThrow();
    await expect(profile.response.validate({ ...sample, data: { ...sample.data, partnerSince: 'last year' } }, { strict: true })).rejects.toThrow();
    const { partnerSince: _dropped, ...withoutDate } = sample.data;
    await expect(profile.response.validate({ ...sample, data: withoutDate }, { strict: true })).rejects.toThrow();
  });
});
