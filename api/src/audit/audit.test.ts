import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { auditTrailOf, recordAudit } from './audit.ts';

describe.each(databaseKinds)('audit trail on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await migrate(db);
  });
  afterAll(() => database.drop());

  it('keeps every row as written: updates and deletes change nothing', async () => {
    const at = new Date('2026-11-20T10:00:00Z');
    await recordAudit(db, {
      actor: { id: null, role: 'system' },
      action: 'test.act',
      subjectType: 'thing',
      subjectId: 't1',
      after: { a: 1 },
      reason: 'why',
      at,
    });
    await db.query(`UPDATE audit_log SET reason = 'changed'`);
    await db.query('DELETE FROM audit_log');
    const trail = await auditTrailOf(db, 'thing', 't1');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'test.act', reason: 'why', after: { a: 1 } });
  });

  it('is written in the transaction of the action: a rolled-back action leaves no row', async () => {
    const at = new Date('2026-11-20T10:00:00Z');
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { actor: { id: null, role: 'system' }, action: 'test.act', subjectType: 'thing', subjectId: 't2', at });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await auditTrailOf(db, 'thing', 't2')).toHaveLength(0);
  });
});
