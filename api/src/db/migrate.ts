import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Transaction } from './database.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any number; the same on every server, so two starting at once apply the migrations in turn. */
const ADVISORY_LOCK = 727274;

export interface MigrateOptions {
  /** Where the `NNN_name.sql` files are (tests point this at a folder of their own). */
  dir?: string;
  /** Told once per database migrated before checksums were recorded. */
  log?: (message: string) => void;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** SHA-256 of a migration's text. Line endings are made LF first, so a Windows checkout matches. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/**
 * Applies every `NNN_name.sql` not applied yet, in order, each file whole (a file may hold
 * function bodies and `;` anywhere) in its own transaction, and records its checksum. The same
 * files serve PGlite and PostgreSQL. On PostgreSQL an advisory lock keeps two starting servers
 * from applying the same migration twice.
 *
 * Before anything is applied, every migration this database already ran must still be there,
 * unchanged: an edited or deleted file means the schema here is not what the files say, and the
 * server refuses to start rather than run on a schema nobody can reproduce.
 */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  const dir = options.dir ?? MIGRATIONS_DIR;
  const log = options.log ?? (() => undefined);
  const files = new Map<string, { file: string; sql: string; checksum: string }>();
  for (const file of (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort()) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    files.set(file.replace(/\.sql$/, ''), { file, sql, checksum: migrationChecksum(sql) });
  }

  await db.transaction(async (tx) => {
    await lock(db, tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
    -- SHA-256 of the file as applied (null only until a database from before checksums starts).
    ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`);
    const { rows } = await tx.query<{ version: string; checksum: string | null }>('SELECT version, checksum FROM schema_migrations ORDER BY version');
    for (const row of rows) {
      const current = files.get(row.version);
      if (!current) {
        throw new MigrationError(
          `Migration ${row.version}.sql was applied to this database but the file is missing from ${dir}. ` +
            'Applied migrations must stay: restore the file (a change belongs in a new migration).',
        );
      }
      if (row.checksum === null) {
        // Applied before checksums were kept: the files of today are what it ran.
        await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [row.version, current.checksum]);
        log(`Recorded the checksum of migration ${current.file}, applied before checksums were kept`);
      } else if (row.checksum !== current.checksum) {
        throw new MigrationError(
          `Migration ${current.file} was changed after it was applied to this database ` +
            `(checksum applied ${row.checksum.slice(0, 12)}…, file now ${current.checksum.slice(0, 12)}…). ` +
            'Restore the file as it was and put the change in a new migration.',
        );
      }
    }
  });

  const applied: string[] = [];
  for (const [version, { file, sql, checksum }] of files) {
    const done = await db.transaction(async (tx) => {
      await lock(db, tx);
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (existing.rows.length > 0) return false;
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new MigrationError(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [version, checksum]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}

async function lock(db: Database, tx: Transaction): Promise<void> {
  // PGlite has one connection in one process (its folder is locked to it): nothing to wait for.
  if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK]);
}
