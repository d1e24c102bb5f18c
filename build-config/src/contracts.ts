// Typed contracts between areas (docs/decisions/045-typed-contracts-between-areas.md). Each build
// writes `contracts/` beside its files: the declarations (.d.ts) of the shared entries it was built
// against (the shell's are its published API report) and, for a remote, which names it imports
// from each shared entry. A remote fits a shell when every name it imports is still exported by
// the shell's entries with a type its code accepts: a value's new type assignable to the one it was
// built against, a type the same both ways. The same check runs at build time
// (`pnpm --filter <app> check:contracts`), in the release gate, and for a new shell against every
// live remote.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as TS from 'typescript';
import { SHARED_ENTRIES } from './shared-entry-names';
import { readPackageJson, SHARED_DIR } from './packages';

export const CONTRACTS_DIR = 'contracts';
const REPORT_FILE = 'report.json';

export interface ContractReport {
  schemaVersion: 1;
  /** The @platform/shared version the build was made with. */
  sharedVersion: string;
  /** Shared entry → its declaration file, relative to `contracts/shared/`. */
  entries: Record<string, string>;
  /** A fingerprint of the sources the declarations were emitted from: equal fingerprints, equal declarations. */
  declarationsHash?: string;
  /** A remote's imports: shared entry → names (`*` for a namespace import, `default`). */
  imports?: Record<string, string[]>;
}

// TypeScript is loaded only when a contract is written or checked: the site server also reaches
// the release gate and never needs it.
const loadTs = (): typeof TS => createRequire(import.meta.url)('typescript') as typeof TS;

const sharedPackage = () => JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as { version: string; exports: Record<string, string> };

/** `./src/api/index.ts` → `api/index.d.ts`. */
const declarationOf = (source: string) => source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '.d.ts');

/** `@platform/shared/api` → its declaration file relative to the tree's root, per shared's exports. */
function selfReferences(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, target] of Object.entries(sharedPackage().exports)) {
    if (!/\.tsx?$/.test(target)) continue;
    map.set(key === '.' ? '@platform/shared' : `@platform/shared/${key.slice(2)}`, declarationOf(target));
  }
  return map;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** A fingerprint of shared's sources and the compiler: the declarations are the same while it holds. */
function sharedSourceHash(ts: typeof TS): string {
  const hash = createHash('sha256')
    .update(ts.version)
    .update(readFileSync(path.join(SHARED_DIR, 'package.json')));
  for (const file of listFiles(path.join(SHARED_DIR, 'src')).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 24);
}

/**
 * Emits the declarations of every shared entry into `<outDir>/shared/`, self-references made
 * relative so the tree stands alone wherever it is stored. Emitting them compiles all of shared (a
 * minute or two on a busy machine), so the result is kept per source fingerprint and reused by every
 * app's build of the same sources.
 */
export function writeSharedDeclarations(outDir: string): { entries: Record<string, string>; hash: string } {
  const ts = loadTs();
  const hash = sharedSourceHash(ts);
  const cacheDir = path.join(SHARED_DIR, '..', 'node_modules', '.cache', 'platform-contracts', hash);
  if (!existsSync(path.join(cacheDir, 'entries.json'))) {
    const staging = `${cacheDir}.staging-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    const entries = emitSharedDeclarations(staging);
    writeFileSync(path.join(staging, 'entries.json'), JSON.stringify(entries));
    rmSync(cacheDir, { recursive: true, force: true });
    renameSync(staging, cacheDir);
  }
  rmSync(path.join(outDir, 'shared'), { recursive: true, force: true });
  cpSync(path.join(cacheDir, 'shared'), path.join(outDir, 'shared'), { recursive: true });
  return { entries: JSON.parse(readFileSync(path.join(cacheDir, 'entries.json'), 'utf8')) as Record<string, string>, hash };
}

function emitSharedDeclarations(outDir: string): Record<string, string> {
  const ts = loadTs();
  const exportsMap = sharedPackage().exports;
  const sourceOf = (entry: string) => exportsMap[entry === '@platform/shared' ? '.' : `./${entry.slice('@platform/shared/'.length)}`]!;
  const entries: Record<string, string> = {};
  for (const entry of SHARED_ENTRIES) entries[entry] = declarationOf(sourceOf(entry));
  const treeDir = path.join(outDir, 'shared');
  rmSync(treeDir, { recursive: true, force: true });
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(SHARED_DIR, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('shared/tsconfig.json could not be read');
  const rootNames = [
    ...Object.keys(entries).map((entry) => path.join(SHARED_DIR, sourceOf(entry))),
    ...config.fileNames.filter((file) => file.endsWith('.d.ts')),
  ];
  const program = ts.createProgram(rootNames, {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: path.join(SHARED_DIR, 'src'),
    outDir: treeDir,
    skipLibCheck: true,
  });
  const result = program.emit();
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) throw new Error(`the shared entries' declarations could not be written:\n${ts.formatDiagnostics(errors, ts.createCompilerHost({}))}`);
  // Hand-written declarations (globals, modules declared for untyped libraries) travel too.
  for (const file of config.fileNames.filter((name) => name.endsWith('.d.ts'))) {
    const target = path.join(treeDir, path.relative(path.join(SHARED_DIR, 'src'), file));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(file));
  }
  const self = selfReferences();
  for (const file of listFiles(treeDir)) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(/(["'])(@platform\/shared(?:\/[^"']*)?)\1/g, (whole, quote: string, specifier: string) => {
      const target = self.get(specifier);
      if (!target) return whole;
      let relative = path.relative(path.dirname(file), path.join(treeDir, target)).replace(/\.d\.ts$/, '');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `${quote}${relative}${quote}`;
    });
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  return entries;
}

/** The names an app's source imports from each shared entry (tests left out: they are not shipped). */
export function sharedImportsOf(srcDir: string): Record<string, string[]> {
  const ts = loadTs();
  const imports = new Map<string, Set<string>>();
  const shared = new Set<string>(SHARED_ENTRIES);
  const add = (entry: string, name: string) => {
    const names = imports.get(entry) ?? new Set<string>();
    names.add(name);
    imports.set(entry, names);
  };
  for (const file of listFiles(srcDir)) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.endsWith('.d.ts')) continue;
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    for (const statement of source.statements) {
      const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !shared.has(specifier.text)) continue;
      const entry = specifier.text;
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (!clause) continue;
        if (clause.name) add(entry, 'default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) add(entry, '*');
        else if (bindings) for (const element of bindings.elements) add(entry, (element.propertyName ?? element.name).text);
      } else {
        const clause = statement.exportClause;
        if (!clause || !ts.isNamedExports(clause)) add(entry, '*');
        else for (const element of clause.elements) add(entry, (element.propertyName ?? element.name).text);
      }
    }
  }
  return Object.fromEntries([...imports].sort(([a], [b]) => a.localeCompare(b)).map(([entry, names]) => [entry, [...names].sort()]));
}

/** Writes `<distDir>/contracts/`: the shared entries' declarations, and a remote's imports. */
export function writeContracts(appDir: string, distDir: string, role: 'host' | 'remote'): ContractReport {
  const outDir = path.join(distDir, CONTRACTS_DIR);
  mkdirSync(outDir, { recursive: true });
  const { entries, hash } = writeSharedDeclarations(outDir);
  const report: ContractReport = {
    schemaVersion: 1,
    sharedVersion: readPackageJson(SHARED_DIR).version,
    entries,
    declarationsHash: hash,
    ...(role === 'remote' ? { imports: sharedImportsOf(path.join(appDir, 'src')) } : {}),
  };
  writeFileSync(path.join(outDir, REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/** A build's contracts, if it has them (versions published before contracts have none). */
export function readContracts(dir: string): { dir: string; report: ContractReport } | null {
  const file = path.join(dir, CONTRACTS_DIR, REPORT_FILE);
  if (!existsSync(file)) return null;
  return { dir: path.join(dir, CONTRACTS_DIR), report: JSON.parse(readFileSync(file, 'utf8')) as ContractReport };
}

const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * What breaks for a remote built against `built` (its contracts, imports included) when the page's
 * shared entries come from `provided` (a shell's contracts). Empty when it fits.
 */
export function checkContracts(
  built: { dir: string; report: ContractReport },
  provided: { dir: string; report: ContractReport },
  shellLabel: string,
): string[] {
  const ts = loadTs();
  const imports = built.report.imports ?? {};
  const problems: string[] = [];
  const fileOf = (contracts: { dir: string; report: ContractReport }, entry: string) => {
    const relative = contracts.report.entries[entry];
    return relative ? path.join(contracts.dir, 'shared', relative) : null;
  };
  const options: TS.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
    // The libraries the declarations name (react, axios …) as the workspace has them.
    baseUrl: SHARED_DIR,
    paths: { '*': [path.join(SHARED_DIR, 'node_modules', '*'), path.join(SHARED_DIR, '..', 'node_modules', '*')] },
  };
  const pairs = Object.entries(imports).flatMap(([entry, names]) => {
    const before = fileOf(built, entry);
    const after = fileOf(provided, entry);
    if (!before) return [];
    if (!after) {
      problems.push(`imports from ${entry}, which ${shellLabel} does not provide`);
      return [];
    }
    return [{ entry, names, before, after }];
  });
  if (pairs.length === 0) return problems;

  // First the exports of each side, to know which names are values and which only types.
  const first = ts.createProgram(
    pairs.flatMap((p) => [p.before, p.after]),
    options,
  );
  const checker = first.getTypeChecker();
  const exportsOf = (file: string) => {
    const source = first.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    const map = new Map<string, TS.Symbol>();
    for (const exported of symbol ? checker.getExportsOfModule(symbol) : []) {
      map.set(exported.name, exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported);
    }
    return map;
  };
  const isGeneric = (symbol: TS.Symbol) =>
    (symbol.declarations ?? []).some(
      (d) => (ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d) || ts.isClassDeclaration(d)) && (d.typeParameters?.length ?? 0) > 0,
    );

  const work = mkdtempSync(path.join(tmpdir(), 'contracts-'));
  try {
    const lines: string[] = [];
    const meaning: string[] = [];
    const spec = (file: string) => file.replace(/\.d\.ts$/, '');
    pairs.forEach(({ entry, names, before, after }, i) => {
      const old = exportsOf(before);
      const now = exportsOf(after);
      lines.push(`import type * as B${i} from ${JSON.stringify(spec(before))};`, `import type * as A${i} from ${JSON.stringify(spec(after))};`);
      meaning.push('', '');
      for (const name of names.includes('*') ? [...old.keys()] : names) {
        const symbol = old.get(name);
        if (!symbol) continue; // the build itself would have failed; not this check's business
        if (!now.has(name)) {
          problems.push(`imports ${name} from ${entry}, which ${shellLabel} no longer exports`);
          continue;
        }
        if (!identifier.test(name)) continue;
        if (symbol.flags & ts.SymbolFlags.Value) {
          // A value is used as the remote was built to use it: the shell's must fit where the old one did.
          lines.push(`declare const v${lines.length}: typeof A${i}.${name}; export const c${lines.length}: typeof B${i}.${name} = v${lines.length};`);
          meaning.push(`imports ${name} from ${entry}, whose type in ${shellLabel} no longer fits what it was built against`);
        } else if (!isGeneric(symbol)) {
          // A type may be read and written: it must be the same both ways.
          lines.push(
            `export type t${lines.length} = [A${i}.${name}] extends [B${i}.${name}] ? ([B${i}.${name}] extends [A${i}.${name}] ? true : false) : false; export const s${lines.length}: t${lines.length} = true;`,
          );
          meaning.push(`imports the type ${name} from ${entry}, which ${shellLabel} changed`);
        }
      }
    });
    const checkFile = path.join(work, 'check.ts');
    writeFileSync(checkFile, `${lines.join('\n')}\n`);
    const second = ts.createProgram([checkFile], options, undefined, first);
    const source = second.getSourceFile(checkFile)!;
    const flagged = new Set<number>();
    for (const diagnostic of ts.getPreEmitDiagnostics(second, source)) {
      if (diagnostic.start === undefined) continue;
      const line = source.getLineAndCharacterOfPosition(diagnostic.start).line;
      if (flagged.has(line) || !meaning[line]) continue;
      flagged.add(line);
      const detail = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').split('  ')[0]!.slice(0, 300);
      problems.push(`${meaning[line]}: ${detail}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return problems;
}
