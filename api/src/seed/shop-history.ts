// A year of history for the demo shops, so the dashboard shows what a working shop sees: leads in
// every state over twelve months (some brought by connectors), paid and unpaid commission with and
// without invoices, notifications read and unread, connectors (its KYC is seed/shop-kyc.ts). Runs
// once per shop (skipped when the shop already has applications), after the demo telecallers and
// bankers exist (leads/demo.ts): each request opens its lead as the product does (openLead, to a
// telecaller), the ones a telecaller called or the bank disbursed move on through the lifecycle
// (moveLead), and the shop hears of each step and each commission as it would have, on the day
// it happened.
import { randomUUID } from 'node:crypto';
import { indiaDate, payoutOf } from '@platform/shared/schemas';
import type { Database, Queryable } from '../db/database.ts';
import { confirmBankDecision, moveLead, openLead, type LeadActor, type LeadRow } from '../leads/lifecycle.ts';
import { recordShopCommission } from '../vendor-selling/commissions.ts';
import { notifyShopOfLeadStatus } from '../vendor/notifications.ts';

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
const NAMES = [
  'Aarav Gupta',
  'Sneha Kulkarni',
  'Rohit Deshmukh',
  'Pooja Joshi',
  'Imran Shaikh',
  'Kavita More',
  'Vikram Pawar',
  'Anjali Bhosale',
  'Suresh Jadhav',
  'Meena Iyer',
  'Farhan Khan',
  'Neha Patil',
];
const PRODUCTS = [
  { product: 'personal-loan', endpoint: '/loans/personal-loans/submit', basePaise: 2_50_000_00 },
  { product: 'business-loan', endpoint: '/loans/business-loan/submit', basePaise: 6_00_000_00 },
  { product: 'credit-card', endpoint: '/card/credit-card', basePaise: null },
  { product: 'motor-insurance', endpoint: '/motor-insurance/registration', basePaise: null },
];
/** Where each application got to: a telecaller called it, or the bank disbursed it. */
const APPLICATION_STATES = ['submitted', 'contacted', 'disbursed'] as const;

interface Shop {
  id: string;
  code: string;
  pin: string;
  city: string;
  /** When it became a partner ("Partner since"). */
  since: Date;
}

interface Connector {
  code: string;
  joinedAt: Date;
}

async function shop(db: Database, mobile: string): Promise<Shop | undefined> {
  const { rows } = await db.query<{ id: string; referral_code: string; pin_code: string; city: string; created_at: Date | string }>(
    'SELECT id, referral_code, pin_code, city, created_at FROM users WHERE mobile = $1 AND role = $2',
    [mobile, 'vendor'],
  );
  const row = rows[0];
  return row && { id: row.id, code: row.referral_code, pin: row.pin_code, city: row.city, since: new Date(row.created_at) };
}

/** The history is there once the shop has product applications (the lead demo writes enquiries only). */
async function alreadySeeded(db: Database, s: Shop) {
  const { rows } = await db.query('SELECT 1 FROM product_applications WHERE upper(shop_id) = upper($1) LIMIT 1', [s.code]);
  return rows.length > 0;
}

async function seedLeads(db: Database, s: Shop, now: Date, count: number, connectors: Connector[]) {
  for (let i = 0; i < count; i += 1) {
    const at = new Date(now.getTime() - (i * 11 + 1) * DAY);
    await db.transaction((tx) => seedLead(tx, s, at, i, connectors));
  }
}

async function seedLead(db: Queryable, s: Shop, at: Date, i: number, connectors: Connector[]) {
  {
    const name = NAMES[i % NAMES.length]!;
    const mobile = `98${String(71000000 + i * 37 + s.code.length * 1000).slice(0, 8)}`;
    // A connector brings customers only once it has joined the shop.
    const connector = i % 4 === 1 ? connectors[(i >> 2) % connectors.length] : undefined;
    const referred = connector && connector.joinedAt <= at ? connector.code : null;
    const lead = { id: randomUUID(), customerName: name, mobile, pincode: s.pin, shopID: s.code, userId: null };
    if (i % 3 === 0) {
      await db.query(
        `INSERT INTO enquiries (id, username, mobile, email, pincode, address, loan_amount, referred, type, shop_id, status, created_at, verified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'education loan', $9, $10, $11, $12)`,
        [
          lead.id,
          name,
          mobile,
          `${name.split(' ')[0]!.toLowerCase()}@example.com`,
          s.pin,
          `${s.city}`,
          500000 + i * 25000,
          referred,
          s.code,
          i % 2 === 0 ? 'verified' : 'submitted',
          at,
          i % 2 === 0 ? at : null,
        ],
      );
      await openLead(db, at, { ...lead, source: 'enquiry', product: 'education loan', amount: 500000 + i * 25000 });
      return;
    }
    const product = PRODUCTS[i % PRODUCTS.length]!;
    const state = APPLICATION_STATES[i % APPLICATION_STATES.length]!;
    const id = lead.id;
    // Stored as the product's forms store it ("submitted"); where it got to is its lead's status.
    await db.query(
      `INSERT INTO product_applications (id, product, endpoint, full_name, mobile, email, pincode, city, details, referred, shop_id, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '{}', $9, $10, 'submitted', $11)`,
      [id, product.product, product.endpoint, name, mobile, `${name.split(' ')[0]!.toLowerCase()}@example.com`, s.pin, s.city, referred, s.code, at],
    );
    if (state === 'contacted') {
      await openLead(db, at, { ...lead, source: 'application', product: product.product, amount: product.basePaise === null ? null : product.basePaise / 100 });
      const { rows } = await db.query<LeadRow & { telecaller: string }>(
        'SELECT l.*, u.username AS telecaller FROM leads l JOIN users u ON u.id = l.assigned_to WHERE l.id = $1 FOR UPDATE OF l',
        [id],
      );
      const opened = rows[0]!;
      await moveLead(
        db,
        opened,
        'contacted',
        { id: opened.assigned_to!, role: 'telecaller', name: opened.telecaller },
        'Spoke to the customer; explained the process.',
        new Date(at.getTime() + 4 * HOUR),
        [notifyShopOfLeadStatus],
      );
    }
    if (state === 'disbursed') {
      // A closed sale here is one the bank disbursed, walked through the lifecycle as the product
      // walks it (walkToDisbursal): the shop heard of each key step, and its commission is what
      // the payout table gives on the confirmed disbursal. Older ones were paid through a payout
      // batch and its transfer (demoPaidLine); recent ones wait for the invoice, or for finance's
      // review of it.
      await openLead(db, at, { ...lead, source: 'application', product: product.product, amount: product.basePaise === null ? null : product.basePaise / 100 });
      const line = await walkToDisbursal(db, id, product.product, at);
      const invoiced = i > 12 || i % 2 === 0;
      if (invoiced) {
        const uploadedAt = new Date(line.earnedAt.getTime() + DAY);
        await db.query('UPDATE vendor_commissions SET invoice_number = $2, invoice_date = $3, invoice_uploaded_at = $4 WHERE id = $1', [
          line.id,
          `${s.code.slice(-4)}/${String(i).padStart(3, '0')}`,
          indiaDate(uploadedAt),
          uploadedAt,
        ]);
      }
      if (i > 12) await demoPaidLine(db, s.id, line.id, line.commissionPaise, new Date(line.earnedAt.getTime() + 9 * DAY), i);
    }
  }
}

export async function seedShopHistory(db: Database, now: Date): Promise<void> {
  const main = await shop(db, '9876500002');
  if (main && !(await alreadySeeded(db, main))) {
    const connectors = [
      { name: 'Sachin Gaikwad', mobile: '9822000101', status: 'active', code: 'CNDEMO01' },
      { name: 'Priyanka Shinde', mobile: '9822000102', status: 'active', code: 'CNDEMO02' },
      { name: 'Mahesh Kale', mobile: '9822000103', status: 'inactive', code: 'CNDEMO03' },
    ];
    const joined: Connector[] = [];
    for (const [i, c] of connectors.entries()) {
      const at = new Date(now.getTime() - (200 - i * 40) * DAY);
      joined.push({ code: c.code, joinedAt: at });
      await db.query(
        `INSERT INTO vendor_connectors (id, vendor_id, name, mobile, pin_code, code, status, joined_via, created_at, activated_at, deactivated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`,
        [
          randomUUID(),
          main.id,
          c.name,
          c.mobile,
          main.pin,
          c.code,
          c.status,
          i === 1 ? 'self' : 'shop',
          at,
          c.status === 'inactive' ? new Date(at.getTime() + 60 * DAY) : null,
        ],
      );
    }
    await seedLeads(db, main, now, 30, joined.slice(0, 2));
    // Its KYC (the owner's Aadhaar verified, the PAN sent back and failed since) is seed/shop-kyc.ts,
    // written once the demo KYC reviewer exists.
    const notes = [
      {
        kind: 'connector',
        title: 'A new connector joined your shop',
        body: 'Priyanka Shinde (9822000102) joined as your connector with code CNDEMO02.',
        link: '/vender/connectors',
        // The day Priyanka Shinde joined (the second connector above).
        daysAgo: 160,
        read: false,
      },
    ];
    for (const n of notes) {
      const at = new Date(now.getTime() - n.daysAgo * DAY);
      await db.query(`INSERT INTO vendor_notifications (id, vendor_id, kind, title, body, link, read_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
        randomUUID(),
        main.id,
        n.kind,
        n.title,
        n.body,
        n.link,
        n.read ? at : null,
        at,
      ]);
    }
    await readOldNews(db, main, now);
  }
  const second = await shop(db, '9876500007');
  if (second && !(await alreadySeeded(db, second))) {
    await seedLeads(db, second, now, 8, []);
    await db.query(
      `INSERT INTO vendor_notifications (id, vendor_id, kind, title, body, link, created_at) VALUES ($1, $2, 'account', $3, $4, '/vender/vendor-profile', $5)`,
      // Welcomed the day it joined, before its first lead.
      [randomUUID(), second.id, 'Welcome to LoanSetu', 'Complete your KYC to add connectors and receive commission payouts.', second.since],
    );
    await readOldNews(db, second, now);
  }
}

/** What the lead and commission history told a shop more than a month ago, it has read. */
async function readOldNews(db: Database, s: Shop, now: Date): Promise<void> {
  await db.query(
    `UPDATE vendor_notifications SET read_at = created_at + interval '2 hours'
      WHERE vendor_id = $1 AND read_at IS NULL AND kind IN ('lead', 'commission') AND created_at < $2`,
    [s.id, new Date(now.getTime() - 30 * DAY)],
  );
}

/**
 * What the bank decided on each product the history sells (amounts in paise): a loan sanctioned
 * and paid out in full, a card's limit, a motor policy's insured value (the lifecycle asks every
 * sanction for a rate and a tenure: a card's monthly rate a year, a policy's premium rate).
 */
const BANK_TERMS: Record<string, { amountPaise: number; rateBps: number; tenureMonths: number; sanctioned: string; disbursed: string }> = {
  'personal-loan': {
    amountPaise: 2_50_000_00,
    rateBps: 1150,
    tenureMonths: 36,
    sanctioned: 'Sanctioned in full at 11.5% for 3 years.',
    disbursed: 'Amount credited to the customer’s account.',
  },
  'business-loan': {
    amountPaise: 6_00_000_00,
    rateBps: 1400,
    tenureMonths: 48,
    sanctioned: 'Sanctioned in full at 14% for 4 years.',
    disbursed: 'Amount credited to the business’s current account.',
  },
  'credit-card': {
    amountPaise: 1_00_000_00,
    rateBps: 4200,
    tenureMonths: 12,
    sanctioned: 'Card approved with a ₹1,00,000 limit (3.5% a month on revolving balances).',
    disbursed: 'Card issued and activated.',
  },
  'motor-insurance': {
    amountPaise: 6_50_000_00,
    rateBps: 218,
    tenureMonths: 12,
    sanctioned: 'Policy approved: ₹6,50,000 insured value at a 2.18% premium for a year.',
    disbursed: 'Policy issued; premium received.',
  },
};

/** The telecaller's part of a sale, hours after it came in, before the file goes to the bank. */
const TELECALLER_STEPS = [
  { to: 'contacted', hours: 1, note: 'Spoke to the customer; explained the process.' },
  { to: 'interested', hours: 3, note: 'Wants to go ahead; shared the document list on WhatsApp.' },
  { to: 'documents_pending', hours: 5, note: 'Waiting for the last 6 months of bank statements.' },
  { to: 'logged_in', hours: 8, note: 'Documents complete; file logged in with the bank.' },
] as const;

/**
 * Walks a new application's lead (opened by openLead) to "disbursed" through moveLead, with the
 * listeners the running API has (the shop's notice of each key step, the commission), so the
 * lead's history, the bank's decisions, the audit trail, the shop's notifications and its
 * commission line are the rows the product writes. The telecaller works it up to the bank; the
 * banker it was routed to records the sanction and, the next day, the disbursal (standing at
 * once); where no banker serves the PIN code the telecaller reports what the bank said and the
 * operations admin confirms each decision with the bank's facts, as the console does. The
 * disbursal, and so the commission, is a day after the application came in. Answers the line.
 */
async function walkToDisbursal(db: Queryable, id: string, product: string, at: Date): Promise<{ id: string; commissionPaise: number; earnedAt: Date }> {
  const terms = BANK_TERMS[product]!;
  const listeners = [notifyShopOfLeadStatus, recordShopCommission];
  const locked = async () => {
    const { rows } = await db.query<LeadRow & { telecaller: string; banker: string | null }>(
      `SELECT l.*, t.username AS telecaller, b.username AS banker FROM leads l JOIN users t ON t.id = l.assigned_to
         LEFT JOIN users b ON b.id = l.banker_id WHERE l.id = $1 FOR UPDATE OF l`,
      [id],
    );
    return rows[0]!;
  };
  const hoursAfter = (hours: number) => new Date(at.getTime() + hours * HOUR);
  for (const step of TELECALLER_STEPS) {
    const lead = await locked();
    await moveLead(db, lead, step.to, { id: lead.assigned_to!, role: 'telecaller', name: lead.telecaller }, step.note, hoursAfter(step.hours), listeners);
  }
  const disbursedAt = hoursAfter(24);
  const disbursedOn = indiaDate(disbursedAt);
  const decisions = [
    {
      to: 'sanctioned',
      at: hoursAfter(20),
      note: terms.sanctioned,
      facts: { amountPaise: terms.amountPaise, rateBps: terms.rateBps, tenureMonths: terms.tenureMonths },
    },
    {
      to: 'disbursed',
      at: disbursedAt,
      note: terms.disbursed,
      facts: { amountPaise: terms.amountPaise, disbursedOn, lenderReference: `DCB/HIST/${disbursedOn.replaceAll('-', '')}/${id.slice(0, 4).toUpperCase()}` },
    },
  ] as const;
  for (const decision of decisions) {
    const lead = await locked();
    if (lead.banker_id && lead.banker) {
      await moveLead(db, lead, decision.to, { id: lead.banker_id, role: 'banker', name: lead.banker }, decision.note, decision.at, listeners, decision.facts);
      continue;
    }
    // Reported by the telecaller when the bank told them, confirmed by the admin an hour later.
    const reported = new Date(decision.at.getTime() - HOUR);
    const moved = await moveLead(
      db,
      lead,
      decision.to,
      { id: lead.assigned_to!, role: 'telecaller', name: lead.telecaller },
      decision.note,
      reported,
      listeners,
      decision.facts,
    );
    await confirmBankDecision(db, moved.lead, decision.to, decision.facts, await demoAdmin(db), null, decision.at, listeners);
  }
  const { rows } = await db.query<{ id: string; amount_paise: string | number; earned_at: Date | string }>(
    `SELECT id, amount_paise, earned_at FROM vendor_commissions WHERE lead_kind = 'application' AND lead_id = $1 AND status = 'unpaid'`,
    [id],
  );
  const line = rows[0]!;
  return { id: line.id, commissionPaise: Number(line.amount_paise), earnedAt: new Date(line.earned_at) };
}

/** The operations admin who confirms the bank's decisions on leads no banker serves. */
async function demoAdmin(db: Queryable): Promise<LeadActor> {
  const { rows } = await db.query<{ id: string; username: string }>(
    "SELECT id, username FROM users WHERE role = 'admin' AND lower(email) = 'ops.admin@example.com'",
  );
  const admin = rows[0]!;
  return { id: admin.id, role: 'admin', name: admin.username };
}

/**
 * A line paid as the finance desk pays one: approved, in a batch of its own with the amounts the
 * batch fixed, one successful transfer with its UTR to the shop's bank account, the line paid
 * with that UTR (rows of the same shape payouts/settlement.ts and transfers.ts write).
 */
async function demoPaidLine(db: Queryable, vendorId: string, lineId: string, commissionPaise: number, paidAt: Date, n: number): Promise<void> {
  const amounts = payoutOf(commissionPaise, false);
  const batchId = randomUUID();
  const transferId = `LSPB${batchId.replace(/-/g, '')}`;
  const utr = `N${indiaDate(paidAt).replaceAll('-', '')}${String(4_700_000 + n * 7919).padStart(7, '0')}`;
  const approvedAt = new Date(paidAt.getTime() - 2 * DAY);
  await db.query(
    `INSERT INTO payout_transfers (transfer_id, purpose, vendor_id, amount_paise, provider, beneficiary_id, account_masked, ifsc, status, provider_transfer_id, utr,
       requested_at, settled_at, updated_at)
     VALUES ($1, 'commission', $2, $3, 'local', $4, 'XXXXXXXX4321', 'HDFC0001234', 'success', $5, $6, $7, $8, $8)`,
    [
      transferId,
      vendorId,
      amounts.netPaise,
      `LSV${vendorId.replace(/-/g, '')}demo`,
      `cf_local_${transferId}`,
      utr,
      new Date(paidAt.getTime() - 3_600_000),
      paidAt,
    ],
  );
  await db.query(
    `INSERT INTO payout_batches (id, vendor_id, status, commission_paise, gst_paise, tds_paise, net_paise, line_count, transfer_id, created_at, paid_at, utr, updated_at)
     VALUES ($1, $2, 'paid', $3, $4, $5, $6, 1, $7, $8, $9, $10, $9)`,
    [batchId, vendorId, amounts.commissionPaise, amounts.gstPaise, amounts.tdsPaise, amounts.netPaise, transferId, approvedAt, paidAt, utr],
  );
  await db.query(
    `INSERT INTO payout_batch_lines (batch_id, commission_id, commission_paise, gst_paise, tds_paise, net_paise) VALUES ($1, $2, $3, $4, $5, $6)`,
    [batchId, lineId, amounts.commissionPaise, amounts.gstPaise, amounts.tdsPaise, amounts.netPaise],
  );
  await db.query(
    `UPDATE vendor_commissions SET status = 'paid', approved_at = $2, payout_batch_id = $3, paid_at = $4, utr = $5, gst_paise = $6, tds_paise = $7, net_paise = $8
     WHERE id = $1`,
    [lineId, approvedAt, batchId, paidAt, utr, amounts.gstPaise, amounts.tdsPaise, amounts.netPaise],
  );
}
