// pnpm new-area <mf-name> [--title "Operations console"] [--path /ops] [--dry-run] [--out <dir>]
// Scaffolds a remote with the standard shape: package.json, tsconfig.json, rspack.config.ts (the
// shared federation factory), routes.json, src/app/routes.tsx, one page under src/features/, one
// test beside it and an e2e smoke test; then adds its lines to the registries every area is listed
// in (the workspace, the release tool's apps, the run script's apps, the route catalogue in
// docs/spec/routes.md, the shell's area labels). No other app is touched or rebuilt.
// --dry-run writes the app's files (to --out, default the repository) and prints the registry
// edits instead of making them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AreaSpec {
  name: string;
  title: string;
  /** The area's home URL; its pages live under it. */
  home: string;
}

const NAME = /^mf-[a-z][a-z0-9-]{1,30}$/;

const words = (name: string) => name.replace(/^mf-/, '').split('-');
const pascal = (name: string) =>
  words(name)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** The files of a new area, path (inside its folder) → content. */
export function areaFiles(spec: AreaSpec): Record<string, string> {
  const component = `${pascal(spec.name)}HomePage`;
  const feature = 'home';
  const telecaller = JSON.parse(readFileSync(path.join(repoRoot, 'mf-telecaller/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const dependency = (name: string) => telecaller.dependencies[name]!;
  return {
    'package.json': `${JSON.stringify(
      {
        name: spec.name,
        version: '1.0.0',
        private: true,
        type: 'module',
        description: spec.title,
        scripts: {
          build: 'rspack build',
          dev: 'rspack serve',
          typecheck: 'tsc -p tsconfig.json --noEmit',
          'check:contracts': `pnpm --workspace-root exec tsx release/src/check-contracts.ts ${spec.name}`,
        },
        dependencies: {
          '@platform/shared': 'workspace:*',
          react: dependency('react'),
          'react-dom': dependency('react-dom'),
          'react-router': dependency('react-router'),
          'react-router-dom': dependency('react-router-dom'),
        },
        devDependencies: { '@platform/build-config': 'workspace:*' },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify({ extends: '../tsconfig.base.json', compilerOptions: { types: ['node'] }, include: ['src', 'rspack.config.ts', '../shared/src/globals.d.ts'] }, null, 2)}\n`,
    'rspack.config.ts': `import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppBuild } from '@platform/build-config';

export default createAppBuild({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  role: 'remote',
  exposes: { './routes': './src/app/routes.tsx' },
});
`,
    // The tab's title in Hindi and Marathi: the English one in each until the area's team writes
    // them (scripts/route-titles.test.ts fails on a registered area until it does).
    'routes.json': `${JSON.stringify([{ path: spec.home, access: 'public', title: spec.title, titles: { hi: spec.title, mr: spec.title } }], null, 2)}\n`,
    'src/app/routes.tsx': `// ${spec.name}'s route table, mounted by the shell under the site layout (routes.json says which
// URLs it owns and who may open them; docs/spec/routes.md is the catalogue the release gate reads).
import type { AreaRouteModule } from '@platform/shared';

export const routes: AreaRouteModule['routes'] = [
  { path: ${JSON.stringify(spec.home)}, lazy: async () => ({ Component: (await import('../features/${feature}/${feature}-page')).${component} }) },
];
`,
    [`src/features/${feature}/${feature}-page.tsx`]: `import { Page } from '@platform/shared';

export function ${component}() {
  return (
    <Page title=${JSON.stringify(spec.title)} intro="This area is new: its first page.">
      <p>Build its features under src/features/, one folder each.</p>
    </Page>
  );
}
`,
    [`src/features/${feature}/${feature}-page.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ${component} } from './${feature}-page';

describe('${component}', () => {
  it('names the area', () => {
    render(
      <MemoryRouter>
        <${component} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(spec.title)} })).toBeTruthy();
  });
});
`,
  };
}

/** The e2e smoke test, in e2e/tests/. */
export function smokeTest(spec: AreaSpec): { file: string; content: string } {
  return {
    file: `e2e/tests/${spec.name}-smoke.spec.ts`,
    content: `import { expect, test } from '@playwright/test';

test('${spec.name} draws its home page inside the shell', async ({ page }) => {
  await page.goto(${JSON.stringify(spec.home)});
  await expect(page.locator('[data-area="${spec.name}"] h1')).toHaveText(${JSON.stringify(spec.title)});
});
`,
  };
}

export interface RegistryEdit {
  file: string;
  describe: string;
  apply: (text: string) => string;
}

/** The lines a new area adds to the lists every area is in. */
export function registryEdits(spec: AreaSpec): RegistryEdit[] {
  const appendToAppList = (text: string) => {
    const changed = text.replace(/(\bAPPS = \[[^\]]*?)(\s*\] as const|\])/, (whole, list: string, end: string) => `${list}, '${spec.name}'${end}`);
    if (changed === text) throw new Error('no APPS list found');
    return changed;
  };
  return [
    {
      file: 'pnpm-workspace.yaml',
      describe: `  - ${spec.name}`,
      apply: (text) => text.replace(/(\n {2}- mf-[^\n]+)(?![\s\S]*\n {2}- mf-)/, `$1\n  - ${spec.name}`),
    },
    { file: 'release/src/publish.ts', describe: `APPS: …, '${spec.name}'`, apply: appendToAppList },
    { file: 'scripts/run.mjs', describe: `APPS: …, '${spec.name}'`, apply: appendToAppList },
    {
      file: 'docs/spec/routes.md',
      describe: `## ${spec.name} — ${spec.title}\n| \`${spec.home}\` | public | ${spec.title} |`,
      apply: (text) =>
        `${text.replace(/\n*$/, '\n')}\n## ${spec.name} — ${spec.title.toLowerCase()}\n| path | access | notes |\n|---|---|---|\n| \`${spec.home}\` | public | the area's home page |\n`,
    },
    {
      // The area's name on its error page, in every language of the shell's texts: the English
      // title in each until the area's team writes its Hindi and Marathi names.
      file: 'shell/src/app/shell-texts.ts',
      describe: `areas: '${spec.name}': ${JSON.stringify(`The ${spec.title.toLowerCase()}`)} (en, hi, mr)`,
      apply: (text) => text.replace(/\n( +)other: /g, `\n$1'${spec.name}': ${JSON.stringify(`The ${spec.title.toLowerCase()}`)},\n$1other: `),
    },
  ];
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { title: { type: 'string' }, path: { type: 'string' }, 'dry-run': { type: 'boolean' }, out: { type: 'string' } },
  });
  const name = positionals[0];
  if (!name || !NAME.test(name)) {
    console.error('usage: pnpm new-area mf-<name> [--title "Its title"] [--path /its-url] [--dry-run] [--out <dir>]');
    process.exit(2);
  }
  const spec: AreaSpec = {
    name,
    title:
      values.title ??
      words(name)
        .join(' ')
        .replace(/^./, (c) => c.toUpperCase()),
    home: values.path ?? `/${words(name).join('-')}`,
  };
  const outRoot = path.resolve(values.out ?? repoRoot);
  const appDir = path.join(outRoot, name);
  if (existsSync(appDir)) {
    console.error(`${appDir} already exists`);
    process.exit(1);
  }
  for (const [file, content] of Object.entries(areaFiles(spec))) {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), content);
  }
  const smoke = smokeTest(spec);
  mkdirSync(path.dirname(path.join(outRoot, smoke.file)), { recursive: true });
  writeFileSync(path.join(outRoot, smoke.file), smoke.content);
  console.log(`${name}: files written to ${appDir} and ${path.join(outRoot, smoke.file)}`);
  for (const edit of registryEdits(spec)) {
    if (values['dry-run']) {
      console.log(`would add to ${edit.file}: ${edit.describe}`);
      continue;
    }
    const file = path.join(repoRoot, edit.file);
    writeFileSync(file, edit.apply(readFileSync(file, 'utf8')));
    console.log(`added to ${edit.file}: ${edit.describe}`);
  }
  if (!values['dry-run']) console.log(`Next: pnpm install, then pnpm release publish ${name} (no other app is rebuilt).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
