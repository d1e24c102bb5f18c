// Every route of the API is registered from its contract, and every contract is registered: the
// OpenAPI document (which lists every route but the ones hidden on purpose, see openapi.test.ts)
// names each operation by its contract's operationId, at the contract's method and path. And a
// reader goes from a contract to its handler in one hop: each contract module's opening comment
// names the files under api/src that register its contracts, and they do.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as exported from '@platform/shared/contracts';
import type { AnyContract } from '@platform/shared/contracts';
import { databaseKinds, json, startTestServer, type TestServer } from './helpers.ts';

const isContract = (value: unknown): value is AnyContract =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value && 'path' in value && 'response' in value;
const CONTRACTS: readonly AnyContract[] = [
  ...new Set(
    Object.values(exported as Record<string, unknown>)
      .flatMap((value): unknown[] => (Array.isArray(value) ? value : [value]))
      .filter(isContract),
  ),
];
const routeOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;

describe.each(databaseKinds)('contracts and routes on %s', (kind) => {
  let server: TestServer;
  let documented: Map<string, string | undefined>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const doc = json(await server.app.inject({ method: 'GET', url: '/docs/json' })) as unknown as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    documented = new Map(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [routeOf(method, path), op.operationId] as const)),
    );
  });
  afterAll(() => server.close());

  it('registers every documented route from its contract', () => {
    const byRoute = new Map(CONTRACTS.map((contract) => [routeOf(contract.method, contract.path), contract.operationId]));
    const withoutContract = [...documented].filter(([route, id]) => byRoute.get(route) !== id).map(([route, id]) => `${route} (${id})`);
    expect(withoutContract).toEqual([]);
  });

  it('registers every contract', () => {
    const unregistered = CONTRACTS.filter((contract) => documented.get(routeOf(contract.method, contract.path)) !== contract.operationId).map(
      (contract) => contract.operationId,
    );
    expect(unregistered).toEqual([]);
  });
});

describe('from a contract to its handler', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const contractsDir = join(root, 'shared/src/contracts');
  // The message catalogues (error codes, success messages) hold no contracts.
  const INFRASTRUCTURE = new Set(['contract.ts', 'envelope.ts', 'client.ts', 'index.ts', 'error-codes.ts', 'success-messages.ts']);
  const modules = readdirSync(contractsDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !INFRASTRUCTURE.has(file));

  it.each(modules)('%s names the API files that register its contracts, and they do', (file) => {
    const source = readFileSync(join(contractsDir, file), 'utf8');
    const opening = source.slice(0, source.search(/^import /m));
    const handlers = [...opening.matchAll(/api\/src\/[\w./-]+\.ts/g)].map((match) => match[0]);
    expect(handlers, 'its opening comment names a file under api/src').not.toEqual([]);
    for (const handler of handlers) expect(existsSync(join(root, handler)), handler).toBe(true);
    const registering = handlers.map((handler) => readFileSync(join(root, handler), 'utf8')).join('\n');
    const names = [...source.matchAll(/^export const (\w+) = defineContract\(/gm)].map((match) => match[1]!);
    const missing = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(registering));
    expect(missing, `contracts of ${file} not named in ${handlers.join(', ')}`).toEqual([]);
  });
});
