// The money reconciliation (issue 32, part 4): proves from the rows themselves that every shop's
// wallet is the sum of its ledger and never went below zero, that every paid top-up order has
// exactly one credit and every top-up credit a paid order of that shop and amount, that every
// withdrawal's ledger lines match its transfer, that every paid commission line has exactly one
// successful transfer with its UTR, and that every batch is the sum of its lines and its transfer
// carries that sum. Differences are recorded and listed for finance, never fixed here: a fix is a
// person's decision, made through the actions that audit it.
//
// `reconcileMoney(db, clock)` is the daily job (the integrator's scheduler registers
// `app.payouts.reconcile`, which calls it) and finance's "Run now".
import { randomUUID } from 'node:crypto';
import type { ReconciliationCheck } from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import type { Clock } from '../clock.ts';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';

export interface Difference {
  check: ReconciliationCheck;
  subjectType: string;
  subjectId: string;
  shop: { id: string; name: string } | null;
  detail: string;
}

export interface ReconciliationRun {
  id: string;
  trigger: 'schedule' | 'staff';
  runBy: string | null;
  startedAt: string;
  shopsChecked: number;
  ordersChecked: number;
  linesChecked: number;
  differences: Difference[];
}

/** Every difference the rows show now (reads only). */
export async function findDifferences(q: Queryable): Promise<{ differences: Difference[]; shops: number; orders: number; lines: number }> {
  const differences: Difference[] = [];
  const names = new Map<string, string>();
  const { rows: shops } = await q.query<{ id: string; username: string }>(
    `SELECT id, username FROM users WHERE role = 'vendor' OR id IN (SELECT user_id FROM wallet_ledger) OR id IN (SELECT vendor_id FROM vendor_commissions)`,
  );
  for (const s of shops) names.set(s.id, s.username);
  const shopOf = (id: string | null) => (id ? { id, name: names.get(id) ?? 'Unknown shop' } : null);
  const add = (check: ReconciliationCheck, subjectType: string, subjectId: string, vendorId: string | null, detail: string) =>
    differences.push({ check, subjectType, subjectId, shop: shopOf(vendorId), detail });

  // 1. The wallet: the balance the API answers is the ledger's sum; walked in order it never goes
  //    below zero (a debit that overspent would show here).
  const { rows: ledger } = await q.query<{ id: string; user_id: string; kind: string; amount_paise: string; reference: string; order_id: string | null }>(
    // Lines of the same instant have no order between them: credits are taken first there.
    'SELECT id, user_id, kind, amount_paise, reference, order_id FROM wallet_ledger ORDER BY user_id, created_at, amount_paise DESC, id',
  );
  const running = new Map<string, number>();
  for (const line of ledger) {
    const balance = (running.get(line.user_id) ?? 0) + Number(line.amount_paise);
    running.set(line.user_id, balance);
    if (balance < 0)
      add(
        'wallet-negative',
        'wallet_ledger',
        line.id,
        line.user_id,
        `The wallet went to ${formatPaise(balance)} at this line (${line.kind} ${line.reference}).`,
      );
  }
  const { rows: sums } = await q.query<{ user_id: string; balance: string }>(
    'SELECT user_id, COALESCE(SUM(amount_paise), 0) AS balance FROM wallet_ledger GROUP BY user_id',
  );
  for (const s of sums) {
    if (Number(s.balance) !== (running.get(s.user_id) ?? 0)) {
      add(
        'wallet-negative',
        'wallet',
        s.user_id,
        s.user_id,
        `The balance ${formatPaise(Number(s.balance))} is not the sum of the ledger ${formatPaise(running.get(s.user_id) ?? 0)}.`,
      );
    }
  }

  // 2. Paid top-up orders and their credits: exactly one each way.
  const { rows: orders } = await q.query<{ order_id: string; owner_id: string | null; amount_paise: string; status: string; purpose: string }>(
    `SELECT order_id, owner_id, amount_paise, status, purpose FROM payment_orders WHERE purpose = 'wallet_topup' AND status = 'paid'`,
  );
  const credits = new Map<string, typeof ledger>();
  for (const line of ledger.filter((l) => l.kind === 'topup')) {
    if (line.order_id) credits.set(line.order_id, [...(credits.get(line.order_id) ?? []), line]);
  }
  const paidOrders = new Map(orders.map((o) => [o.order_id, o]));
  for (const order of orders) {
    const found = credits.get(order.order_id) ?? [];
    if (found.length !== 1) {
      add(
        'order-credit',
        'payment_order',
        order.order_id,
        order.owner_id,
        `Paid top-up of ${formatPaise(Number(order.amount_paise))} has ${found.length} wallet credits; it should have exactly one.`,
      );
    }
  }
  for (const line of ledger.filter((l) => l.kind === 'topup')) {
    const order = line.order_id ? paidOrders.get(line.order_id) : undefined;
    if (!order)
      add(
        'credit-without-order',
        'wallet_ledger',
        line.id,
        line.user_id,
        `A top-up credit of ${formatPaise(Number(line.amount_paise))} has no paid top-up order.`,
      );
    else if (order.owner_id !== line.user_id || Number(order.amount_paise) !== Number(line.amount_paise)) {
      add(
        'credit-without-order',
        'wallet_ledger',
        line.id,
        line.user_id,
        `The credit of ${formatPaise(Number(line.amount_paise))} does not match its order ${order.order_id} (${formatPaise(Number(order.amount_paise))}).`,
      );
    }
  }

  // 3. Withdrawals: one debit of the transfer's amount; one credit back when it failed or was reversed.
  const { rows: transfers } = await q.query<{
    transfer_id: string;
    purpose: string;
    vendor_id: string;
    amount_paise: string;
    status: string;
    utr: string | null;
  }>('SELECT transfer_id, purpose, vendor_id, amount_paise, status, utr FROM payout_transfers');
  const byReference = (kind: string, reference: string) => ledger.filter((l) => l.kind === kind && l.reference === reference);
  for (const t of transfers.filter((t) => t.purpose === 'withdrawal')) {
    const debits = byReference('withdrawal', t.transfer_id);
    const backs = byReference('withdrawal_reversal', t.transfer_id);
    const amount = Number(t.amount_paise);
    if (debits.length !== 1 || Number(debits[0]!.amount_paise) !== -amount) {
      add(
        'withdrawal-ledger',
        'payout_transfer',
        t.transfer_id,
        t.vendor_id,
        `The withdrawal of ${formatPaise(amount)} has ${debits.length} matching debits; it should have exactly one.`,
      );
    }
    const wantBack = t.status === 'failed' || t.status === 'reversed' ? 1 : 0;
    if (backs.length !== wantBack || (wantBack === 1 && Number(backs[0]!.amount_paise) !== amount)) {
      add(
        'withdrawal-ledger',
        'payout_transfer',
        t.transfer_id,
        t.vendor_id,
        `The ${t.status} withdrawal has ${backs.length} credits back; it should have ${wantBack}.`,
      );
    }
  }
  const withdrawalIds = new Set(transfers.filter((t) => t.purpose === 'withdrawal').map((t) => t.transfer_id));
  for (const line of ledger.filter((l) => (l.kind === 'withdrawal' || l.kind === 'withdrawal_reversal') && !withdrawalIds.has(l.reference))) {
    add('withdrawal-ledger', 'wallet_ledger', line.id, line.user_id, `A ${line.kind.replace('_', ' ')} line has no transfer.`);
  }

  // 4. Commission: every paid line exactly one successful transfer (through its batch), with its UTR.
  const { rows: lines } = await q.query<{
    id: string;
    vendor_id: string;
    status: string;
    utr: string | null;
    payout_batch_id: string | null;
    batch_status: string | null;
    transfer_status: string | null;
    transfer_utr: string | null;
    successful: string;
  }>(
    `SELECT c.id, c.vendor_id, c.status, c.utr, c.payout_batch_id, b.status AS batch_status, t.status AS transfer_status, t.utr AS transfer_utr,
       (SELECT count(*) FROM payout_batch_lines bl JOIN payout_batches ob ON ob.id = bl.batch_id JOIN payout_transfers ot ON ot.transfer_id = ob.transfer_id
         WHERE bl.commission_id = c.id AND ot.status = 'success') AS successful
       FROM vendor_commissions c LEFT JOIN payout_batches b ON b.id = c.payout_batch_id LEFT JOIN payout_transfers t ON t.transfer_id = b.transfer_id
      WHERE c.status IN ('in_payout', 'paid') OR EXISTS (SELECT 1 FROM payout_batch_lines bl WHERE bl.commission_id = c.id)`,
  );
  for (const line of lines) {
    const successful = Number(line.successful);
    if (line.status === 'paid') {
      if (successful !== 1 || line.transfer_status !== 'success' || !line.utr || line.utr !== line.transfer_utr) {
        add(
          'line-transfer',
          'vendor_commission',
          line.id,
          line.vendor_id,
          `A paid line has ${successful} successful transfers${line.utr ? '' : ' and no UTR'}; it should have exactly one, with its UTR.`,
        );
      }
    } else if (successful > 0) {
      add('line-transfer', 'vendor_commission', line.id, line.vendor_id, `A line not marked paid (${line.status}) has ${successful} successful transfer(s).`);
    } else if (line.status === 'in_payout' && !['open', 'processing'].includes(line.batch_status ?? '')) {
      add('line-transfer', 'vendor_commission', line.id, line.vendor_id, `A line in payout belongs to no open or sent batch (${line.batch_status ?? 'none'}).`);
    }
  }

  // 5. Batches: the sum of their lines; the transfer carries the net; a paid batch the transfer's UTR.
  const { rows: batches } = await q.query<{
    id: string;
    vendor_id: string;
    status: string;
    net_paise: string;
    commission_paise: string;
    utr: string | null;
    lines_net: string | null;
    lines_commission: string | null;
    transfer_amount: string | null;
    transfer_status: string | null;
    transfer_utr: string | null;
  }>(
    `SELECT b.id, b.vendor_id, b.status, b.net_paise, b.commission_paise, b.utr,
       (SELECT SUM(net_paise) FROM payout_batch_lines bl WHERE bl.batch_id = b.id) AS lines_net,
       (SELECT SUM(commission_paise) FROM payout_batch_lines bl WHERE bl.batch_id = b.id) AS lines_commission,
       t.amount_paise AS transfer_amount, t.status AS transfer_status, t.utr AS transfer_utr
       FROM payout_batches b LEFT JOIN payout_transfers t ON t.transfer_id = b.transfer_id`,
  );
  for (const b of batches) {
    if (Number(b.lines_net ?? 0) !== Number(b.net_paise) || Number(b.lines_commission ?? 0) !== Number(b.commission_paise)) {
      add(
        'batch-total',
        'payout_batch',
        b.id,
        b.vendor_id,
        `The batch says ${formatPaise(Number(b.net_paise))} net; its lines add up to ${formatPaise(Number(b.lines_net ?? 0))}.`,
      );
    }
    if (b.transfer_amount !== null && Number(b.transfer_amount) !== Number(b.net_paise)) {
      add(
        'batch-total',
        'payout_batch',
        b.id,
        b.vendor_id,
        `The transfer carries ${formatPaise(Number(b.transfer_amount))}; the batch's net is ${formatPaise(Number(b.net_paise))}.`,
      );
    }
    if (b.status === 'paid' && (b.transfer_status !== 'success' || !b.utr || b.utr !== b.transfer_utr)) {
      add(
        'transfer-utr',
        'payout_batch',
        b.id,
        b.vendor_id,
        `The batch is paid but its transfer is ${b.transfer_status ?? 'missing'}${b.utr === b.transfer_utr ? '' : ', and the UTRs differ'}.`,
      );
    }
    if (b.transfer_status === 'success' && b.status !== 'paid') {
      add('transfer-utr', 'payout_batch', b.id, b.vendor_id, `The transfer succeeded but the batch is ${b.status}.`);
    }
  }
  return { differences, shops: names.size, orders: orders.length, lines: lines.length };
}

/** Runs the checks, records the run and answers it. */
export async function reconcileMoney(
  db: Queryable,
  clock: Clock,
  options: { trigger?: 'schedule' | 'staff'; runBy?: string | null } = {},
): Promise<ReconciliationRun> {
  const startedAt = clock.now();
  const found = await findDifferences(db);
  const id = randomUUID();
  await db.query(
    `INSERT INTO money_reconciliations (id, trigger, run_by, started_at, shops_checked, orders_checked, lines_checked, difference_count, differences)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      options.trigger ?? 'schedule',
      options.runBy ?? null,
      startedAt,
      found.shops,
      found.orders,
      found.lines,
      found.differences.length,
      JSON.stringify(found.differences),
    ],
  );
  return runOf(db, id);
}

export async function runOf(q: Queryable, id: string): Promise<ReconciliationRun> {
  const { rows } = await q.query<{
    id: string;
    trigger: 'schedule' | 'staff';
    run_by_name: string | null;
    started_at: Date | string;
    shops_checked: number;
    orders_checked: number;
    lines_checked: number;
    differences: Difference[] | string;
  }>(`SELECT r.*, u.username AS run_by_name FROM money_reconciliations r LEFT JOIN users u ON u.id = r.run_by WHERE r.id = $1`, [id]);
  const row = rows[0]!;
  return {
    id: row.id,
    trigger: row.trigger,
    runBy: row.run_by_name,
    startedAt: iso(row.started_at)!,
    shopsChecked: row.shops_checked,
    ordersChecked: row.orders_checked,
    linesChecked: row.lines_checked,
    differences: typeof row.differences === 'string' ? (JSON.parse(row.differences) as Difference[]) : row.differences,
  };
}

export async function latestRuns(q: Queryable) {
  const { rows } = await q.query<{ id: string; trigger: string; started_at: Date | string; difference_count: number }>(
    'SELECT id, trigger, started_at, difference_count FROM money_reconciliations ORDER BY started_at DESC, id LIMIT 30',
  );
  return {
    latest: rows[0] ? await runOf(q, rows[0].id) : null,
    history: rows.slice(1).map((r) => ({ id: r.id, trigger: r.trigger, startedAt: iso(r.started_at)!, differenceCount: r.difference_count })),
  };
}
