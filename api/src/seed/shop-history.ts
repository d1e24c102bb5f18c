// A year of history for the demo shops, so the dashboard shows what a working shop sees: leads in
// every state over twelve months (some brought by connectors), paid and unpaid commission with and
// without invoices, notifications read and unread, connectors, and KYC half done. Runs once per
// shop (skipped when the shop already has applications), after the demo telecallers exist
// (leads/demo.ts): each request opens its lead as the product does (openLead, to a telecaller),
// the ones a telecaller called move on through the lifecycle, and the shop hears of each step
// and each commission as it would have, on the day it happened.
import { randomUUID } from 'node:crypto';
import { commissionFor, indiaDate, payoutOf } from '@platform/shared/schemas';
import type { Database, Queryable } from '../db/database.ts';
import { moveLead, openLead, productLabel, type LeadRow } from '../leads/lifecycle.ts';
import { commissionEarnedNotice } from '../vendor-selling/commissions.ts';
import { notifyShop, notifyShopOfLeadStatus } from '../vendor/notifications.ts';

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
      // A closed sale here is one the bank disbursed: the lead says so (with the bank's confirmed
      // disbursal), and its commission is what the payout table gives. Older ones were paid
      // through a payout batch and its transfer (demoPaidLine); recent ones wait for the
      // invoice, or for finance's review of it.
      const disbursedAt = new Date(at.getTime() + DAY);
      const disbursed = await seedDisbursedSale(db, {
        id,
        product: product.product,
        name,
        mobile,
        pin: s.pin,
        shopCode: s.code,
        at,
        disbursedAt,
        basePaise: product.basePaise,
      });
      const earned = commissionFor(product.product, product.basePaise === null ? null : product.basePaise / 100)!;
      // The shop was told the day it was earned, as recordShopCommission tells it.
      await notifyShop(
        db,
        s.id,
        commissionEarnedNotice({
          product: product.product,
          productLabel: productLabel('application', product.product),
          customerName: name,
          commissionPaise: earned.commissionPaise,
        }),
        disbursed,
      );
      const lineId = randomUUID();
      const invoiced = i > 12 || i % 2 === 0;
      await db.query(
        `INSERT INTO vendor_commissions (id, vendor_id, lead_kind, lead_id, product, amount_paise, status, earned_at, base_paise, rate_label,
           invoice_number, invoice_date, invoice_uploaded_at)
         VALUES ($1, $2, 'application', $3, $4, $5, 'unpaid', $6, $7, $8, $9, $10, $11)`,
        [
          lineId,
          s.id,
          id,
          product.product,
          earned.commissionPaise,
          disbursed,
          earned.basePaise,
          earned.rate,
          invoiced ? `${s.code.slice(-4)}/${String(i).padStart(3, '0')}` : null,
          invoiced ? indiaDate(new Date(disbursed.getTime() + DAY)) : null,
          invoiced ? new Date(disbursed.getTime() + DAY) : null,
        ],
      );
      if (i > 12) await demoPaidLine(db, s.id, lineId, earned.commissionPaise, new Date(disbursed.getTime() + 9 * DAY), i);
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
    // KYC half done: the owner's Aadhaar matched by name; the PAN failed on the name.
    await db.query(
      `INSERT INTO vendor_kyc_steps (vendor_id, step, status, reason, reference, masked, name_found, updated_at, verified_at) VALUES
       ($1, 'shopAadhaar', 'verified', NULL, 'LOCAL-SEED-1', 'XXXX XXXX 4129', 'Ganesh Patil', $2, $2),
       ($1, 'pan', 'failed', 'The name on record (Ramesh Kumar Yadav) does not match the name on your profile (Ganesh Patil)', 'LOCAL-SEED-2', 'XXXXXX111F', 'Ramesh Kumar Yadav', $3, NULL)`,
      [main.id, new Date(now.getTime() - 30 * DAY), new Date(now.getTime() - 29 * DAY)],
    );
    const notes = [
      {
        kind: 'kyc',
        title: "Shop owner's Aadhaar verified",
        body: "Your Shop owner's Aadhaar (XXXX XXXX 4129) is verified.",
        link: '/vender/vendor-profile',
        daysAgo: 30,
        read: true,
      },
      {
        kind: 'kyc',
        title: 'PAN verification failed',
        body: 'The name on record (Ramesh Kumar Yadav) does not match the name on your profile (Ganesh Patil)',
        link: '/vender/vendor-profile',
        daysAgo: 29,
        read: true,
      },
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
 * A sale the bank disbursed: the lead (disbursed), its history line and the bank's confirmed
 * disbursal, as the bank's own report records it (the calls and documents before it are not
 * replayed). Answers when it was disbursed.
 */
async function seedDisbursedSale(
  db: Queryable,
  sale: { id: string; product: string; name: string; mobile: string; pin: string; shopCode: string; at: Date; disbursedAt: Date; basePaise: number | null },
): Promise<Date> {
  await db.query(
    `INSERT INTO leads (id, source, product, customer_name, mobile, pincode, amount, shop_id, status, created_at, updated_at)
     VALUES ($1, 'application', $2, $3, $4, $5, $6, $7, 'disbursed', $8, $9)`,
    [sale.id, sale.product, sale.name, sale.mobile, sale.pin, sale.basePaise === null ? null : sale.basePaise / 100, sale.shopCode, sale.at, sale.disbursedAt],
  );
  await db.query(
    `INSERT INTO lead_status_history (id, lead_id, from_status, to_status, note, actor_role, actor_name, created_at)
     VALUES ($1, $2, 'new', 'disbursed', 'Disbursed: the bank confirmed the amount credited to the customer.', 'system', 'LoanSetu', $3)`,
    [randomUUID(), sale.id, sale.disbursedAt],
  );
  const day = indiaDate(sale.disbursedAt);
  await db.query(
    `INSERT INTO lead_bank_decisions (lead_id, decision, amount_paise, disbursed_on, lender_reference, note, reported_role, reported_name, reported_at,
       confirmed_role, confirmed_name, confirmed_at)
     VALUES ($1, 'disbursed', $2, $3, $4, 'Amount credited to the customer.', 'system', 'Deccan Commercial Bank', $5, 'system', 'Deccan Commercial Bank', $5)`,
    [sale.id, sale.basePaise ?? 1_00, day, `DCB/HIST/${day.replaceAll('-', '')}/${sale.id.slice(0, 4)}`, sale.disbursedAt],
  );
  return sale.disbursedAt;
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
