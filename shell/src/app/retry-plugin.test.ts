import { describe, expect, it, vi } from 'vitest';
import { createRetryPlugin, takeRetries } from './retry-plugin';

const noWait = { wait: () => Promise.resolve() };
type Plugin = ReturnType<typeof createRetryPlugin>;
type EntryArgs = Parameters<NonNullable<Plugin['loadEntryError']>>[0];
type FactoryArgs = Parameters<NonNullable<Plugin['getModuleFactory']>>[0];

/** A function that fails `failures` times, then answers `value`. */
function flaky<T>(failures: number, value: T) {
  let calls = 0;
  return vi.fn(() => (++calls <= failures ? Promise.reject(new Error(`fetch ${calls} failed`)) : Promise.resolve(value)));
}

describe('the area retry plugin', () => {
  it('loads remoteEntry.js again after a failure, forgetting the failed load first, and counts the retry', async () => {
    const plugin = createRetryPlugin(noWait);
    const exports = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = flaky(1, exports);
    const globalLoading: Record<string, unknown> = { key: Promise.reject(new Error('failed')).catch(() => undefined) };
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_b2c' }, globalLoading, uniqueKey: 'key' } as unknown as EntryArgs;
    // The runtime's own first attempt failed; the hook's first retry fails too, its second works.
    await expect(plugin.loadEntryError!(args)).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading.key).toBeUndefined();
    expect(takeRetries('mf_b2c')).toBe(2);
    expect(takeRetries('mf_b2c')).toBe(0);
  });

  it('gives up after its retries: the area error page follows', async () => {
    const plugin = createRetryPlugin({ ...noWait, retries: 2 });
    const getRemoteEntry = flaky(10, {});
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_vendor' }, globalLoading: {}, uniqueKey: 'k' } as unknown as EntryArgs;
    await expect(plugin.loadEntryError!(args)).rejects.toThrow('fetch 2 failed');
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(takeRetries('mf_vendor')).toBe(2);
  });

  it("fetches the exposed module's chunks again when they fail, and not at all when they load", async () => {
    const plugin = createRetryPlugin(noWait);
    const factory = () => ({ routes: [] });
    const get = flaky(2, factory);
    const args = { remoteEntryExports: { get }, expose: './routes', moduleInfo: { name: 'mf_public' } } as unknown as FactoryArgs;
    await expect(plugin.getModuleFactory!(args)).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(3);
    expect(takeRetries('mf_public')).toBe(2);

    const once = flaky(0, factory);
    await plugin.getModuleFactory!({ ...args, remoteEntryExports: { get: once } } as unknown as FactoryArgs);
    expect(once).toHaveBeenCalledTimes(1);
    expect(takeRetries('mf_public')).toBe(0);
  });

  it('waits longer before each retry', async () => {
    const waits: number[] = [];
    const plugin = createRetryPlugin({ wait: (ms) => (waits.push(ms), Promise.resolve()) });
    const args = { remoteEntryExports: { get: flaky(3, () => ({})) }, expose: './routes', moduleInfo: { name: 'mf_ops' } } as unknown as FactoryArgs;
    await expect(plugin.getModuleFactory!(args)).rejects.toThrow();
    expect(waits).toEqual([300, 900]);
    takeRetries('mf_ops');
  });
});
