import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/helpers.ts';

describe.each(databaseKinds)('typed queries on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
  });
  afterAll(() => database.drop());

  // The generated DB type has no `notes`: these tests exercise the plumbing, not the schema.
  const notes = (q: { kysely: unknown }) => q.kysely as Kysely<{ notes: { id: number; body: string } }>;

  it('run in the transaction around them: they see its raw writes and roll back with it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO notes (id, body) VALUES (1, 'raw')`);
        await notes(tx).insertInto('notes').values({ id: 2, body: 'typed' }).execute();
        const seen = await notes(tx).selectFrom('notes').select('body').orderBy('id').execute();
        expect(seen.map((row) => row.body)).toEqual(['raw', 'typed']);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await notes(database.db).selectFrom('notes').selectAll().execute()).toEqual([]);
  });

  it('report how many rows an update touched', async () => {
    await database.db.query(`INSERT INTO notes (id, body) VALUES (3, 'a'), (4, 'b')`);
    const result = await notes(database.db).updateTable('notes').set({ body: 'c' }).where('id', 'in', [3, 4]).executeTakeFirstOrThrow();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it('refuse Kysely transactions of their own, pointing at db.transaction', async () => {
    await expect(database.db.kysely.transaction().execute(async () => undefined)).rejects.toThrow(/db\.transaction/);
  });
});
