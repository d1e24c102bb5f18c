import { describe, expect, it } from 'vitest';
import { ADMIN_CONTRACTS, BANKER_CONTRACTS, NOTIFICATION_CONTRACTS, TELECALLER_CONTRACTS, type AnyContract } from './index';

const ALL: readonly AnyContract[] = [...BANKER_CONTRACTS, ...TELECALLER_CONTRACTS, ...ADMIN_CONTRACTS, ...NOTIFICATION_CONTRACTS];

describe('contracts', () => {
  it('name every operation once', () => {
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
        if (contract.body) await expect(contract.body.validate(sample.request?.body, { abortEarly: false }), sample.name).resolves.toBeDefined();
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
