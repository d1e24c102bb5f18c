// `pnpm backup [--out <file>]` and `pnpm restore <file> [--replace]` (docs/scale-out.md, "Backup
// and restore"). The database and uploads are those the API would use with the same environment:
// DATABASE_URL (PostgreSQL) or API_DATA_DIR (the embedded database, default .data/pglite), and
// API_UPLOADS_DIR (default beside the embedded database folder). With FILE_STORAGE=s3 the uploads
// are in the bucket, whose own versioning or replication keeps them; the archive holds the
// database only. The embedded database can be backed up only while no API process holds it.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { backup, BackupError, restore, type BackupSource } from './backup.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function target(env: NodeJS.ProcessEnv): BackupSource {
  const dataDir = resolve(env.API_DATA_DIR ?? join(repoRoot, '.data/pglite'));
  const uploadsDir = env.FILE_STORAGE === 's3' ? null : resolve(env.API_UPLOADS_DIR ?? `${dataDir}-uploads`);
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, uploadsDir } : { kind: 'pglite', dataDir, uploadsDir };
}

const describe = (source: BackupSource) =>
  source.kind === 'pglite' ? `the embedded database ${source.dataDir}` : `PostgreSQL ${new URL(source.url).pathname.slice(1) || '(default database)'}`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const source = target(process.env);
  if (command === 'backup') {
    const outAt = rest.indexOf('--out');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(outAt >= 0 && rest[outAt + 1] ? rest[outAt + 1]! : join(repoRoot, '.data/backups', `loansetu-${source.kind}-${stamp}.tar`));
    const manifest = await backup(source, file);
    console.log(`Backed up ${describe(source)}${source.uploadsDir ? ` and ${source.uploadsDir}` : ''} to ${file}`);
    console.log(
      `  ${manifest.migrations.length} migrations, ${Object.entries(manifest.rows)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')}${manifest.uploads ? `; uploads ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes` : ''}`,
    );
    return;
  }
  if (command === 'restore') {
    const file = rest.find((arg) => !arg.startsWith('--'));
    if (!file) throw new BackupError('Usage: pnpm restore <backup file> [--replace]');
    const manifest = await restore(resolve(file), source, { replace: rest.includes('--replace') });
    console.log(
      `Restored ${file} (taken ${manifest.createdAt}) into ${describe(source)}${source.uploadsDir ? ` and ${source.uploadsDir}` : ''}; row counts match the backup.`,
    );
    return;
  }
  throw new BackupError('Usage: pnpm backup [--out <file>] | pnpm restore <backup file> [--replace]');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
