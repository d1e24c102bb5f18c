// Raw SQL against the migrated schema. Kysely queries are typed by schema.generated.ts, so a
// renamed or dropped column breaks the typecheck; SQL still written as text (`db.query(...)`,
// docs/decisions/031) would only fail when a test happened to run it. Here every such statement
// of api/src that is a plain string is prepared (parsed, planned, never run) on a freshly migrated
// database: PostgreSQL resolves every table and column then, so a rename fails this test at once.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './database.ts';
import { migrate } from './migrate.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));

interface Statement {
  where: string;
  sql: string;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return Promise.resolve(entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []);
    }),
  );
  return nested.flat();
}

/** The first argument of every `.query(...)` call that is a literal (no `${}`), with where it is. */
function statementsOf(file: string): Statement[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Statement[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'query') {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        const { line } = source.getLineAndCharacterOfPosition(first.getStart());
        found.push({ where: `${relative(SRC, file)}:${line + 1}`, sql: first.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// PREPARE takes these; anything else (locks, SET, DDL in the migrator) is not a query of the data.
const PREPARABLE = /^\s*(WITH|SELECT|INSERT|UPDATE|DELETE|VALUES)\b/i;

describe('raw SQL in api/src', () => {
  let db: Database;
  let statements: Statement[];

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    statements = (await Promise.all((await sourceFiles(SRC)).map(statementsOf))).flat().filter((s) => PREPARABLE.test(s.sql));
  }, 120_000);
  afterAll(() => db.close());

  it('finds the statements it checks', () => {
    // A parser that stopped finding them would pass everything.
    expect(statements.length).toBeGreaterThan(150);
  });

  it('names only tables and columns the migrations made, in statements PostgreSQL can plan', async () => {
    const refused: string[] = [];
    for (const [index, statement] of statements.entries()) {
      try {
        await db.query(`PREPARE raw_sql_check_${index} AS ${statement.sql}`);
        await db.query(`DEALLOCATE raw_sql_check_${index}`);
      } catch (error) {
        refused.push(`${statement.where}: ${(error as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
