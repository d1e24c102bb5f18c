import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies every `migrations/NNN_name.sql` not applied yet, in order, each in its own transaction.
 * The same files serve PGlite and PostgreSQL. On PostgreSQL an advisory lock keeps two starting
 * servers from applying the same migration twice.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = (await readdir(migrationsDir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = await readFile(migrationsDir + file, 'utf8');
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') {
        await tx.query('SELECT pg_advisory_xact_lock(727274)');
      }
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (existing.rows.length > 0) return false;
      // Split on statement ends; the migration files hold plain DDL without functions.
      for (const statement of splitStatements(sql)) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}

function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
