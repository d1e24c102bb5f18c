// The demo data's money is consistent with itself (issue 32): every paid commission line has its
// batch, transfer and UTR, every line sits on a sale the bank disbursed, the disbursed demo sale
// has its commission, and the reconciliation finds nothing to list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDifferences } from '../src/payouts/reconcile-money.ts';
import { startTestServer, type TestServer } from './helpers.ts';

describe('the demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has no commission on a sale that was not disbursed, and paid lines paid by a transfer', async () => {
    const { rows } = await server.db.query<{ status: string; lead_status: string | null }>(
      'SELECT c.status, l.status AS lead_status FROM vendor_commissions c LEFT JOIN leads l ON l.id = c.lead_id',
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((r) => r.lead_status !== 'disbursed')).toEqual([]);
    expect(rows.some((r) => r.status === 'paid')).toBe(true);
    const disbursedDemo = await server.db.query(
      "SELECT 1 FROM vendor_commissions c JOIN leads l ON l.id = c.lead_id WHERE l.customer_name = 'Snehal More' AND l.status = 'disbursed'",
    );
    expect(disbursedDemo.rows).toHaveLength(1);
    expect((await findDifferences(server.db)).differences).toEqual([]);
  });
});
