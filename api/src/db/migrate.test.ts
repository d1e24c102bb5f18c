import { createHash } from 'node:crypto';
import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { migrate } from './migrate.ts';

// A function body and comments with `;` in them: what splitting a file on `;` used to break.
const WITH_FUNCTION = `-- Plans; a comment with a semicolon; and another.
CREATE TABLE plans (id int PRIMARY KEY, label text NOT NULL DEFAULT 'a; b');
CREATE FUNCTION plan_label(p int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE result text;
BEGIN
  SELECT label INTO result FROM plans WHERE id = p;
  RETURN coalesce(result, 'none; yet');
END;
$$;
INSERT INTO plans (id) VALUES (1);
`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let database: TestDatabase;
  let dir: string;
  const logged: string[] = [];
  const run = () => migrate(database.db, { dir, log: (message) => logged.push(message) });

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    logged.length = 0;
  });
  afterEach(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('runs each file whole (function bodies, ; in comments and strings), once, and records its checksum', async () => {
    await writeFile(path.join(dir, '001_plans.sql'), WITH_FUNCTION);
    await writeFile(path.join(dir, '002_more.sql'), 'INSERT INTO plans (id, label) VALUES (2, $$two; too$$);');

    expect(await run()).toEqual(['001_plans', '002_more']);
    const { rows } = await database.db.query<{ one: string; two: string; three: string }>(
      'SELECT plan_label(1) AS one, plan_label(2) AS two, plan_label(3) AS three',
    );
    expect(rows[0]).toEqual({ one: 'a; b', two: 'two; too', three: 'none; yet' });
    const recorded = await database.db.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations ORDER BY version');
    expect(recorded.rows).toEqual([
      { version: '001_plans', checksum: sha256(WITH_FUNCTION) },
      { version: '002_more', checksum: sha256('INSERT INTO plans (id, label) VALUES (2, $$two; too$$);') },
    ]);

    // A second start applies nothing and accepts the files as they are.
    expect(await run()).toEqual([]);
    expect((await database.db.query('SELECT * FROM plans')).rows).toHaveLength(2);
  });

  it('rolls back a file that fails as a whole, keeps the files before it, and names it', async () => {
    await writeFile(path.join(dir, '001_plans.sql'), WITH_FUNCTION);
    await writeFile(path.join(dir, '002_broken.sql'), 'CREATE TABLE half_done (id int);\nINSERT INTO no_such_table VALUES (1);');

    await expect(run()).rejects.toThrow(/002_broken\.sql failed/);
    const tables = await database.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('plans', 'half_done')`,
    );
    expect(tables.rows.map((row) => row.name)).toEqual(['plans']);
    const versions = await database.db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(versions.rows.map((row) => row.version)).toEqual(['001_plans']);
  });

  it('refuses to start when an applied file was changed, naming it, and applies nothing after it', async () => {
    await writeFile(path.join(dir, '001_plans.sql'), WITH_FUNCTION);
    await run();
    await writeFile(path.join(dir, '001_plans.sql'), WITH_FUNCTION.replace("'a; b'", "'c'"));
    await writeFile(path.join(dir, '002_more.sql'), 'CREATE TABLE more (id int);');

    await expect(run()).rejects.toThrow(/Migration 001_plans\.sql was changed after it was applied/);
    const versions = await database.db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(versions.rows.map((row) => row.version)).toEqual(['001_plans']);
  });

  it('treats CRLF line endings as the same file (a Windows checkout)', async () => {
    await writeFile(path.join(dir, '001_plans.sql'), WITH_FUNCTION);
    await run();
    await writeFile(path.join(dir, '001_plans.sql'), WITH_FUNCTION.replace(/\n/g, '\r\n'));
    expect(await run()).toEqual([]);
  });

  it('refuses to start when the file of an applied migration is missing, naming it', async () => {
    await writeFile(path.join(dir, '001_plans.sql'), WITH_FUNCTION);
    await writeFile(path.join(dir, '002_more.sql'), 'CREATE TABLE more (id int);');
    await run();
    await unlink(path.join(dir, '002_more.sql'));

    await expect(run()).rejects.toThrow(/Migration 002_more\.sql was applied to this database but the file is missing/);
  });

  it('records the checksums of a database migrated before they were kept, once, with a log line', async () => {
    await writeFile(path.join(dir, '001_plans.sql'), WITH_FUNCTION);
    await run();
    // How such a database looks: the versions only.
    await database.db.query('ALTER TABLE schema_migrations DROP COLUMN checksum');

    expect(await run()).toEqual([]);
    expect(logged).toEqual(['Recorded the checksum of migration 001_plans.sql, applied before checksums were kept']);
    const recorded = await database.db.query<{ checksum: string }>('SELECT checksum FROM schema_migrations');
    expect(recorded.rows).toEqual([{ checksum: sha256(WITH_FUNCTION) }]);

    // From then on the file is held to what was recorded.
    await run();
    expect(logged).toHaveLength(1);
    await writeFile(path.join(dir, '001_plans.sql'), `${WITH_FUNCTION}\nSELECT 1;`);
    await expect(run()).rejects.toThrow(/001_plans\.sql was changed/);
  });
});
