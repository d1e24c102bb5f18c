// Backup and restore of both databases and the uploads folder (docs/scale-out.md, "Backup and
// restore"). One archive (a tar file) holds:
//   manifest.json    what it is: the database kind, when, the migrations applied, row counts
//   database.tar.gz  PGlite: its data directory as PGlite dumps it (dumpDataDir)
//   database.dump    PostgreSQL: pg_dump's custom format (pg_restore reads it)
//   uploads/         the uploads folder as it was (absent when uploads live in an S3 bucket)
// The archive is written next to its final name and renamed into place, so a backup cut short
// never looks complete.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock.ts';

export type BackupSource = { kind: 'pglite'; dataDir: string; uploadsDir: string | null } | { kind: 'postgres'; url: string; uploadsDir: string | null };

export interface BackupManifest {
  format: 'loansetu-backup-1';
  kind: 'pglite' | 'postgres';
  createdAt: string;
  /** The last migration applied: a restore refuses an archive newer than the code. */
  migrations: string[];
  /** Rows per table, to compare after a restore. */
  rows: Record<string, number>;
  uploads: { files: number; bytes: number } | null;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Tables whose row counts the manifest keeps (what a person would check after a restore). */
const COUNTED = ['users', 'enquiries', 'leads', 'payment_orders', 'wallet_ledger', 'ca_submissions', 'outbox_messages', 'audit_log'] as const;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`${command} could not be started (${error.message}); is it installed?`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });
}

async function filesUnder(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

interface Counter {
  query<R>(sql: string): Promise<{ rows: R[] }>;
}

async function describeDatabase(db: Counter): Promise<Pick<BackupManifest, 'migrations' | 'rows'>> {
  const migrations = (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((row) => row.version);
  const rows: Record<string, number> = {};
  for (const table of COUNTED) {
    const exists = (await db.query<{ t: string | null }>(`SELECT to_regclass('${table}')::text AS t`)).rows[0]?.t;
    if (exists) rows[table] = Number((await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
  }
  return { migrations, rows };
}

/** Writes a backup archive of `source` to `file`; answers its manifest. */
export async function backup(source: BackupSource, file: string): Promise<BackupManifest> {
  const work = await mkdtemp(join(tmpdir(), 'loansetu-backup-'));
  try {
    let described: Pick<BackupManifest, 'migrations' | 'rows'>;
    if (source.kind === 'pglite') {
      if (!existsSync(source.dataDir)) throw new BackupError(`There is no embedded database at ${source.dataDir}.`);
      // The folder's lock: an API process holding it must be stopped first (it alone may read it).
      const release = lockDataDir(source.dataDir);
      try {
        const db = await PGlite.create(source.dataDir);
        try {
          described = await describeDatabase(db);
          const dump = await db.dumpDataDir('gzip');
          await writeFile(join(work, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
        } finally {
          await db.close();
        }
      } finally {
        release();
      }
    } else {
      // One consistent snapshot, taken while the API keeps running: the counts in the manifest and
      // pg_dump read the same exported snapshot, so a restore can be checked against them.
      const client = new pg.Client({ connectionString: source.url });
      await client.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const snapshot = (await client.query<{ s: string }>('SELECT pg_export_snapshot() AS s')).rows[0]!.s;
        described = await describeDatabase(client);
        await run('pg_dump', [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${snapshot}`,
          `--file=${join(work, 'database.dump')}`,
          `--dbname=${source.url}`,
        ]);
        await client.query('COMMIT');
      } finally {
        await client.end();
      }
    }
    let uploads: BackupManifest['uploads'] = null;
    if (source.uploadsDir) {
      await mkdir(join(work, 'uploads'), { recursive: true });
      if (existsSync(source.uploadsDir)) await cp(source.uploadsDir, join(work, 'uploads'), { recursive: true });
      uploads = await filesUnder(join(work, 'uploads'));
    }
    const manifest: BackupManifest = { format: 'loansetu-backup-1', kind: source.kind, createdAt: new Date().toISOString(), ...described, uploads };
    await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(dirname(file), { recursive: true });
    const partial = join(dirname(file), `.${basename(file)}.partial`);
    await run('tar', ['-cf', partial, '-C', work, '.']);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export type RestoreTarget = { kind: 'pglite'; dataDir: string; uploadsDir: string | null } | { kind: 'postgres'; url: string; uploadsDir: string | null };

async function isEmptyDir(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/**
 * Restores an archive into a fresh database and uploads folder. Refuses to write over anything
 * (a data folder or uploads folder with files, a database with tables) unless `replace` is set,
 * in which case an embedded database folder and the uploads folder are moved aside, never deleted.
 */
export async function restore(file: string, target: RestoreTarget, { replace = false } = {}): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  const work = await mkdtemp(join(tmpdir(), 'loansetu-restore-'));
  try {
    await run('tar', ['-xf', file, '-C', work]);
    const manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 'loansetu-backup-1') throw new BackupError(`${file} is not a LoanSetu backup.`);
    if (manifest.kind !== target.kind) {
      throw new BackupError(
        `${file} is a backup of the ${manifest.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}; the target is the other kind.`,
      );
    }
    const aside = `.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    if (target.kind === 'pglite') {
      if (!(await isEmptyDir(target.dataDir))) {
        if (!replace) throw new BackupError(`${target.dataDir} already holds a database. Restore into an empty folder, or pass --replace to move it aside.`);
        await rename(target.dataDir, `${target.dataDir}${aside}`);
      }
      await mkdir(target.dataDir, { recursive: true });
      const release = lockDataDir(target.dataDir);
      try {
        const dump = new Blob([await readFile(join(work, 'database.tar.gz'))]);
        const db = await PGlite.create(target.dataDir, { loadDataDir: dump });
        try {
          const now = await describeDatabase(db);
          checkCounts(manifest, now.rows);
        } finally {
          await db.close();
        }
      } finally {
        release();
      }
    } else {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`);
        if (Number(rows[0]!.n) > 0 && !replace) {
          throw new BackupError(
            'The target database already has tables. Restore into a new, empty database, or pass --replace to drop what the backup holds first.',
          );
        }
      } finally {
        await client.end();
      }
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(replace ? ['--clean', '--if-exists'] : []),
        `--dbname=${target.url}`,
        join(work, 'database.dump'),
      ]);
      const check = new pg.Client({ connectionString: target.url });
      await check.connect();
      try {
        checkCounts(manifest, (await describeDatabase(check)).rows);
      } finally {
        await check.end();
      }
    }
    if (target.uploadsDir && existsSync(join(work, 'uploads'))) {
      if (!(await isEmptyDir(target.uploadsDir))) {
        if (!replace) throw new BackupError(`${target.uploadsDir} already holds files. Restore into an empty folder, or pass --replace to move it aside.`);
        await rename(target.uploadsDir, `${target.uploadsDir}${aside}`);
      }
      await mkdir(target.uploadsDir, { recursive: true });
      await cp(join(work, 'uploads'), target.uploadsDir, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The restored database holds as many rows per counted table as the backup said. */
function checkCounts(manifest: BackupManifest, rows: Record<string, number>): void {
  const differ = Object.entries(manifest.rows).filter(([table, n]) => rows[table] !== n);
  if (differ.length > 0) {
    throw new BackupError(`The restored database differs from the backup: ${differ.map(([t, n]) => `${t} ${rows[t]} rows, expected ${n}`).join('; ')}`);
  }
}

/** SHA-256 of a file (the drill compares uploads before and after). */
export async function sha256Of(path: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}
