// The sell history's CSV export (decision 046): streamed in keyset batches of
// SELL_HISTORY_CSV_BATCH, every sale the history's filters match, once, in the history's order,
// the columns the page shows; a failure before the first rows an error answer, after them a cut
// download. 2,300 sales, three to each received time (microseconds JavaScript's Date drops), so
// sales received in the same instant straddle the batch boundaries.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELL_HISTORY_CSV_BATCH, salesCsvStream } from '../src/vendor-selling/sales.ts';
import type { UserRow } from '../src/users.ts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, bearer, databaseKinds, json, startTestServer, type TestServer } from './helpers.ts';

const SECRET = 'sell-history-export-secret';
const SALES = 2_300;
const HEADER = 'Date,Customer,Mobile,Product,Amount (₹),Status,Filed';

describe.each(databaseKinds)('the sell history CSV export on %s', (kind) => {
  let server: TestServer;
  let shop: UserRow;
  let token: string;
  let otherToken: string;
  let counterSale = '';

  const get = (url: string, as = token) => server.app.inject({ method: 'GET', url, headers: bearer(as) });
  const tokenOf = async (id: string, role: 'vendor' | 'customer') => (await new TokenService(SECRET, server.clock).issue('access', id, { role, ver: 0 })).token;

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET });
    const account = await addAccount(server, 'vendor', { referralCode: `CSV${kind.toUpperCase()}` });
    const other = await addAccount(server, 'vendor', { referralCode: `CSVOTHER${kind.toUpperCase()}` });
    shop = (await server.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [account.id])).rows[0]!;
    token = await tokenOf(account.id, 'vendor');
    otherToken = await tokenOf(other.id, 'vendor');
    // Sale i: received 1 s earlier for every third i (10:00:00.123456 UTC, 15:30 in India, going
    // back); a health insurance every fourth, the rest personal loans; new when even, else
    // contacted; the shop code in lower case on a tenth (a code is matched whatever its case).
    await server.db.query(
      `INSERT INTO leads (id, source, product, customer_name, mobile, pincode, amount, shop_id, status, created_at, updated_at)
       SELECT md5($1 || i)::uuid, 'application', CASE WHEN i % 4 = 0 THEN 'health-insurance' ELSE 'personal-loan' END,
              CASE WHEN i % 5 = 0 THEN 'Meera ' ELSE 'Asha ' END || i, '98' || lpad(i::text, 8, '0'), '411001', 1000 + i,
              CASE WHEN i % 10 = 0 THEN lower($2) ELSE $2 END, CASE WHEN i % 2 = 0 THEN 'new' ELSE 'contacted' END,
              timestamptz '2026-11-20 10:00:00.123456+00' - interval '1 second' * (i / 3),
              timestamptz '2026-11-20 10:00:00.123456+00'
         FROM generate_series(0, ${SALES - 1}) i`,
      [`sale-${kind}-`, shop.referral_code],
    );
    // Not in the loan history: a card sale of the shop (received 00:30 on 21 November in India,
    // still the 20th in UTC), and another shop's loan.
    const lead = (id: string, product: string, shopCode: string, at: Date) =>
      server.db.query(
        `INSERT INTO leads (id, source, product, customer_name, mobile, pincode, shop_id, status, created_at, updated_at)
         VALUES ($1, 'application', $2, 'Kiran Card', '9811111111', '411001', $3, 'new', $4, $4)`,
        [id, product, shopCode, at],
      );
    await lead(randomUUID(), 'credit-card', shop.referral_code, new Date('2026-11-20T19:00:00Z'));
    await lead(randomUUID(), 'personal-loan', `CSVOTHER${kind.toUpperCase()}`, new Date('2026-11-20T09:00:00Z'));
    // The newest sale was filed at the counter: an application the shop filed.
    counterSale = md5Uuid(`sale-${kind}-0`);
    await server.db.query(
      `INSERT INTO product_applications (id, product, endpoint, full_name, mobile, email, pincode, city, details, shop_id, status, created_at, filed_by_vendor)
       VALUES ($1, 'personal-loan', 'test', 'Meera 0', '9800000000', 'asha@example.com', '411001', 'Pune', '{}', $2, 'submitted', $3, $4)`,
      [counterSale, shop.referral_code, new Date('2026-11-20T10:00:00Z'), shop.id],
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The history's order as one statement gives it, for the loans matching `where` over `l`. */
  const expectedOrder = async (where = 'true') =>
    (
      await server.db.query<{ customer_name: string }>(
        `SELECT l.customer_name FROM leads l WHERE upper(l.shop_id) = $1 AND l.product <> 'credit-card' AND ${where} ORDER BY l.created_at DESC, l.id DESC`,
        [shop.referral_code],
      )
    ).rows.map((row) => row.customer_name);
  const exported = async (url: string) => {
    const csv = await get(url);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines.pop()).toBe('');
    return lines;
  };
  const names = (lines: string[]) => lines.slice(1).map((line) => line.split(',')[1]);

  it('has every sale of the shop exactly once, in the history’s order, under one header, in the page’s columns', async () => {
    const csv = await get('/api/vendor-all-loans/export');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="loan-sales-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = await exported('/api/vendor-all-loans/export');
    expect(lines[0]).toBe(HEADER);
    expect(lines.filter((line) => line === HEADER)).toHaveLength(1);
    expect(lines).toHaveLength(SALES + 1);
    expect(SALES).toBeGreaterThan(2 * SELL_HISTORY_CSV_BATCH);
    expect(names(lines)).toEqual(await expectedOrder());
    expect(new Set(names(lines)).size).toBe(SALES);
    // Three sales share the newest instant; sale 0 was filed at the counter.
    expect(lines.slice(1, 4).sort()).toEqual([
      '2026-11-20,Asha 1,******0001,Personal loan,1001,Contacted,Through your link',
      '2026-11-20,Asha 2,******0002,Personal loan,1002,New,Through your link',
      '2026-11-20,Meera 0,******0000,Health insurance,1000,New,At the counter',
    ]);
  });

  it('applies the history’s filters in every batch', async () => {
    const fresh = names(await exported('/api/vendor-all-loans/export?status=new'));
    expect(fresh).toHaveLength(SALES / 2);
    expect(fresh).toEqual(await expectedOrder(`l.status = 'new'`));
    const health = names(await exported('/api/vendor-all-loans/export?product=health-insurance&status=new'));
    expect(health).toEqual(await expectedOrder(`l.status = 'new' AND l.product = 'health-insurance'`));
    const meera = names(await exported('/api/vendor-all-loans/export?q=meera'));
    expect(meera).toEqual(await expectedOrder(`l.customer_name LIKE 'Meera %'`));
    // 10:00 UTC back to 09:22 is 15:30 back to 14:52 on 2026-11-20 in India: one day, every sale.
    expect(await exported('/api/vendor-all-loans/export?from=2026-11-20&to=2026-11-20')).toHaveLength(SALES + 1);
    expect(await exported('/api/vendor-all-loans/export?to=2026-11-19')).toEqual([HEADER]);
    // What the paged history shows under the same filters, the CSV holds.
    const page = json(await get('/api/vendor-all-loans?status=new&q=meera&pageSize=50')).data as { total: number; items: { customerName: string }[] };
    const both = names(await exported('/api/vendor-all-loans/export?status=new&q=meera'));
    expect(both).toHaveLength(page.total);
    expect(both.slice(0, 50)).toEqual(page.items.map((item) => item.customerName));
  });

  it('is the shop’s own: cards in the card history’s CSV, another shop’s sales in neither', async () => {
    // Dated by the India day, as the filters read days.
    const cards = [HEADER, '2026-11-21,Kiran Card,******1111,Credit card,,New,Through your link'];
    expect(await exported('/card/get-card-history/export')).toEqual(cards);
    expect(await exported('/card/get-card-history/export?from=2026-11-21&to=2026-11-21')).toEqual(cards);
    const others = names(await exported('/api/vendor-all-loans/export')).filter((name) => name === 'Kiran Card');
    expect(others).toEqual([]);
    const theirs = await get('/api/vendor-all-loans/export', otherToken);
    expect(theirs.body.split('\r\n').filter(Boolean)).toEqual([HEADER, '2026-11-20,Kiran Card,******1111,Personal loan,,New,Through your link']);
  });

  it('refuses a bad filter with its message, and anyone but a shop', async () => {
    const bad = await get('/api/vendor-all-loans/export?status=approved&from=2026-13-40');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toMatchObject({ status: 'Choose a status from the list', from: 'From must be a date (YYYY-MM-DD)' });
    expect((await server.app.inject({ method: 'GET', url: '/api/vendor-all-loans/export' })).statusCode).toBe(401);
    const customer = await addAccount(server, 'customer');
    expect((await get('/api/vendor-all-loans/export', await tokenOf(customer.id, 'customer'))).statusCode).toBe(403);
  });

  it('stops at its bound, mid-batch', async () => {
    const csv = (
      await (await salesCsvStream(server.db, shop, { status: '', product: '', from: '', to: '', q: '' }, 'loan', server.app.log, 1_500)).toArray()
    ).join('');
    const lines = csv.split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(1_501);
    expect(names(lines)).toEqual((await expectedOrder()).slice(0, 1_500));
  });

  it('cuts the download off, rather than ending it short, when the database fails mid-way', async () => {
    // Before anything is sent: an error answer, with its status.
    server.failNextQuery(/SELECT l\.\*, p\.filed_by_vendor\s+FROM leads l/);
    expect((await get('/api/vendor-all-loans/export')).statusCode).toBe(500);
    // After the first batch went out: the connection is reset, not ended as if complete.
    server.failNextQuery(/FROM leads last/);
    await expect(get('/api/vendor-all-loans/export')).rejects.toMatchObject({ code: 'LIGHT_ECONNRESET' });
    expect(await exported('/api/vendor-all-loans/export')).toHaveLength(SALES + 1);
  });
});

/** The uuid md5($text)::uuid gives in SQL. */
function md5Uuid(text: string): string {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
