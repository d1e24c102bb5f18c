// Every list `pnpm bench:scale` measures (issue 34), asked through the real server on the
// generated shape (bench/scale/generate.ts, scaled down): each SELECT the request sends is also
// explained (FORMAT JSON) with the same parameters under `enable_seqscan = off` (and hash and
// merge joins off, so every join is tried as index lookups), and a large table read whole fails
// the list. With those disabled the planner still reads a table whole only when no index can serve
// the filter, the join or the order, so the small shape's sizes do not decide the answer: what is
// checked is that the index each list needs exists.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, idOf, scaledShape } from '../bench/scale/generate.ts';
import { buildServer } from '../src/app.ts';
import { ManualClock } from '../src/clock.ts';
import type { Database, Queryable } from '../src/db/database.ts';
import { kyselyOf } from '../src/db/kysely-dialect.ts';
import { TokenService, type Role } from '../src/security/tokens.ts';
import { databaseKinds, openTestDatabase } from './helpers.ts';

/** Tables that grow with the business: never read whole by a list. */
const LARGE_TABLES = [
  'leads',
  'lead_status_history',
  'lead_calls',
  'enquiries',
  'product_applications',
  'wallet_ledger',
  'ca_submissions',
  'vendor_commissions',
  'users',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The Bitmap Index Scans a Bitmap Heap Scan's bitmap is built from (through BitmapAnd / BitmapOr). */
const bitmapScansOf = (node: PlanNode): PlanNode[] =>
  (node.Plans ?? []).flatMap((child) =>
    child['Node Type'] === 'Bitmap Index Scan' ? [child] : /^Bitmap(And|Or)$/.test(child['Node Type']) ? bitmapScansOf(child) : [],
  );

/** Nodes that read all of their input before answering: a Limit above them stops nothing below. */
const CONSUMES_ALL = ['Sort', 'Incremental Sort', 'Aggregate', 'Hash', 'WindowAgg', 'Materialize', 'Unique', 'SetOp', 'Gather Merge'];

/**
 * The large tables a plan reads whole: a Seq Scan, or an index read end to end with no condition
 * (what the planner falls back to with sequential scans off) unless a Limit stops it early, as
 * when an index serves a page's order, or the index is partial (it holds just the queue read).
 */
const wholeReadsIn = (node: PlanNode, partial: Set<string>, limited = false): string[] => {
  const table = node['Relation Name'];
  const large = table !== undefined && LARGE_TABLES.includes(table);
  const seq = node['Node Type'] === 'Seq Scan';
  const whole = (scan: PlanNode) => !scan['Index Cond'] && !partial.has(scan['Index Name'] ?? '');
  const wholeIndex =
    (/^Index (Only )?Scan$/.test(node['Node Type']) && whole(node) && !limited) ||
    // A bitmap built from a whole index (the table's own node is the Bitmap Heap Scan above it),
    // as when an index on status serves `status <> ALL(…)`: every entry read, then filtered.
    (node['Node Type'] === 'Bitmap Heap Scan' && bitmapScansOf(node).some(whole));
  const below = node['Node Type'] === 'Limit' ? true : CONSUMES_ALL.includes(node['Node Type']) ? false : limited;
  return [
    ...(large && (seq || wholeIndex) ? [`${node['Node Type']} on ${table}`] : []),
    ...(node.Plans ?? []).flatMap((child) => wholeReadsIn(child, partial, below)),
  ];
};

interface Explained {
  sql: string;
  seqScans: string[];
}

/** The server's database, explaining each top-level SELECT (when asked) before running it. */
function explaining(db: Database): { db: Database; start(): Promise<void>; stop(): Explained[] } {
  let recorded: Explained[] | undefined;
  let partial = new Set<string>();
  const explain = async (sql: string, params: unknown[] = []) => {
    const plan = await db.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off; SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      return rows[0]!['QUERY PLAN'];
    });
    const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
    recorded?.push({ sql: sql.replace(/\s+/g, ' ').trim(), seqScans: wholeReadsIn(Plan, partial) });
  };
  const query: Queryable['query'] = async (sql, params) => {
    if (recorded && /^\s*(SELECT|WITH)\b/i.test(sql)) await explain(sql, params);
    return db.query(sql, params);
  };
  const wrapped: Database = new Proxy(db, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'kysely') return kyselyOf(wrapped);
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    db: wrapped,
    start: async () => {
      const { rows } = await db.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND indexdef LIKE '% WHERE %'`,
      );
      partial = new Set(rows.map((row) => row.indexname));
      recorded = [];
    },
    stop: () => {
      const all = recorded ?? [];
      recorded = undefined;
      return all;
    },
  };
}

const SHAPE = scaledShape(0.002);

describe.each(databaseKinds)('every list reads large tables through an index (%s)', (kind) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let plans: ReturnType<typeof explaining>;
  const tokens: Partial<Record<'shop' | 'telecaller' | 'customer' | 'admin' | 'banker', string>> = {};
  let firstLead = '';

  beforeAll(async () => {
    const opened = await openTestDatabase(kind);
    drop = opened.drop;
    const clock = new ManualClock();
    const tokenSecret = randomBytes(32).toString('hex');
    plans = explaining(opened.db);
    app = await buildServer({ database: plans.db, clock, tokenSecret, checkResponses: true });
    await generate(opened.db, SHAPE, clock.now(), () => undefined);
    const issuer = new TokenService(tokenSecret, clock);
    const sign = async (who: keyof typeof tokens, role: Role) => {
      tokens[who] = (await issuer.issue('access', await idOf(who, 1), { role, ver: 0 })).token;
    };
    await Promise.all([
      sign('shop', 'vendor'),
      sign('telecaller', 'telecaller'),
      sign('customer', 'customer'),
      sign('admin', 'admin'),
      sign('banker', 'banker'),
    ]);
    firstLead = await idOf('lead', 1);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const LISTS: Array<[string, keyof typeof tokens, () => string]> = [
    ["a shop's loan sell history, first page", 'shop', () => '/api/vendor-all-loans?page=1&pageSize=50'],
    ["a shop's loan sell history, a status filter", 'shop', () => '/api/vendor-all-loans?page=1&pageSize=50&status=interested'],
    ["a shop's loan sell history, a name search", 'shop', () => '/api/vendor-all-loans?page=1&pageSize=50&q=Meera'],
    ["a shop's loan sell history, a late page", 'shop', () => '/api/vendor-all-loans?page=4&pageSize=50'],
    ["a shop's loan sell history, the export", 'shop', () => '/api/vendor-all-loans?all=true'],
    ["a shop's loan sell history, the CSV", 'shop', () => '/api/vendor-all-loans/export?status=new&q=Meera'],
    ["a shop's card history", 'shop', () => '/card/get-card-history?page=1&pageSize=10'],
    ["a shop's dashboard", 'shop', () => '/vendor/dashboard'],
    ["a telecaller's today's work", 'telecaller', () => '/telecaller/queue'],
    ["a banker's routed leads", 'banker', () => '/banker/leads'],
    ['the leads oversight queue, oldest first', 'admin', () => '/admin/leads?status=open'],
    ['the leads oversight queue, first call overdue', 'admin', () => '/admin/leads?status=open&sla=breached'],
    ['the leads oversight queue, one status', 'admin', () => '/admin/leads?status=interested'],
    ['the leads oversight queue, every status, overdue, older than a week', 'admin', () => '/admin/leads?status=all&sla=breached&olderThanDays=7&page=2'],
    ['the operations dashboard (every queue)', 'admin', () => '/ops/dashboard'],
    ["a customer's enquiry history", 'customer', () => '/customer/inquiry-history'],
    ["one lead's timeline", 'shop', () => `/api/get-status-history/${firstLead}`],
  ];

  it.each(LISTS)('%s', async (_name, who, url) => {
    await plans.start();
    const response = await app.inject({ method: 'GET', url: url(), headers: { authorization: `Bearer ${tokens[who]}` } });
    const explained = plans.stop();
    expect(response.statusCode, response.body).toBe(200);
    expect(explained.length).toBeGreaterThan(0);
    expect(explained.filter((statement) => statement.seqScans.length > 0)).toEqual([]);
  });
});
