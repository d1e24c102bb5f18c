// The contract check on small declaration trees: a deliberate breaking change in a shared entry
// fails it for the remote that imports the changed name, and only for that one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContracts, sharedImportsOf, type ContractReport } from './contracts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const SHARED = `
export declare function formatMoney(paise: number): string;
export interface Session { token: string; role: 'customer' | 'vendor' }
export declare const BRAND: string;
export declare function useSession<T>(select: (session: Session) => T): T;
`;
const API = `export declare class ApiError extends Error { status: number }\n`;

function contracts(files: Record<string, string>, imports?: Record<string, string[]>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'contracts-test-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'shared', 'api'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, 'shared', file), text);
  const report: ContractReport = {
    schemaVersion: 1,
    sharedVersion: '1.0.0',
    entries: Object.fromEntries(Object.keys(files).map((file) => [file === 'index.d.ts' ? '@platform/shared' : '@platform/shared/api', file])),
    ...(imports ? { imports } : {}),
  };
  return { dir, report };
}

const remote = (imports: Record<string, string[]>) => contracts({ 'index.d.ts': SHARED, 'api/index.d.ts': API }, imports);
const shell = (shared = SHARED, api = API) => contracts({ 'index.d.ts': shared, 'api/index.d.ts': api });

// Each check compiles (the DOM and ES libraries included): seconds, not milliseconds.
describe('contracts between a remote and the shell', { timeout: 60_000 }, () => {
  it('fit when the shell provides the same entries', () => {
    expect(
      checkContracts(
        remote({ '@platform/shared': ['formatMoney', 'Session', 'useSession'], '@platform/shared/api': ['ApiError'] }),
        shell(),
        'the shell 1.0.0',
      ),
    ).toEqual([]);
  });

  it('fail for the remote that calls a function whose parameters the shell changed, and not for one that does not use it', () => {
    const breaking = shell(SHARED.replace('formatMoney(paise: number)', 'formatMoney(paise: number, locale: string)'));
    const problems = checkContracts(remote({ '@platform/shared': ['formatMoney'] }), breaking, 'the shell 2.0.0');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^imports formatMoney from @platform\/shared, whose type in the shell 2\.0\.0 no longer fits what it was built against: /);
    expect(checkContracts(remote({ '@platform/shared': ['BRAND', 'Session'] }), breaking, 'the shell 2.0.0')).toEqual([]);
  });

  it('fail when a type the remote imports changed, or a name it imports is gone, or a whole entry', () => {
    const changedType = shell(SHARED.replace("'customer' | 'vendor'", "'customer' | 'vendor' | 'admin'"));
    expect(checkContracts(remote({ '@platform/shared': ['Session'] }), changedType, 'the shell 2.0.0')).toEqual([
      expect.stringMatching(/^imports the type Session from @platform\/shared, which the shell 2\.0\.0 changed/),
    ]);
    const removed = shell(SHARED.replace('export declare const BRAND: string;', ''));
    expect(checkContracts(remote({ '@platform/shared': ['BRAND'] }), removed, 'the shell 2.0.0')).toEqual([
      'imports BRAND from @platform/shared, which the shell 2.0.0 no longer exports',
    ]);
    const noApi = contracts({ 'index.d.ts': SHARED });
    expect(checkContracts(remote({ '@platform/shared/api': ['ApiError'] }), noApi, 'the shell 2.0.0')).toEqual([
      'imports from @platform/shared/api, which the shell 2.0.0 does not provide',
    ]);
  });

  it('accept a compatible change: a new optional parameter, a new export', () => {
    const widened = shell(
      SHARED.replace('formatMoney(paise: number)', 'formatMoney(paise: number, locale?: string)') + 'export declare const NEW_THING: number;\n',
    );
    expect(checkContracts(remote({ '@platform/shared': ['formatMoney', 'BRAND'] }), widened, 'the shell 2.0.0')).toEqual([]);
  });

  it("read the names an app's source imports from each shared entry, tests left out", () => {
    const src = mkdtempSync(path.join(tmpdir(), 'contracts-src-'));
    dirs.push(src);
    writeFileSync(
      path.join(src, 'page.tsx'),
      "import { notify, type Session as S } from '@platform/shared';\nimport * as api from '@platform/shared/api';\nimport { formatRupees } from '@platform/shared/finance';\nexport { useQuery } from '@platform/shared/query';\n",
    );
    writeFileSync(path.join(src, 'page.test.tsx'), "import { renderWithSession } from '@platform/shared';\n");
    expect(sharedImportsOf(src)).toEqual({
      '@platform/shared': ['Session', 'notify'],
      '@platform/shared/api': ['*'],
      '@platform/shared/query': ['useQuery'],
    });
  });
});
