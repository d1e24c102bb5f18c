// The demo world agrees with itself (issue 33): what the demo shop, the second shop and the demo
// customer see through their own pages (profile, dashboard, sell history, commission, notifications)
// tells one story, and the rows behind them are what the product's own code would have written:
// accounts exist before what they did, statuses and their dates in order, commission only on
// disbursed sales, nothing dated after the seeding clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMoveLead, commissionFor, KEY_LEAD_STEPS, KYC_STEP_LABELS, LEAD_STATUS_LABELS, type LeadActorRole, type LeadStatus } from '@platform/shared/schemas';
import { bearer, databaseKinds, json, otpLogin, post, startTestServer, type TestServer } from './helpers.ts';

const DAY = 24 * 60 * 60_000;

interface Sale {
  id: string;
  customerName: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}
interface Line {
  saleId: string;
  customerName: string | null;
  stage: string;
  commissionPaise: number;
  earnedAt: string;
  paidAt: string | null;
  invoice: { uploadedAt: string } | null;
}

describe.each(databaseKinds)('the demo world (%s)', (kind) => {
  let server: TestServer;
  let now: number;
  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
    now = server.clock.now().getTime();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = async (url: string, token: string) => {
    const answer = await server.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    return json(answer);
  };
  const shopToken = async (email: string, password: string) => String(json(await post(server.app, '/api/login', { email, password })).accessToken);

  /** Everything a shop sees of itself, through its own pages. */
  async function shopView(email: string, password: string) {
    const token = await shopToken(email, password);
    const profile = (await get('/api/get-profile', token)).data as { createdAt: string };
    const sales = [
      ...((await get('/api/vendor-all-loans?all=true', token)).data as { items: Sale[] }).items,
      ...((await get('/card/get-card-history?all=true', token)).data as { items: Sale[] }).items,
    ];
    const lines = [
      ...((await get('/card/get-loan-payment', token)).data as { items: Line[] }).items,
      ...((await get('/card/get-card-payment', token)).data as { items: Line[] }).items,
    ];
    const dashboard = (await get('/vendor/dashboard', token)).data as {
      paidCommissionPaise: number;
      unpaidCommissionPaise: number;
      recentLeads: Array<{ id: string; status: string; createdAt: string }>;
    };
    const notifications = (
      (await get('/api/get-notification', token)).data as { items: Array<{ kind: string; title: string; body: string; createdAt: string }> }
    ).items;
    return { token, profile, sales, lines, dashboard, notifications };
  }

  it('shows the demo shop a year of sales, every disbursed one with its commission and none on a sale that is not disbursed', async () => {
    const shop = await shopView('demo.vendor@example.com', 'Vendor@2026');
    const since = Date.parse(shop.profile.createdAt);
    const first = Math.min(...shop.sales.map((s) => Date.parse(s.createdAt)));
    // "A year of leads" (README), and the shop was a partner before the first of them.
    expect(now - first).toBeGreaterThan(300 * DAY);
    expect(since).toBeLessThanOrEqual(first);
    for (const at of [...shop.lines.map((l) => l.earnedAt), ...shop.notifications.map((n) => n.createdAt)])
      expect(Date.parse(at)).toBeGreaterThanOrEqual(since);

    const saleOf = new Map(shop.sales.map((s) => [s.id, s]));
    const lineSales = shop.lines.map((l) => saleOf.get(l.saleId));
    // No "Paid" (or any) commission on a sale that is "New" or anything short of disbursed.
    expect(shop.lines.filter((l, i) => lineSales[i]?.status !== 'disbursed').map((l) => `${l.customerName}: ${l.stage}`)).toEqual([]);
    const disbursed = shop.sales.filter((s) => s.status === 'disbursed');
    expect(disbursed.filter((s) => !shop.lines.some((l) => l.saleId === s.id)).map((s) => s.customerName)).toEqual([]);
    expect(shop.lines.some((l) => l.stage === 'paid')).toBe(true);
    expect(shop.lines.some((l) => l.stage !== 'paid')).toBe(true);
    // Each line earned after its sale came in, paid and invoiced after it was earned.
    for (const [i, line] of shop.lines.entries()) {
      expect(Date.parse(line.earnedAt)).toBeGreaterThanOrEqual(Date.parse(lineSales[i]!.createdAt));
      if (line.paidAt) expect(Date.parse(line.paidAt)).toBeGreaterThan(Date.parse(line.earnedAt));
      if (line.invoice) expect(Date.parse(line.invoice.uploadedAt)).toBeGreaterThanOrEqual(Date.parse(line.earnedAt));
    }
    // The dashboard's totals are the lines' sums, and its latest leads say where each stands now.
    const sum = (paid: boolean) => shop.lines.filter((l) => (l.stage === 'paid') === paid).reduce((n, l) => n + l.commissionPaise, 0);
    expect(shop.dashboard.paidCommissionPaise).toBe(sum(true));
    expect(shop.dashboard.unpaidCommissionPaise).toBe(sum(false));
    for (const lead of shop.dashboard.recentLeads) {
      const sale = saleOf.get(lead.id);
      if (sale) expect(lead.status).toBe(sale.status);
    }
    // A "Commission earned" notification is about a line the shop has, told when it was earned.
    for (const note of shop.notifications.filter((n) => n.kind === 'commission')) {
      expect(
        shop.lines.some((l) => l.customerName && note.body.includes(l.customerName) && l.earnedAt === note.createdAt),
        note.body,
      ).toBe(true);
    }
    // The wallet README states: ₹2,501, the ledger's sum.
    expect((await get('/wallet/balance', shop.token)).balance).toBe(250_100);
  });

  it('has the second shop and the demo customer registered before their first lead or notification', async () => {
    const shop = await shopView('demo.vendor2@example.com', 'Vendor2@2026');
    const since = Date.parse(shop.profile.createdAt);
    expect(shop.sales.length).toBeGreaterThan(0);
    for (const at of [...shop.sales.map((s) => s.createdAt), ...shop.lines.map((l) => l.earnedAt), ...shop.notifications.map((n) => n.createdAt)])
      expect(Date.parse(at)).toBeGreaterThanOrEqual(since);

    const customer = await otpLogin(server.app, '9876500001');
    const profile = (await get('/customer/profile', String(customer.accessToken))).data as { createdAt: string };
    const { rows } = await server.db.query<{ first: Date | string }>(
      `SELECT min(created_at) AS first FROM (
         SELECT created_at FROM leads WHERE mobile = '9876500001' UNION ALL SELECT created_at FROM grievances WHERE mobile = '9876500001') t`,
    );
    expect(Date.parse(profile.createdAt)).toBeLessThanOrEqual(new Date(rows[0]!.first).getTime());
  });

  it('walked every disbursed sale of a shop through the lifecycle, each move by a role that may make it, the bank side standing behind its facts', async () => {
    const q = async <T>(sql: string, params: unknown[] = []) => (await server.db.query<T & Record<string, unknown>>(sql, params)).rows;
    const sales = await q<{
      id: string;
      customer_name: string;
      product: string;
      shop_id: string;
      assigned_to: string;
      banker_id: string | null;
      vendor_id: string;
    }>(
      `SELECT l.id, l.customer_name, l.product, l.shop_id, l.assigned_to, l.banker_id, u.id AS vendor_id
         FROM leads l JOIN users u ON u.role = 'vendor' AND upper(u.referral_code) = upper(l.shop_id) WHERE l.status = 'disbursed' ORDER BY l.created_at`,
    );
    // The demo shop's ten history sales and the demo sale, and the second shop's.
    expect(sales.filter((s) => s.shop_id === 'DEMOSHOP').length).toBeGreaterThanOrEqual(11);
    expect(sales.filter((s) => s.shop_id === 'DEMOSHOP2').length).toBeGreaterThan(0);
    const lifecycle: LeadStatus[] = ['new', 'contacted', 'interested', 'documents_pending', 'logged_in', 'sanctioned', 'disbursed'];
    const wrong: string[] = [];
    for (const sale of sales) {
      const who = `${sale.customer_name} (${sale.shop_id})`;
      const history = await q<{
        from_status: LeadStatus | null;
        to_status: LeadStatus;
        actor_id: string | null;
        actor_role: string;
        created_at: Date | string;
        role: string | null;
      }>(
        `SELECT h.from_status, h.to_status, h.actor_id, h.actor_role, h.created_at, u.role FROM lead_status_history h LEFT JOIN users u ON u.id = h.actor_id
          WHERE h.lead_id = $1 ORDER BY h.created_at, h.id`,
        [sale.id],
      );
      if (history.map((h) => h.to_status).join('>') !== lifecycle.join('>')) wrong.push(`${who}: ${history.map((h) => h.to_status).join('>')}`);
      for (const h of history.filter((step) => step.from_status !== null)) {
        // Made by a person of the role the transition table allows, on this lead: its telecaller, its banker.
        const own = h.actor_role === 'telecaller' ? sale.assigned_to : h.actor_role === 'banker' ? sale.banker_id : undefined;
        if (!canMoveLead(h.from_status!, h.to_status, h.actor_role as LeadActorRole) || h.role !== h.actor_role || h.actor_id !== own) {
          wrong.push(`${who}: ${h.from_status}>${h.to_status} by ${h.actor_role}`);
        }
      }
      // Both decisions stand because the bank side (the lead's banker, or an admin) recorded or confirmed them, in the audit trail.
      const decisions = await q<{
        decision: string;
        amount_paise: string;
        reported_at: Date | string;
        confirmed_role: string | null;
        confirmed_at: Date | string | null;
        role: string | null;
      }>(
        `SELECT d.decision, d.amount_paise, d.reported_at, d.confirmed_role, d.confirmed_at, u.role FROM lead_bank_decisions d LEFT JOIN users u ON u.id = d.confirmed_by
          WHERE d.lead_id = $1 ORDER BY d.reported_at`,
        [sale.id],
      );
      const moved = (to: string) => history.find((h) => h.to_status === to);
      for (const decision of ['sanctioned', 'disbursed']) {
        const d = decisions.find((row) => row.decision === decision);
        if (!d || !['banker', 'admin'].includes(String(d.confirmed_role)) || d.role !== d.confirmed_role) {
          wrong.push(`${who}: ${decision} not confirmed by the bank side`);
          continue;
        }
        const movedAt = moved(decision)?.created_at;
        if (!movedAt || new Date(d.reported_at).getTime() !== new Date(movedAt).getTime()) wrong.push(`${who}: ${decision} reported apart from its move`);
        const audited = await q(`SELECT 1 FROM audit_log WHERE subject_type = 'lead' AND subject_id = $1 AND action IN ($2, $3) AND created_at = $4`, [
          sale.id,
          `lead.${decision}`,
          `lead.${decision}.confirm`,
          d.confirmed_at,
        ]);
        if (audited.length !== 1) wrong.push(`${who}: ${decision} not in the audit trail`);
      }
      // The commission is the payout table's on the confirmed disbursal, earned when it was confirmed, and the shop was told then.
      const disbursal = decisions.find((d) => d.decision === 'disbursed');
      const line = (
        await q<{ amount_paise: string; earned_at: Date | string }>(`SELECT amount_paise, earned_at FROM vendor_commissions WHERE lead_id = $1`, [sale.id])
      )[0];
      const expected = disbursal && commissionFor(sale.product, Number(disbursal.amount_paise) / 100);
      if (
        !line ||
        !disbursal ||
        Number(line.amount_paise) !== expected?.commissionPaise ||
        new Date(line.earned_at).getTime() !== new Date(disbursal.confirmed_at!).getTime()
      ) {
        wrong.push(`${who}: commission not the confirmed disbursal's`);
        continue;
      }
      const told = await q<{ title: string; created_at: Date | string }>(
        `SELECT title, created_at FROM vendor_notifications WHERE vendor_id = $1 AND (title LIKE $2 || ':%' OR (kind = 'commission' AND body LIKE '%' || $2 || '%'))`,
        [sale.vendor_id, sale.customer_name],
      );
      const toldAt = (title: string) => told.filter((n) => n.title === title).map((n) => new Date(n.created_at).getTime());
      for (const step of lifecycle.filter((status) => KEY_LEAD_STEPS.includes(status))) {
        const at = moved(step)?.created_at;
        if (!at || !toldAt(`${sale.customer_name}: ${LEAD_STATUS_LABELS[step]}`).includes(new Date(at).getTime()))
          wrong.push(`${who}: shop not told of ${step}`);
      }
      if (!toldAt('Commission earned').includes(new Date(line.earned_at).getTime())) wrong.push(`${who}: shop not told of its commission`);
    }
    expect(wrong).toEqual([]);
  });

  it('paid a shop only while its PAN was verified, and its KYC page says what its KYC notices and the review trail say', async () => {
    const q = async <T>(sql: string, params: unknown[] = []) => (await server.db.query<T & Record<string, unknown>>(sql, params)).rows;
    // Only a step's latest result is stored; the earlier ones are in the notice the shop got for
    // every check and every review decision (kyc/routes.ts, kyc-review/routes.ts).
    const label = KYC_STEP_LABELS.pan;
    const outcome: Record<string, 'verified' | 'failed'> = {
      [`${label} verified`]: 'verified',
      [`${label} verification failed`]: 'failed',
      [`${label} not accepted`]: 'failed',
    };
    const paid = await q<{ vendor_id: string; requested_at: Date | string }>(
      `SELECT vendor_id, requested_at FROM payout_transfers WHERE purpose = 'commission' AND status = 'success' ORDER BY requested_at`,
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const vendorId of new Set(paid.map((t) => t.vendor_id))) {
      const notices = await q<{ title: string; body: string; created_at: Date | string }>(
        `SELECT title, body, created_at FROM vendor_notifications WHERE vendor_id = $1 AND kind = 'kyc' AND title = ANY($2::text[]) ORDER BY created_at`,
        [vendorId, Object.keys(outcome)],
      );
      const panAt = (at: Date | string) =>
        notices
          .filter((n) => new Date(n.created_at).getTime() <= new Date(at).getTime())
          .map((n) => outcome[n.title])
          .at(-1);
      // A payout needs the PAN verified (shopPermissions), so every transfer went out while it was.
      expect(paid.filter((t) => t.vendor_id === vendorId).map((t) => panAt(t.requested_at) ?? 'never verified')).toEqual(
        paid.filter((t) => t.vendor_id === vendorId).map(() => 'verified'),
      );
      // The PAN step now is the last thing the shop was told of it.
      const step = (
        await q<{ status: string; reason: string | null; updated_at: Date | string }>(
          `SELECT status, reason, updated_at FROM vendor_kyc_steps WHERE vendor_id = $1 AND step = 'pan'`,
          [vendorId],
        )
      )[0];
      const last = notices.at(-1);
      expect(step && last && { status: step.status, at: new Date(step.updated_at).getTime() }).toEqual(
        last && { status: outcome[last.title], at: new Date(last.created_at).getTime() },
      );
      if (step?.status === 'failed' && last?.title === `${label} verification failed`) expect(step.reason).toBe(last.body);
      // A review that sent the PAN back judged a verified check, after it, by a KYC reviewer, in the audit trail.
      const reviews = await q<{ decision: string; evidence_at: Date | string; reviewed_at: Date | string; reviewer_role: string | null }>(
        `SELECT r.decision, r.evidence_at, r.reviewed_at, s.role AS reviewer_role FROM kyc_reviews r LEFT JOIN staff_roles s ON s.user_id = r.reviewed_by AND s.role = 'kyc_reviewer'
          WHERE r.vendor_id = $1 AND r.item = 'pan'`,
        [vendorId],
      );
      for (const review of reviews) {
        expect(panAt(review.evidence_at)).toBe('verified');
        expect(new Date(review.reviewed_at).getTime()).toBeGreaterThan(new Date(review.evidence_at).getTime());
        expect(review.reviewer_role).toBe('kyc_reviewer');
        const audited = await q(`SELECT 1 FROM audit_log WHERE action = $1 AND subject_id = $2 AND created_at = $3`, [
          `kyc.review.${review.decision === 'rejected' ? 'reject' : 'accept'}`,
          vendorId,
          review.reviewed_at,
        ]);
        expect(audited).toHaveLength(1);
      }
    }
  });

  it('has staff who joined before the leads they worked, statuses in order and nothing after the seeding clock', async () => {
    const q = async (sql: string) => (await server.db.query<Record<string, unknown>>(sql)).rows;
    // Telecallers and bankers existed before the leads given to them and the moves they made.
    expect(
      await q(`SELECT l.customer_name, u.username FROM leads l JOIN users u ON u.id IN (l.assigned_to, l.banker_id) WHERE u.created_at > l.created_at`),
    ).toEqual([]);
    expect(await q(`SELECT h.to_status, u.username FROM lead_status_history h JOIN users u ON u.id = h.actor_id WHERE u.created_at > h.created_at`)).toEqual(
      [],
    );
    // So did the staff behind every audited action and complaint reply the desks show.
    expect(await q(`SELECT a.action, u.username FROM audit_log a JOIN users u ON u.id = a.actor_id WHERE u.created_at > a.created_at`)).toEqual([]);
    expect(await q(`SELECT r.body, u.username FROM grievance_replies r JOIN users u ON u.id = r.author_id WHERE u.created_at > r.created_at`)).toEqual([]);
    // A lead's history is one chain from "new" to where it stands, in time order, after it came in.
    const history = await q(
      `SELECT l.id, l.status, l.created_at AS opened, h.from_status, h.to_status, h.created_at
         FROM leads l LEFT JOIN lead_status_history h ON h.lead_id = l.id ORDER BY l.id, h.created_at, h.id`,
    );
    const broken: string[] = [];
    const byLead = new Map<string, typeof history>();
    for (const row of history) byLead.set(String(row.id), [...(byLead.get(String(row.id)) ?? []), row]);
    for (const [id, steps] of byLead) {
      let at = new Date(steps[0]!.opened as string).getTime();
      let status = 'new';
      for (const step of steps.filter((s) => s.to_status !== null && s.from_status !== null)) {
        const t = new Date(step.created_at as string).getTime();
        if (step.from_status !== status || t < at) broken.push(`${id}: ${String(step.from_status)}→${String(step.to_status)}`);
        status = String(step.to_status);
        at = t;
      }
      if (status !== steps[0]!.status) broken.push(`${id}: history ends at ${status}, lead is ${String(steps[0]!.status)}`);
    }
    expect(broken).toEqual([]);
    // A shop's application says what its lead says: a "contacted" request was contacted.
    expect(await q(`SELECT p.full_name FROM product_applications p JOIN leads l ON l.id = p.id WHERE p.status = 'contacted' AND l.status = 'new'`)).toEqual([]);
    // The bank decided after the lead came in, confirmed after reporting; commission after the decision.
    expect(
      await q(
        `SELECT d.lead_id FROM lead_bank_decisions d JOIN leads l ON l.id = d.lead_id WHERE d.reported_at < l.created_at OR d.confirmed_at < d.reported_at`,
      ),
    ).toEqual([]);
    expect(
      await q(
        `SELECT c.id FROM vendor_commissions c JOIN lead_bank_decisions d ON d.lead_id = c.lead_id WHERE c.earned_at < d.reported_at OR c.paid_at < c.earned_at`,
      ),
    ).toEqual([]);
    // A commission transfer went to a bank account the shop had verified by then.
    expect(
      await q(
        `SELECT t.transfer_id FROM payout_transfers t LEFT JOIN vendor_payout_accounts a ON a.vendor_id = t.vendor_id
          WHERE t.purpose = 'commission' AND (a.verified_at IS NULL OR a.verified_at > t.requested_at)`,
      ),
    ).toEqual([]);
    // A connector's customers came after the connector joined the shop.
    expect(
      await q(
        `SELECT x.name, c.name AS connector FROM (SELECT username AS name, referred, shop_id, created_at FROM enquiries
           UNION ALL SELECT full_name, referred, shop_id, created_at FROM product_applications) x
         JOIN vendor_connectors c ON c.code = upper(x.referred) WHERE x.created_at < c.created_at`,
      ),
    ).toEqual([]);
    // The shop hears of a connector when the connector joins.
    expect(
      await q(
        `SELECT n.title FROM vendor_notifications n JOIN vendor_connectors c ON n.body LIKE c.name || '%' WHERE n.kind = 'connector' AND n.created_at <> c.created_at`,
      ),
    ).toEqual([]);
    // Nothing happened after the seeding clock.
    const future = await server.db.query(
      `SELECT 'users' AS t, created_at FROM users WHERE created_at > $1
       UNION ALL SELECT 'leads', created_at FROM leads WHERE created_at > $1 OR updated_at > $1
       UNION ALL SELECT 'history', created_at FROM lead_status_history WHERE created_at > $1
       UNION ALL SELECT 'commission', earned_at FROM vendor_commissions WHERE earned_at > $1 OR paid_at > $1
       UNION ALL SELECT 'notification', created_at FROM vendor_notifications WHERE created_at > $1
       UNION ALL SELECT 'connector', created_at FROM vendor_connectors WHERE created_at > $1`,
      [new Date(now)],
    );
    expect(future.rows).toEqual([]);
  });
});
