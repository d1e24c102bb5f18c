// The shape `pnpm bench:scale` measures (issue 34): shops, leads with their status history and
// calls, the enquiries behind the leads, CA requests, a wallet ledger, telecallers, bankers with
// their lenders, customers and one operations admin, generated set-based (generate_series) on a
// migrated PostgreSQL database. Every id is md5-derived from a kind and a number, so a run is
// reproducible and the bench can name "shop 1" or "lead 42" without reading anything back.
// A few shops are large (BIG_SHOPS, each `bigShopLeads` leads); the rest share what is left.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database.ts';
import { FIRST_CALL_SLA_JOB, markFirstCallBreaches } from '../../src/leads/sla-marking.ts';

export interface ScaleShape {
  shops: number;
  leads: number;
  caRequests: number;
  ledgerRows: number;
  telecallers: number;
  bankers: number;
  customers: number;
  /** Leads of each large shop (the issue's "a few shops with 20,000 leads"). */
  bigShopLeads: number;
}

export const BIG_SHOPS = 5;
export const LENDERS = 20;

export const FULL_SHAPE: ScaleShape = {
  shops: 10_000,
  leads: 1_000_000,
  caRequests: 200_000,
  ledgerRows: 2_000_000,
  telecallers: 100,
  bankers: 300,
  customers: 50_000,
  bigShopLeads: 20_000,
};

/** The shape scaled down by `factor` (at least enough for every list to have several pages). */
export function scaledShape(factor: number): ScaleShape {
  const scaled = (n: number, min: number) => Math.max(min, Math.round(n * factor));
  return {
    shops: scaled(FULL_SHAPE.shops, 20),
    leads: scaled(FULL_SHAPE.leads, 2_000),
    caRequests: scaled(FULL_SHAPE.caRequests, 200),
    ledgerRows: scaled(FULL_SHAPE.ledgerRows, 2_000),
    telecallers: FULL_SHAPE.telecallers,
    bankers: FULL_SHAPE.bankers,
    customers: scaled(FULL_SHAPE.customers, 100),
    bigShopLeads: scaled(FULL_SHAPE.bigShopLeads, 200),
  };
}

/** A stable uuid for the `n`th thing of `kind`, in SQL (`n` an SQL expression). */
export const sqlId = (kind: string, n: string) => `md5('${kind}:' || (${n})::text)::uuid`;

/** The same uuid in JavaScript, for the bench to address what was generated. */
export async function idOf(kind: string, n: number): Promise<string> {
  const { createHash } = await import('node:crypto');
  const hex = createHash('md5').update(`${kind}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Shop `n`'s code (its users.referral_code, the leads' shop_id). */
export const shopCode = (n: number) => `SCALE${String(n).padStart(6, '0')}`;

/** Statuses in the order a lead moves through them; a lead's history walks this list. */
const PATH = ['new', 'contacted', 'interested', 'documents_pending', 'logged_in', 'sanctioned', 'disbursed'];
const PRODUCTS = ['personal-loan', 'business-loan', 'home-loan', 'education loan', 'gold-loan', 'credit-card', 'car-loan', 'loan-against-property'];
const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Imran', 'Sunita', 'Arjun', 'Fatima', 'Vikram', 'Lakshmi', 'Joseph', 'Priya', 'Harpreet'];
const LAST_NAMES = ['Sharma', 'Patil', 'Iyer', 'Khan', 'Reddy', 'Das', 'Singh', 'Nair', 'Joshi', 'Fernandes', 'Gupta', 'Kulkarni'];

const textArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`;

/**
 * The shop of lead `i` (1-based): the first BIG_SHOPS × bigShopLeads leads belong to the large
 * shops, the rest spread over the others by a multiplicative hash (so neighbours differ).
 */
const shopOfLead = (s: ScaleShape, i: string) =>
  `CASE WHEN ${i} <= ${BIG_SHOPS * s.bigShopLeads} THEN 1 + (${i} - 1) / ${s.bigShopLeads}
        ELSE ${BIG_SHOPS + 1} + ((${i}::bigint * 2654435761) % ${Math.max(1, s.shops - BIG_SHOPS)}) END`;

/** How far along PATH lead `i` got (0 = new; a third reach disbursed, so about five history rows a lead); one in eight ends rejected or closed instead. */
const stepOf = (i: string) => `LEAST(6, (${i}::bigint * 7919) % 9)`;

export function generationStatements(s: ScaleShape, now: Date): string[] {
  const at = `'${now.toISOString()}'::timestamptz`;
  const year = `interval '365 days'`;
  const step = stepOf('i');
  const status = `CASE WHEN i % 8 = 7 THEN (ARRAY['rejected','closed','not_interested'])[1 + i % 3] ELSE (${textArray(PATH)})[1 + ${step}] END`;
  const created = `${at} - ${year} * ((${s.leads} - i)::float8 / ${s.leads})`;
  // Lead i's own fields, the same whichever table a row of it goes into.
  const name = `(${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] || ' ' || (${textArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || i`;
  const mobile = `(9000000000 + i)::text`;
  const amount = `50000 + (i % 200) * 10000`;
  const product = `(${textArray(PRODUCTS)})[1 + i % ${PRODUCTS.length}]`;
  const shop = `'SCALE' || lpad((${shopOfLead(s, 'i')})::text, 6, '0')`;
  const customer = `CASE WHEN i % 5 = 0 THEN ${sqlId('customer', `1 + (i / 5) % ${s.customers}`)} END`;
  const application = `(i % 10 = 3)`;
  return [
    `INSERT INTO lending_partners (id, name, kind, rbi_registration, registration_status, grievance_officer, grievance_phone, grievance_email, website, position)
     SELECT 'scale-lender-' || n, 'Scale Lender ' || n, CASE WHEN n % 3 = 0 THEN 'nbfc' ELSE 'bank' END, 'RBI-' || n, 'registered',
            'Officer ' || n, '1800' || lpad(n::text, 6, '0'), 'grievance' || n || '@lender.example', 'https://lender' || n || '.example', n
       FROM generate_series(1, ${LENDERS}) n`,
    // Shops, telecallers, bankers, customers and the admin: one users table, mobiles kept apart by range.
    `INSERT INTO users (id, role, username, mobile, referral_code, created_at, updated_at, state, city, pin_code, owner_name, approval_status, mobile_verified_at)
     SELECT ${sqlId('shop', 'n')}, 'vendor', 'Scale Shop ' || n, (7000000000 + n)::text, 'SCALE' || lpad(n::text, 6, '0'),
            ${at} - ${year} * 2, ${at}, 'Maharashtra', 'Pune', '411001', 'Owner ' || n, 'approved', ${at} - ${year} * 2
       FROM generate_series(1, ${s.shops}) n`,
    `INSERT INTO users (id, role, username, mobile, referral_code, created_at, updated_at, approval_status)
     SELECT ${sqlId('telecaller', 'n')}, 'telecaller', 'Telecaller ' || n, (6100000000 + n)::text, 'SCALETC' || n, ${at} - ${year}, ${at}, 'approved'
       FROM generate_series(1, ${s.telecallers}) n`,
    `INSERT INTO telecallers (user_id, updated_at) SELECT ${sqlId('telecaller', 'n')}, ${at} FROM generate_series(1, ${s.telecallers}) n`,
    `INSERT INTO users (id, role, username, mobile, referral_code, created_at, updated_at, approval_status, lender_id)
     SELECT ${sqlId('banker', 'n')}, 'banker', 'Banker ' || n, (6200000000 + n)::text, 'SCALEBK' || n, ${at} - ${year}, ${at}, 'approved',
            'scale-lender-' || (1 + n % ${LENDERS})
       FROM generate_series(1, ${s.bankers}) n`,
    `INSERT INTO bankers (user_id, bank_name, branch, ifsc, designation, products, pincodes, created_at)
     SELECT ${sqlId('banker', 'n')}, 'Scale Lender ' || (1 + n % ${LENDERS}), 'Branch ' || n, 'SCLB0' || lpad(n::text, 6, '0'), 'Relationship Manager',
            ${textArray(PRODUCTS)}, ARRAY['411001','560034','110001']::text[], ${at} - ${year}
       FROM generate_series(1, ${s.bankers}) n`,
    `INSERT INTO users (id, role, username, mobile, referral_code, created_at, updated_at, mobile_verified_at)
     SELECT ${sqlId('customer', 'n')}, 'customer', 'Customer ' || n, (8000000000 + n)::text, 'SCALECU' || n, ${at} - ${year}, ${at}, ${at} - ${year}
       FROM generate_series(1, ${s.customers}) n`,
    `INSERT INTO users (id, role, username, mobile, referral_code, created_at, updated_at) VALUES
       (${sqlId('admin', '1')}, 'admin', 'Scale Ops Admin', '6300000001', 'SCALEADMIN1', ${at}, ${at})`,
    `INSERT INTO staff_roles (user_id, role, granted_at) VALUES (${sqlId('admin', '1')}, 'ops_admin', ${at})`,
    // Leads come from enquiries (the same id), one in ten from a product application instead;
    // one enquiry in five was made by a signed-in customer.
    `INSERT INTO enquiries (id, username, mobile, email, pincode, address, loan_amount, referred, type, shop_id, status, user_id, created_at, verified_at)
     SELECT ${sqlId('lead', 'i')}, ${name}, ${mobile}, 'lead' || i || '@example.com', '411001', 'Street ' || i || ', Pune',
            ${amount}, NULL, ${product}, ${shop}, 'verified', ${customer}, ${created}, ${created}
       FROM generate_series(1, ${s.leads}) i WHERE ${application} IS NOT TRUE`,
    `INSERT INTO product_applications (id, product, endpoint, full_name, mobile, email, pincode, city, details, referred, shop_id, status, user_id, created_at, filed_by_vendor)
     SELECT ${sqlId('lead', 'i')}, ${product}, 'scale', ${name}, ${mobile}, 'lead' || i || '@example.com', '411001', 'Pune',
            jsonb_build_object('loanAmount', ${amount}), NULL, ${shop}, 'submitted', NULL, ${created},
            CASE WHEN i % 20 = 3 THEN ${sqlId('shop', shopOfLead(s, 'i'))} END
       FROM generate_series(1, ${s.leads}) i WHERE ${application}`,
    `INSERT INTO leads (id, source, product, customer_name, mobile, pincode, amount, shop_id, user_id, status, assigned_to, banker_id, lender_id, next_call_at, created_at, updated_at)
     SELECT ${sqlId('lead', 'i')}, CASE WHEN ${application} THEN 'application' ELSE 'enquiry' END, ${product}, ${name}, ${mobile}, '411001', ${amount},
            ${shop}, CASE WHEN ${application} THEN NULL ELSE ${customer} END,
            ${status},
            ${sqlId('telecaller', `1 + i % ${s.telecallers}`)},
            CASE WHEN ${step} >= 4 THEN ${sqlId('banker', `1 + i % ${s.bankers}`)} END,
            CASE WHEN ${step} >= 4 THEN 'scale-lender-' || (1 + (1 + i % ${s.bankers}) % ${LENDERS}) END,
            CASE WHEN ${step} BETWEEN 1 AND 3 THEN ${at} + interval '1 hour' * ((i % 96) - 48) END,
            ${created}, ${created}
       FROM generate_series(1, ${s.leads}) i`,
    // About five history rows a lead: received, then each step taken (a closed lead its last move).
    `INSERT INTO lead_status_history (id, lead_id, from_status, to_status, note, actor_role, actor_name, created_at)
     SELECT ${sqlId('history', `i::bigint * 16 + k`)}, ${sqlId('lead', 'i')},
            CASE WHEN k = 0 THEN NULL ELSE (${textArray(PATH)})[k] END,
            CASE WHEN k = ${step} AND i % 8 = 7 THEN ${status} ELSE (${textArray(PATH)})[1 + k] END,
            NULL, CASE WHEN k = 0 THEN 'system' ELSE 'telecaller' END, CASE WHEN k = 0 THEN 'LoanSetu' ELSE 'Telecaller' END,
            ${created} + interval '1 hour' * k * (1 + i % 5)
       FROM generate_series(1, ${s.leads}) i
       CROSS JOIN LATERAL generate_series(0, ${step}) k`,
    `INSERT INTO lead_calls (id, lead_id, telecaller_id, status_after, note, next_call_at, created_at)
     SELECT ${sqlId('call', 'i')}, l.id, l.assigned_to, l.status, NULL, l.next_call_at, l.created_at + interval '2 hours'
       FROM generate_series(1, ${s.leads}) i JOIN leads l ON l.id = ${sqlId('lead', 'i')}
      WHERE l.status <> 'new'`,
    `INSERT INTO wallet_accounts (user_id, created_at) SELECT ${sqlId('shop', 'n')}, ${at} - ${year} * 2 FROM generate_series(1, ${s.shops}) n`,
    // Top-ups and the fees they pay for, alternating; the large shops hold the most rows.
    `INSERT INTO wallet_ledger (id, user_id, kind, amount_paise, description, reference, created_at)
     SELECT ${sqlId('ledger', 'i')}, ${sqlId('shop', `CASE WHEN i % 4 = 0 THEN 1 + i % ${BIG_SHOPS} ELSE 1 + (i::bigint * 2654435761) % ${s.shops} END`)},
            CASE WHEN i % 2 = 0 THEN 'topup' ELSE 'service_fee' END,
            CASE WHEN i % 2 = 0 THEN 100000 ELSE -49900 END,
            CASE WHEN i % 2 = 0 THEN 'Wallet top-up' ELSE 'CA service fee' END,
            'scale-' || i, ${at} - ${year} * ((${s.ledgerRows} - i)::float8 / ${s.ledgerRows})
       FROM generate_series(1, ${s.ledgerRows}) i`,
    `INSERT INTO ca_submissions (id, vendor_id, service, service_group, details, status, fee_paise, paid_at, created_at, updated_at, request_number, due_at, closed_at)
     SELECT ${sqlId('ca', 'i')}, ${sqlId('shop', `1 + (i::bigint * 2654435761) % ${s.shops}`)},
            (ARRAY['gst-registration','itr-filing','company-incorporation','msme-registration'])[1 + i % 4],
            CASE WHEN i % 5 = 0 THEN 'other' ELSE 'ca' END, 'Generated request ' || i,
            (ARRAY['submitted','in_progress','documents_requested','completed','completed','completed','rejected','withdrawn'])[1 + i % 8],
            49900, ${at} - ${year} * ((${s.caRequests} - i)::float8 / ${s.caRequests}),
            ${at} - ${year} * ((${s.caRequests} - i)::float8 / ${s.caRequests}), ${at},
            'CA-SCALE-' || lpad(i::text, 8, '0'),
            ${at} - ${year} * ((${s.caRequests} - i)::float8 / ${s.caRequests}) + interval '3 days',
            CASE WHEN i % 8 >= 3 THEN ${at} - ${year} * ((${s.caRequests} - i)::float8 / ${s.caRequests}) + interval '2 days' END
       FROM generate_series(1, ${s.caRequests}) i`,
  ];
}

const GENERATED_TABLES = [
  'lending_partners',
  'users',
  'telecallers',
  'bankers',
  'staff_roles',
  'enquiries',
  'product_applications',
  'leads',
  'lead_status_history',
  'lead_calls',
  'job_runs',
  'wallet_accounts',
  'wallet_ledger',
  'ca_submissions',
];

/**
 * Generates the shape (into empty tables) in one transaction and analyses it; says how long each
 * step took. The rows are consistent by construction, so the foreign-key triggers are off while
 * they go in (session_replication_role, a superuser's setting): checked row by row they took most
 * of the time.
 */
export async function generate(db: Database, shape: ScaleShape, now: Date, log: (line: string) => void): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec('SET LOCAL session_replication_role = replica; SET LOCAL jit = off');
    for (const sql of generationStatements(shape, now)) {
      const started = Date.now();
      await tx.query(sql);
      const table = /INSERT INTO (\w+)/.exec(sql)?.[1] ?? '?';
      log(`  ${table.padEnd(22)} ${String(Date.now() - started).padStart(7)} ms`);
    }
    // As in a running deployment, the first-call SLA job has run (every five minutes): the leads
    // it marks are marked, and oversight counts from the mark (decision 046).
    const started = Date.now();
    const marking = await markFirstCallBreaches(tx, now);
    await tx.query(
      `INSERT INTO job_runs (id, job, trigger, started_at, finished_at, outcome, summary, counts) VALUES ($1, $2, 'schedule', $3, $3, 'succeeded', $4, $5)`,
      [randomUUID(), FIRST_CALL_SLA_JOB, now, marking.summary, JSON.stringify(marking.counts)],
    );
    log(`  ${'first-call SLA marks'.padEnd(22)} ${String(Date.now() - started).padStart(7)} ms`);
  });
  const started = Date.now();
  // These tables only: a test's schema shares its database with other suites'.
  await db.exec(`ANALYZE ${GENERATED_TABLES.join(', ')}`);
  log(`  ${'ANALYZE'.padEnd(22)} ${String(Date.now() - started).padStart(7)} ms`);
}

/** Audit rows the bench exports as CSV (the issue's "CSV export of 20,000 rows"), whatever the fraction. */
export const AUDIT_EXPORT_ROWS = 20_000;

/**
 * The audit trail the export reads: `rows` staff and money actions by the operations admin over
 * the year, to the second (so some share a timestamp, as actions in one request do), with their
 * before and after states and reasons (a few with commas, quotes or a leading `=` for the CSV to
 * quote and defuse). Inserted only where missing, so `--reuse` tops it up; the table is
 * append-only (migration 017), nothing here could replace a row.
 */
export async function generateAuditTrail(db: Database, rows: number, now: Date): Promise<void> {
  const at = `'${now.toISOString()}'::timestamptz`;
  const kinds = [
    [
      "'wallet.refund'",
      "'wallet'",
      `jsonb_build_object('balancePaise', 100000 + i)`,
      `jsonb_build_object('balancePaise', 149900 + i)`,
      `'Duplicate CA fee, request ' || i`,
    ],
    [
      "'staff.roles'",
      "'staff'",
      `jsonb_build_object('roles', jsonb_build_array('kyc_reviewer'))`,
      `jsonb_build_object('roles', jsonb_build_array('kyc_reviewer', 'finance'))`,
      `'Covers month-end, "close" ' || i`,
    ],
    ["'shop.approve'", "'shop'", `jsonb_build_object('approvalStatus', 'pending')`, `jsonb_build_object('approvalStatus', 'approved')`, `'=SUM(A' || i || ')'`],
    [
      "'lead.reassign'",
      "'lead'",
      `jsonb_build_object('assignedTo', 'Telecaller ' || (i % 100))`,
      `jsonb_build_object('assignedTo', 'Telecaller ' || ((i + 1) % 100))`,
      `NULL`,
    ],
  ];
  // Each kind's action, subject type, before, after and reason, as SQL of row i.
  const pick = (column: number) => `(ARRAY[${kinds.map((kind) => kind[column]).join(', ')}])[1 + i % ${kinds.length}]`;
  await db.query(
    `INSERT INTO audit_log (id, actor_id, actor_role, action, subject_type, subject_id, before, after, reason, created_at)
     SELECT ${sqlId('audit', 'i')}, ${sqlId('admin', '1')}, 'ops_admin', ${pick(0)}, ${pick(1)},
            ${sqlId('subject', 'i')}::text, ${pick(2)}, ${pick(3)}, ${pick(4)},
            date_trunc('second', ${at} - interval '365 days' * ((${rows} - i)::float8 / ${rows}))
       FROM generate_series(1, ${rows}) i
      WHERE NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.id = ${sqlId('audit', 'i')})`,
  );
  await db.exec('ANALYZE audit_log');
}
