// The operations console's logistics desk and leads oversight (issue 30): each staff role against
// each endpoint, the desk's paged queue and its bulk moves (stale and refused items left as they
// were, every move told to the shop and audited in its transaction), the leads' first-call service
// level, reassignment between telecallers, and both queues' dashboard summaries.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deskShipment,
  listDeskShipments,
  listOversightLeads,
  moveDeskShipments,
  oversightLead,
  reassignLead,
  STAFF_ROLES,
  telecallerQueue,
  type StaffRole,
} from '@platform/shared/contracts';
import { firstCallDueAt, quoteFor, type ShipmentStatus } from '@platform/shared/schemas';
import { auditTrailOf } from '../src/audit/audit.ts';
import { oversightLeadRow, leadsQueueSummary } from '../src/leads/oversight-queries.ts';
import { FIRST_CALL_LONGEST_WAIT_MS, SLA_PARAMS } from '../src/leads/sla-marking.ts';
import { shipmentsQueueSummary } from '../src/logistics/desk-queries.ts';
import { insertShipment } from '../src/logistics/queries.ts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, bearer, databaseKinds, dataOf, json, post, type TestServer, startTestServer } from './helpers.ts';

const SECRET = 'ops-logistics-and-leads-secret';
const HOUR = 3_600_000;

describe.each(databaseKinds)('logistics desk and leads oversight on %s', (kind) => {
  let server: TestServer;
  const accounts = new Map<string, { id: string; role: 'admin' | 'vendor' | 'customer' | 'telecaller' | 'banker' }>();
  /** A fresh token of the account made for `who` (a staff role or an account role): tests move the clock. */
  const tokenOf = async (who: string) => tokenFor(accounts.get(who)!.id, accounts.get(who)!.role);

  const tokenFor = async (userId: string, role: 'admin' | 'vendor' | 'customer' | 'telecaller' | 'banker') => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role, ver: rows[0]!.token_version })).token;
  };
  const staffToken = async (roles: readonly StaffRole[]) => {
    const account = await addAccount(server, 'admin', { staffRoles: roles });
    return { id: account.id, token: await tokenFor(account.id, 'admin') };
  };
  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });

  /** A shop (its name unique to the test, so the desk's shop filter isolates it). */
  async function addShop(name: string) {
    const shop = await addAccount(server, 'vendor');
    await server.db.query('UPDATE users SET username = $2 WHERE id = $1', [shop.id, name]);
    return shop.id;
  }

  /** A booking put straight into the database at `at`, moved to `status` as the desk would. */
  async function addShipment(vendorId: string, at: Date, status: ShipmentStatus = 'booked') {
    const id = randomUUID();
    const input = {
      kind: 'order',
      pickupPin: '411030',
      deliveryPin: '400001',
      weightKg: 1,
      lengthCm: 10,
      breadthCm: 10,
      heightCm: 10,
      paymentMode: 'prepaid',
      pickup: { name: 'Shop', mobile: '9876500002', address: 'Laxmi Road' },
      delivery: { name: 'Priya', mobile: '9820012345', address: 'Fort' },
      contents: 'Phone covers',
    };
    const place = (pinCode: string, district: string) => ({ pinCode, district, state: 'Maharashtra' });
    const row = await insertShipment(server.db, {
      id,
      vendorId,
      trackingNumber: `LS${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
      input: input as never,
      places: { pickup: place('411030', 'Pune'), delivery: place('400001', 'Mumbai'), zone: 'regional', zoneLabel: 'Same state' },
      quote: quoteFor('regional', { ...input, paymentMode: 'prepaid' }),
      now: at,
    });
    await server.db.query(
      "INSERT INTO shipment_events (id, shipment_id, status, actor_role, actor_id, created_at) VALUES ($1, $2, 'booked', 'vendor', $3, $4)",
      [randomUUID(), id, vendorId, at],
    );
    if (status !== 'booked') await server.db.query('UPDATE vendor_shipments SET status = $2 WHERE id = $1', [id, status]);
    return row;
  }

  const statusOf = async (id: string) => (await server.db.query<{ status: string }>('SELECT status FROM vendor_shipments WHERE id = $1', [id])).rows[0]!.status;
  const notificationsOf = async (vendorId: string) =>
    (await server.db.query<{ title: string }>('SELECT title FROM vendor_notifications WHERE vendor_id = $1 ORDER BY created_at', [vendorId])).rows.map(
      (r) => r.title,
    );

  /** A lead straight into the database, held by `telecallerId`, received at `at`, with calls at `calls`. */
  async function addLead(telecallerId: string | null, at: Date, { status = 'new', calls = [] as Date[] } = {}) {
    const id = randomUUID();
    await server.db.query(
      `INSERT INTO leads (id, source, product, customer_name, mobile, pincode, status, assigned_to, created_at, updated_at)
       VALUES ($1, 'enquiry', 'home loan', 'Asha Rao', '9812345670', '411001', $2, $3, $4, $4)`,
      [id, status, telecallerId, at],
    );
    for (const call of calls) {
      await server.db.query(`INSERT INTO lead_calls (id, lead_id, telecaller_id, status_after, created_at) VALUES ($1, $2, $3, 'contacted', $4)`, [
        randomUUID(),
        id,
        telecallerId,
        call,
      ]);
    }
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET });
    for (const role of STAFF_ROLES) accounts.set(role, { id: (await addAccount(server, 'admin', { staffRoles: [role] })).id, role: 'admin' });
    for (const role of ['vendor', 'customer', 'banker', 'telecaller'] as const) accounts.set(role, { id: (await addAccount(server, role)).id, role });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('admits each staff role only where the contract says, and no shop, customer, banker or telecaller', async () => {
    const shop = await addShop(`Matrix shop ${kind}`);
    const shipment = await addShipment(shop, server.clock.now());
    const telecaller = await addAccount(server, 'telecaller');
    const lead = await addLead(telecaller.id, server.clock.now());
    const desk = ['logistics_desk', 'ops_admin'];
    const oversight = ['ops_admin'];
    const endpoints: Array<[string, string[], (token: string) => ReturnType<typeof get>]> = [
      ['list shipments', desk, (t) => get('/logistics/desk/shipments', t)],
      ['one shipment', desk, (t) => get(`/logistics/desk/shipments/${shipment.id}`, t)],
      // A move the lifecycle refuses (409) for those let in, so the matrix changes nothing.
      [
        'move shipments',
        desk,
        (t) => post(server.app, '/logistics/desk/shipments/moves', { status: 'delivered', items: [{ id: shipment.id, seenStatus: 'booked' }] }, bearer(t)),
      ],
      [
        'update by tracking number',
        desk,
        (t) => post(server.app, `/logistics/staff/shipments/${shipment.tracking_number}/status`, { status: 'delivered' }, bearer(t)),
      ],
      ['list leads', oversight, (t) => get('/admin/leads', t)],
      ['one lead', oversight, (t) => get(`/admin/leads/${lead}`, t)],
      [
        'reassign',
        oversight,
        (t) => post(server.app, `/admin/leads/${lead}/reassign`, { telecallerId: telecaller.id, seenAssignedTo: telecaller.id }, bearer(t)),
      ],
    ];
    for (const [name, allowed, call] of endpoints) {
      for (const who of accounts.keys()) {
        const answer = await call(await tokenOf(who));
        const expected = allowed.includes(who) ? [200, 409] : [403];
        expect(expected, `${name} as ${who}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
        if (!allowed.includes(who) && STAFF_ROLES.includes(who as StaffRole)) expect(json(answer).error).toBe('Your staff role does not allow this.');
      }
    }
    expect(await statusOf(shipment.id)).toBe('booked');
    expect(await auditTrailOf(server.db, 'lead', lead)).toEqual([]);
  });

  describe('logistics desk', () => {
    it('lists shipments oldest first, paged, with counts per status under the other filters', async () => {
      const name = `Paging shop ${kind}`;
      const shop = await addShop(name);
      const start = server.clock.now().getTime();
      const made = [];
      for (let i = 0; i < 5; i += 1) made.push(await addShipment(shop, new Date(start - (10 - i) * HOUR)));
      await addShipment(shop, new Date(start - 20 * HOUR), 'delivered');
      const token = await tokenOf('logistics_desk');
      const shopFilter = `shop=${encodeURIComponent(name)}`;
      const first = dataOf(listDeskShipments, await get(`/logistics/desk/shipments?${shopFilter}&pageSize=2`, token));
      expect(first.items.map((s) => s.id)).toEqual([made[0]!.id, made[1]!.id]);
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(first.counts).toMatchObject({ booked: 5, delivered: 1, in_transit: 0 });
      expect(first.items[0]).toMatchObject({ shop: { id: shop, name }, statusLabel: 'Booked', pickup: { district: 'Pune' }, stalled: false });
      const third = dataOf(listDeskShipments, await get(`/logistics/desk/shipments?${shopFilter}&pageSize=2&page=3`, token));
      expect(third.items.map((s) => s.id)).toEqual([made[4]!.id]);
      const all = dataOf(listDeskShipments, await get(`/logistics/desk/shipments?${shopFilter}&status=all`, token));
      expect(all.total).toBe(6);
      const delivered = dataOf(listDeskShipments, await get(`/logistics/desk/shipments?${shopFilter}&status=delivered`, token));
      expect(delivered.items).toHaveLength(1);
      // "%" typed as a shop name is a percent sign, not "any shop".
      expect(dataOf(listDeskShipments, await get('/logistics/desk/shipments?shop=%25', token)).total).toBe(0);
      const day = new Date(start).toISOString().slice(0, 10);
      const future = dataOf(listDeskShipments, await get(`/logistics/desk/shipments?${shopFilter}&bookedFrom=2099-01-01`, token));
      expect(future.total).toBe(0);
      const today = dataOf(listDeskShipments, await get(`/logistics/desk/shipments?${shopFilter}&bookedTo=${day}`, token));
      expect(today.total).toBe(5);
      const wrong = await get(`/logistics/desk/shipments?status=lost&pageSize=500`, token);
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(json(wrong).fields as object)).toEqual(expect.arrayContaining(['status', 'pageSize']));
      // Two days without a move: stalled.
      server.clock.advance(49 * HOUR);
      const later = dataOf(listDeskShipments, await get(`/logistics/desk/shipments?${shopFilter}`, await tokenOf('logistics_desk')));
      expect(later.stalled).toBe(5);
      expect(later.items.every((s) => s.stalled)).toBe(true);
    });

    it('shows one shipment with its shop, timeline and the moves the lifecycle allows', async () => {
      const shop = await addShop(`Detail shop ${kind}`);
      const shipment = await addShipment(shop, server.clock.now());
      const seen = dataOf(deskShipment, await get(`/logistics/desk/shipments/${shipment.id}`, await tokenOf('ops_admin')));
      expect(seen).toMatchObject({ trackingNumber: shipment.tracking_number, shop: { id: shop }, courier: 'LoanSetu logistics desk' });
      expect(seen.nextStatuses.map((s) => s.status)).toEqual(['picked_up', 'cancelled']);
      expect(seen.timeline.map((e) => e.status)).toEqual(['booked']);
      expect((await get(`/logistics/desk/shipments/${randomUUID()}`, await tokenOf('ops_admin'))).statusCode).toBe(404);
      expect((await get('/logistics/desk/shipments/not-an-id', await tokenOf('ops_admin'))).statusCode).toBe(404);
    });

    it('moves many at once; one moved meanwhile or refused by the lifecycle is left and reported; each shop told, each move audited', async () => {
      const shopA = await addShop(`Bulk shop A ${kind}`);
      const shopB = await addShop(`Bulk shop B ${kind}`);
      const now = server.clock.now();
      const a = await addShipment(shopA, now);
      const b = await addShipment(shopB, now);
      const stale = await addShipment(shopA, now, 'picked_up');
      const final = await addShipment(shopB, now, 'delivered');
      const desk = await staffToken(['logistics_desk']);
      const answer = await post(
        server.app,
        '/logistics/desk/shipments/moves',
        {
          status: 'picked_up',
          location: 'Pune hub',
          items: [
            { id: a.id, seenStatus: 'booked' },
            { id: b.id, seenStatus: 'booked' },
            // The page showed it booked; someone picked it up since.
            { id: stale.id, seenStatus: 'booked' },
            { id: final.id, seenStatus: 'delivered' },
          ],
        },
        bearer(desk.token),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const result = dataOf(moveDeskShipments, answer);
      expect(json(answer).message).toBe('2 shipments are now picked up. 2 left as they were.');
      // The counts and the status's code go beside the English plurals, for the site to say them in Hindi or Marathi.
      expect(json(answer)).toMatchObject({ messageCode: 'shipments.moved-some-left', messageParams: { count: 2, status: 'picked_up', left: 2 } });
      expect(result.moved.map((m) => m.id)).toEqual([a.id, b.id]);
      expect(result.skipped.map((s) => [s.id, s.reason])).toEqual([
        [stale.id, 'stale'],
        [final.id, 'not_allowed'],
      ]);
      expect(result.skipped[0]!.message).toBe(
        `${stale.tracking_number} was moved by someone else since you loaded the page: it is now picked up. It was left as it is.`,
      );
      expect([await statusOf(a.id), await statusOf(b.id), await statusOf(stale.id), await statusOf(final.id)]).toEqual([
        'picked_up',
        'picked_up',
        'picked_up',
        'delivered',
      ]);
      expect(await notificationsOf(shopA)).toEqual([`Shipment ${a.tracking_number}: Picked up`]);
      expect(await notificationsOf(shopB)).toEqual([`Shipment ${b.tracking_number}: Picked up`]);
      expect(await auditTrailOf(server.db, 'shipment', a.id)).toMatchObject([
        { actor_id: desk.id, actor_role: 'admin', action: 'shipment.move', before: { status: 'booked' }, after: { status: 'picked_up', location: 'Pune hub' } },
      ]);
      expect(await auditTrailOf(server.db, 'shipment', stale.id)).toEqual([]);
      // The shop's timeline shows the desk's move.
      const seen = dataOf(deskShipment, await get(`/logistics/desk/shipments/${a.id}`, desk.token));
      expect(seen.timeline.map((e) => [e.label, e.location, e.by])).toEqual([
        ['Booked', null, 'Your shop'],
        ['Picked up', 'Pune hub', 'Courier desk'],
      ]);
    });

    it('refuses a batch where nothing can move with 409 and every reason, changing nothing', async () => {
      const shop = await addShop(`Refused shop ${kind}`);
      const one = await addShipment(shop, server.clock.now());
      const moved = await addShipment(shop, server.clock.now(), 'in_transit');
      const answer = await post(
        server.app,
        '/logistics/desk/shipments/moves',
        {
          status: 'delivered',
          items: [
            { id: one.id, seenStatus: 'booked' },
            { id: moved.id, seenStatus: 'picked_up' },
          ],
        },
        bearer(await tokenOf('logistics_desk')),
      );
      expect(answer.statusCode).toBe(409);
      expect(json(answer).error).toBe(
        `Nothing was moved. ${one.tracking_number} is booked and cannot be marked delivered. ${moved.tracking_number} was moved by someone else since you loaded the page: it is now in transit. It was left as it is.`,
      );
      expect([await statusOf(one.id), await statusOf(moved.id)]).toEqual(['booked', 'in_transit']);
      expect(await notificationsOf(shop)).toEqual([]);
      const bad = await post(server.app, '/logistics/desk/shipments/moves', { status: 'picked_up', items: [] }, bearer(await tokenOf('logistics_desk')));
      expect(bad.statusCode).toBe(400);
      expect(json(bad).fields).toEqual({ items: 'Choose at least one shipment' });
      const twice = await post(
        server.app,
        '/logistics/desk/shipments/moves',
        {
          status: 'picked_up',
          items: [
            { id: one.id, seenStatus: 'booked' },
            { id: one.id, seenStatus: 'booked' },
          ],
        },
        bearer(await tokenOf('logistics_desk')),
      );
      expect(twice.statusCode).toBe(400);
    });

    it('writes the audit row, the move and the notification in one transaction: a failure after the audit leaves nothing', async () => {
      const shop = await addShop(`Atomic shop ${kind}`);
      const one = await addShipment(shop, server.clock.now());
      // The audit row is written first; the shop's notification comes last and fails.
      server.failNextQuery(/INSERT INTO vendor_notifications/);
      const answer = await post(
        server.app,
        '/logistics/desk/shipments/moves',
        { status: 'picked_up', items: [{ id: one.id, seenStatus: 'booked' }] },
        bearer(await tokenOf('logistics_desk')),
      );
      expect(answer.statusCode).toBe(500);
      expect(await statusOf(one.id)).toBe('booked');
      expect(await notificationsOf(shop)).toEqual([]);
      const events = await server.db.query('SELECT 1 FROM shipment_events WHERE shipment_id = $1', [one.id]);
      expect(events.rows).toHaveLength(1);
      expect(await auditTrailOf(server.db, 'shipment', one.id)).toEqual([]);
    });

    it('summarises the desk for the dashboard: open, oldest, stalled, done today (India time)', async () => {
      // Its own clock day: 2026-03-10 09:00 IST.
      server.clock.set(Date.parse('2026-03-10T03:30:00Z'));
      const before = await shipmentsQueueSummary(server.db, server.clock.now());
      const shop = await addShop(`Summary shop ${kind}`);
      const old = await addShipment(shop, new Date(Date.parse('2026-03-07T03:30:00Z')));
      await addShipment(shop, server.clock.now());
      const done = await addShipment(shop, server.clock.now(), 'out_for_delivery');
      const move = await post(
        server.app,
        '/logistics/desk/shipments/moves',
        { status: 'delivered', items: [{ id: done.id, seenStatus: 'out_for_delivery' }] },
        bearer(await tokenOf('logistics_desk')),
      );
      expect(move.statusCode).toBe(200);
      expect(json(move)).toMatchObject({
        message: '1 shipment is now delivered.',
        messageCode: 'shipments.moved',
        messageParams: { count: 1, status: 'delivered' },
      });
      const after = await shipmentsQueueSummary(server.db, server.clock.now());
      expect(after).toMatchObject({ queue: 'shipments', label: 'Shipments', path: '/ops/shipments' });
      expect(after.size - before.size).toBe(2);
      expect(after.pastDue - before.pastDue).toBe(1);
      expect(after.doneToday - before.doneToday).toBe(1);
      expect(new Date(after.oldestAt!).getTime()).toBeLessThanOrEqual(new Date(old.created_at).getTime());
      // The next Indian day starts at 18:30 UTC: today's deliveries no longer count.
      server.clock.set(Date.parse('2026-03-10T18:31:00Z'));
      expect((await shipmentsQueueSummary(server.db, server.clock.now())).doneToday).toBe(0);
    });
  });

  describe('leads oversight', () => {
    it('computes the first call due time in SQL exactly as the shared rule does', async () => {
      const telecaller = await addAccount(server, 'telecaller');
      // 09:00, 10:00, 17:00, 18:29, 18:30, 23:00 India time.
      for (const at of [
        '2026-02-02T03:30:00Z',
        '2026-02-02T04:30:00Z',
        '2026-02-02T11:30:00Z',
        '2026-02-02T12:59:00Z',
        '2026-02-02T13:00:00Z',
        '2026-02-02T17:30:00Z',
      ]) {
        const lead = await addLead(telecaller.id, new Date(at));
        const row = await oversightLeadRow(server.db, lead);
        expect(new Date(row!.due_at).toISOString(), at).toBe(firstCallDueAt(new Date(at)).toISOString());
      }
      // 17:00 India time leaves 90 minutes today; the other 30 run from 09:30 next day.
      expect(firstCallDueAt(new Date('2026-02-02T11:30:00Z')).toISOString()).toBe('2026-02-03T04:30:00.000Z');
      expect(firstCallDueAt(new Date('2026-02-02T04:30:00Z')).toISOString()).toBe('2026-02-02T06:30:00.000Z');
    });

    it('bounds how long after a lead is received its first call can be due (oversight looks that far back)', async () => {
      // Every minute of an India day: the longest wait is reached, never passed.
      const { rows } = await server.db.query<{ longest: string | number }>(
        `SELECT max(extract(epoch FROM lead_first_call_due(t, $1::int, $2::int, $3::int, $4::int) - t) * 1000) AS longest
           FROM generate_series('2026-02-01T18:30:00Z'::timestamptz, '2026-02-02T18:29:00Z'::timestamptz, interval '1 minute') t`,
        [...SLA_PARAMS],
      );
      expect(Number(rows[0]!.longest)).toBe(FIRST_CALL_LONGEST_WAIT_MS);
    });

    it('lists leads oldest first with who holds them, filters by telecaller, age and breach, and counts', async () => {
      server.clock.set(Date.parse('2026-04-06T08:30:00Z')); // 14:00 IST
      const rahul = await addAccount(server, 'telecaller');
      const t = (iso: string) => new Date(iso);
      // Received 10:00 IST, called 11:00: kept. Received 10:01, called 13:00: breached. Received
      // 12:30 today, not called: due 14:30, not yet breached. Received yesterday, never called: breached.
      const kept = await addLead(rahul.id, t('2026-04-06T04:30:00Z'), { status: 'contacted', calls: [t('2026-04-06T05:30:00Z')] });
      const late = await addLead(rahul.id, t('2026-04-06T04:31:00Z'), { status: 'contacted', calls: [t('2026-04-06T07:30:00Z')] });
      const waiting = await addLead(rahul.id, t('2026-04-06T07:00:00Z'));
      const forgotten = await addLead(rahul.id, t('2026-04-05T05:00:00Z'));
      const closed = await addLead(rahul.id, t('2026-04-01T05:00:00Z'), { status: 'closed', calls: [t('2026-04-01T05:10:00Z')] });
      const token = await tokenOf('ops_admin');
      const mine = `telecallerId=${rahul.id}`;
      const open = dataOf(listOversightLeads, await get(`/admin/leads?${mine}`, token));
      expect(open.items.map((l) => l.id)).toEqual([forgotten, kept, late, waiting]);
      expect(open).toMatchObject({ total: 4, breached: 2 });
      expect(open.counts).toMatchObject({ new: 2, contacted: 2, closed: 1 });
      expect(open.items[0]).toMatchObject({ assignedTo: { id: rahul.id }, firstCall: { calledAt: null, breached: true } });
      expect(open.items.find((l) => l.id === waiting)!.firstCall).toEqual({ dueAt: '2026-04-06T09:00:00.000Z', calledAt: null, breached: false });
      const breached = dataOf(listOversightLeads, await get(`/admin/leads?${mine}&sla=breached`, token));
      expect(breached.items.map((l) => l.id)).toEqual([forgotten, late]);
      const old = dataOf(listOversightLeads, await get(`/admin/leads?${mine}&status=all&olderThanDays=1`, token));
      expect(old.items.map((l) => l.id)).toEqual([closed, forgotten]);
      const paged = dataOf(listOversightLeads, await get(`/admin/leads?${mine}&pageSize=3&page=2`, token));
      expect(paged.items.map((l) => l.id)).toEqual([waiting]);
      expect(paged.telecallers.map((x) => x.id)).toContain(rahul.id);
      // An hour later the waiting lead is past due too.
      server.clock.advance(HOUR + 1000);
      expect(dataOf(listOversightLeads, await get(`/admin/leads?${mine}`, await tokenOf('ops_admin'))).breached).toBe(3);
      const wrong = await get('/admin/leads?status=lost&telecallerId=someone', await tokenOf('ops_admin'));
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(json(wrong).fields as object).sort()).toEqual(['status', 'telecallerId']);
    });

    it('hands a lead to another telecaller on duty: audited, seen in both queues, and refused when stale', async () => {
      const from = await addAccount(server, 'telecaller');
      const to = await addAccount(server, 'telecaller');
      const away = await addAccount(server, 'telecaller', { onDuty: false });
      const lead = await addLead(from.id, server.clock.now());
      const admin = await staffToken(['ops_admin']);
      const detail = dataOf(oversightLead, await get(`/admin/leads/${lead}`, admin.token));
      expect(detail.assignedTo?.id).toBe(from.id);
      expect(detail.candidates.map((c) => c.id)).toContain(to.id);
      expect(detail.candidates.map((c) => c.id)).not.toContain(from.id);
      expect(detail.candidates.map((c) => c.id)).not.toContain(away.id);

      const offDuty = await post(server.app, `/admin/leads/${lead}/reassign`, { telecallerId: away.id, seenAssignedTo: from.id }, bearer(admin.token));
      expect(offDuty.statusCode).toBe(409);
      expect(json(offDuty).error).toBe(`telecaller ${away.mobile.slice(-4)} is off duty; choose a telecaller on duty.`);

      const moved = await post(
        server.app,
        `/admin/leads/${lead}/reassign`,
        { telecallerId: to.id, seenAssignedTo: from.id, reason: 'On leave' },
        bearer(admin.token),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const after = dataOf(reassignLead, moved);
      expect(after.assignedTo?.id).toBe(to.id);
      expect(after.reassignments).toMatchObject([
        {
          by: expect.stringMatching(/^admin \d{4}$/),
          from: `telecaller ${from.mobile.slice(-4)}`,
          to: `telecaller ${to.mobile.slice(-4)}`,
          reason: 'On leave',
        },
      ]);
      expect(await auditTrailOf(server.db, 'lead', lead)).toMatchObject([
        {
          actor_id: admin.id,
          actor_role: 'admin',
          action: 'lead.reassign',
          before: { assignedTo: { id: from.id } },
          after: { assignedTo: { id: to.id } },
          reason: 'On leave',
        },
      ]);
      const queueOf = async (id: string) => dataOf(telecallerQueue, await get('/telecaller/queue', await tokenFor(id, 'telecaller'))).open.map((l) => l.id);
      expect(await queueOf(to.id)).toContain(lead);
      expect(await queueOf(from.id)).not.toContain(lead);

      // A second admin on the page read before the move: refused, nothing changed.
      const stale = await post(server.app, `/admin/leads/${lead}/reassign`, { telecallerId: from.id, seenAssignedTo: from.id }, bearer(admin.token));
      expect(stale.statusCode).toBe(409);
      expect(json(stale).error).toBe(
        `This lead was reassigned since you loaded the page: it is now with telecaller ${to.mobile.slice(-4)}. Nothing was changed; reload to see it.`,
      );
      expect(await auditTrailOf(server.db, 'lead', lead)).toHaveLength(1);

      const closed = await addLead(from.id, server.clock.now(), { status: 'closed' });
      const refused = await post(server.app, `/admin/leads/${closed}/reassign`, { telecallerId: to.id, seenAssignedTo: from.id }, bearer(admin.token));
      expect(refused.statusCode).toBe(409);
      const notTelecaller = await post(server.app, `/admin/leads/${lead}/reassign`, { telecallerId: admin.id, seenAssignedTo: to.id }, bearer(admin.token));
      expect(notTelecaller.statusCode).toBe(400);
      expect(json(notTelecaller).fields).toEqual({ telecallerId: 'Not an approved telecaller' });
      expect((await post(server.app, `/admin/leads/${randomUUID()}/reassign`, { telecallerId: to.id }, bearer(admin.token))).statusCode).toBe(404);
    });

    it('writes the audit row and the reassignment in one transaction: a failure after the audit leaves nothing', async () => {
      const from = await addAccount(server, 'telecaller');
      const to = await addAccount(server, 'telecaller');
      const lead = await addLead(from.id, server.clock.now());
      // The audit row is written first; the lead's update after it fails.
      server.failNextQuery(/UPDATE leads SET assigned_to/);
      const answer = await post(
        server.app,
        `/admin/leads/${lead}/reassign`,
        { telecallerId: to.id, seenAssignedTo: from.id },
        bearer(await tokenOf('ops_admin')),
      );
      expect(answer.statusCode).toBe(500);
      const { rows } = await server.db.query<{ assigned_to: string }>('SELECT assigned_to FROM leads WHERE id = $1', [lead]);
      expect(rows[0]!.assigned_to).toBe(from.id);
      expect(await auditTrailOf(server.db, 'lead', lead)).toEqual([]);
    });

    it('summarises oversight for the dashboard: open, oldest, overdue first calls, closed today', async () => {
      server.clock.set(Date.parse('2026-05-04T08:30:00Z')); // 14:00 IST
      const before = await leadsQueueSummary(server.db, server.clock.now());
      const telecaller = await addAccount(server, 'telecaller');
      await addLead(telecaller.id, new Date('2026-05-04T03:00:00Z')); // due 11:30 IST, not called: overdue
      await addLead(telecaller.id, new Date('2026-05-04T08:00:00Z')); // due 15:30 IST: not yet
      const closing = await addLead(telecaller.id, new Date('2026-05-04T04:00:00Z'), { status: 'contacted', calls: [new Date('2026-05-04T04:10:00Z')] });
      await server.db.query(
        `INSERT INTO lead_status_history (id, lead_id, from_status, to_status, actor_role, actor_name, created_at) VALUES ($1, $2, 'contacted', 'closed', 'system', 'LoanSetu', $3)`,
        [randomUUID(), closing, server.clock.now()],
      );
      await server.db.query(`UPDATE leads SET status = 'closed' WHERE id = $1`, [closing]);
      const after = await leadsQueueSummary(server.db, server.clock.now());
      expect(after).toMatchObject({ queue: 'leads', label: 'Leads', path: '/ops/leads' });
      expect(after.size - before.size).toBe(2);
      expect(after.pastDue - before.pastDue).toBe(1);
      expect(after.doneToday - before.doneToday).toBe(1);
    });

    // Oversight counts breaches from the SLA job's mark (decision 046): what the job has marked,
    // plus, found by the live rule, those it has not reached yet, so staff see the same breaches
    // whether or not the job has run since.
    it('counts breaches from the SLA mark and, until the job reaches them, by the live rule', async () => {
      server.clock.set(Date.parse('2026-06-01T08:30:00Z')); // Monday 14:00 IST
      const asha = await addAccount(server, 'telecaller');
      const t = (iso: string) => new Date(iso);
      const forgotten = await addLead(asha.id, t('2026-05-31T05:00:00Z')); // yesterday, never called
      // Called in time: never breached.
      await addLead(asha.id, t('2026-06-01T04:30:00Z'), { status: 'contacted', calls: [t('2026-06-01T05:30:00Z')] });
      const late = await addLead(asha.id, t('2026-06-01T04:31:00Z'), { status: 'contacted', calls: [t('2026-06-01T07:30:00Z')] });
      const waiting = await addLead(asha.id, t('2026-06-01T07:00:00Z')); // due 14:30 IST
      const mine = `telecallerId=${asha.id}`;
      const list = async (query: string) => dataOf(listOversightLeads, await get(`/admin/leads?${mine}&${query}`, await tokenOf('ops_admin')));
      const marked = async () =>
        (
          await server.db.query<{ id: string }>('SELECT id FROM leads WHERE assigned_to = $1 AND first_call_breached_at IS NOT NULL ORDER BY created_at', [
            asha.id,
          ])
        ).rows.map((row) => row.id);
      const seen = async () => {
        const open = await list('status=open');
        const breached = await list('status=open&sla=breached');
        const older = await list('status=open&sla=breached&olderThanDays=1');
        return {
          breached: open.breached,
          counts: { new: open.counts.new, contacted: open.counts.contacted },
          listed: breached.items.map((lead) => lead.id),
          breachedCounts: { new: breached.counts.new, contacted: breached.counts.contacted, total: breached.total },
          older: older.items.map((lead) => lead.id),
        };
      };
      const before = {
        breached: 2,
        counts: { new: 2, contacted: 2 },
        listed: [forgotten, late],
        breachedCounts: { new: 1, contacted: 1, total: 2 },
        older: [forgotten],
      };

      // No run has marked anything: the live rule finds both.
      expect(await marked()).toEqual([]);
      expect(await seen()).toEqual(before);

      // The job marks them; staff see the same.
      const run = await post(server.app, '/ops/jobs/lead-first-call-sla/run', {}, bearer(await tokenOf('ops_admin')));
      expect(run.statusCode, run.body).toBe(200);
      expect(await marked()).toEqual([forgotten, late]);
      expect(await seen()).toEqual(before);

      // The forgotten lead is called at last: its breach is kept (the mark, and the rule agree).
      await server.db.query(`INSERT INTO lead_calls (id, lead_id, telecaller_id, status_after, created_at) VALUES ($1, $2, $3, 'contacted', $4)`, [
        randomUUID(),
        forgotten,
        asha.id,
        server.clock.now(),
      ]);
      expect(await seen()).toEqual(before);

      // Past 14:30 the waiting lead is breached before the next run marks it: counted and listed.
      server.clock.advance(HOUR);
      const waitingBreached = {
        ...before,
        breached: 3,
        listed: [forgotten, late, waiting],
        breachedCounts: { new: 2, contacted: 1, total: 3 },
      };
      expect(await marked()).toEqual([forgotten, late]);
      expect(await seen()).toEqual(waitingBreached);
      const shown = (await list('status=open&sla=breached')).items.find((lead) => lead.id === waiting)!;
      expect(shown.firstCall).toEqual({ dueAt: '2026-06-01T09:00:00.000Z', calledAt: null, breached: true });
      const run2 = await post(server.app, '/ops/jobs/lead-first-call-sla/run', {}, bearer(await tokenOf('ops_admin')));
      expect(run2.statusCode, run2.body).toBe(200);
      expect(await marked()).toEqual([forgotten, late, waiting]);
      expect(await seen()).toEqual(waitingBreached);
    });

    // The dashboard's leads card counts overdue first calls from the SLA job's mark (decision 046,
    // migration 039) where it looked up every open lead's calls: the same answer, checked against
    // that lookup (open, never called, due before now) on leads of every status, called never, in
    // time, late or twice, before any run, after one, and as leads come due after it.
    it("gives the dashboard's leads card the answer of looking up every open lead's calls", async () => {
      const start = Date.parse('2026-07-06T08:30:00Z'); // Monday 14:00 IST
      server.clock.set(start);
      const telecaller = await addAccount(server, 'telecaller');
      const statuses = ['new', 'contacted', 'interested', 'closed', 'documents_pending', 'rejected', 'disbursed'];
      const callsAfter = [[], [10], [20 * 60], [5, 25 * 60], [], [3 * 60]]; // minutes after received
      const addLeads = async (count: number, from: number, apartMinutes: number) => {
        for (let i = 0; i < count; i++) {
          const received = from - i * apartMinutes * 60_000;
          const calls = callsAfter[i % callsAfter.length]!.map((minutes) => new Date(received + minutes * 60_000)).filter(
            (at) => at.getTime() <= server.clock.now().getTime(),
          );
          await addLead(calls.length === 0 && i % 4 === 0 ? null : telecaller.id, new Date(received), { status: statuses[i % statuses.length], calls });
        }
      };
      const card = async () => {
        const answer = await get('/ops/dashboard', await tokenOf('ops_admin'));
        expect(answer.statusCode, answer.body).toBe(200);
        const { size, oldestAt, pastDue } = (
          json(answer).data as { queues: Array<{ queue: string; size: number; oldestAt: string | null; pastDue: number }> }
        ).queues.find((queue) => queue.queue === 'leads')!;
        return { size, oldestAt, pastDue };
      };
      const lookedUp = async () => {
        const { rows } = await server.db.query<{ size: string | number; oldest: Date | string | null; overdue: string | number }>(
          `SELECT count(*) AS size, min(l.created_at) AS oldest,
                  count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM lead_calls c WHERE c.lead_id = l.id)
                                     AND lead_first_call_due(l.created_at, $3::int, $4::int, $5::int, $6::int) < $2) AS overdue
             FROM leads l WHERE l.status <> ALL($1::text[])`,
          [['disbursed', 'rejected', 'closed'], server.clock.now(), ...SLA_PARAMS],
        );
        return { size: Number(rows[0]!.size), oldestAt: rows[0]!.oldest ? new Date(rows[0]!.oldest).toISOString() : null, pastDue: Number(rows[0]!.overdue) };
      };
      const runJob = async () => {
        const run = await post(server.app, '/ops/jobs/lead-first-call-sla/run', {}, bearer(await tokenOf('ops_admin')));
        expect(run.statusCode, run.body).toBe(200);
      };

      // Three days of leads, none of them marked by a run since they came in.
      await addLeads(48, start, 97);
      const unmarked = await lookedUp();
      expect(unmarked.pastDue).toBeGreaterThan(5);
      expect(await card()).toEqual(unmarked);

      await runJob();
      expect(await card()).toEqual(await lookedUp());

      // Hours on, leads received since (as a new lead is: when it comes in) come due before the next
      // run; one overdue lead is called.
      for (const hours of [1, 3, 7, 18]) {
        server.clock.advance(hours * HOUR);
        await addLeads(6, server.clock.now().getTime(), 9);
        expect(await card()).toEqual(await lookedUp());
      }
      const { rows: overdue } = await server.db.query<{ id: string }>(
        `SELECT id FROM leads l WHERE status = 'new' AND first_call_breached_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lead_calls c WHERE c.lead_id = l.id) LIMIT 1`,
      );
      await server.db.query(`INSERT INTO lead_calls (id, lead_id, telecaller_id, status_after, created_at) VALUES ($1, $2, $3, 'contacted', $4)`, [
        randomUUID(),
        overdue[0]!.id,
        telecaller.id,
        server.clock.now(),
      ]);
      const called = await lookedUp();
      expect(await card()).toEqual(called);
      await runJob();
      expect(await card()).toEqual(called);
      server.clock.advance(5 * HOUR);
      expect(await card()).toEqual(await lookedUp());
    });
  });
});
