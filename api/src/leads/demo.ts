// Demo data for the lead lifecycle (`SEED_DEMO=1`, `npm start`): a telecaller team (one off duty),
// a partner banker in Pune, and leads in every status with the history that got them there.
// api/README.md lists the logins.
import { randomUUID } from 'node:crypto';
import type { LeadStatus } from '@platform/shared/schemas';
import type { Database, Queryable } from '../db/database.ts';
import { newReferralCode } from '../users.ts';
import { moveLead, openLead, type DecisionFacts, type LeadActor, type LeadRow } from './lifecycle.ts';
import { openMissingLeads } from './missing-leads.ts';
import { recordShopCommission } from '../vendor-selling/commissions.ts';
import { notifyShopOfLeadStatus } from '../vendor/notifications.ts';

export const DEMO_TELECALLERS = [
  { username: 'Rahul Verma', mobile: '9876500003', languages: ['English', 'Hindi'], onDuty: true },
  { username: 'Sneha Kulkarni', mobile: '9876500004', languages: ['English', 'Hindi', 'Marathi'], onDuty: true },
  { username: 'Imran Shaikh', mobile: '9876500005', languages: ['Hindi', 'Gujarati'], onDuty: false },
] as const;

/**
 * How long ago the demo telecallers and bankers joined: before the demo shops' year of leads
 * (seed/shop-history.ts), so every lead they were given or moved came after they existed.
 */
export const DEMO_TEAM_JOINED_DAYS_AGO = 420;

/** The demo partner banker of the PIN-code leads; works for the first listed lender. */
export const DEMO_BANKER = {
  username: 'Vikram Desai',
  mobile: '9876500006',
  email: 'demo.banker@example.com',
  lenderId: 'deccan-commercial-bank',
  bankName: 'Deccan Commercial Bank Ltd',
  branch: 'Pune Camp',
  ifsc: 'DCBL0000123',
  designation: 'Relationship Manager, Retail Loans',
  products: ['Personal loan', 'Home loan', 'Education loan', 'Business loan'],
  pincodes: ['411001', '411002', '411030', '411038'],
};

/**
 * One approved banker for each other listed lender, so a customer's choice of any of them reaches
 * a banker (a lead with a chosen lender goes to that lender's bankers only). Their PIN codes are
 * the lenders' home cities, away from the demo leads, which stay with the demo banker.
 */
export const DEMO_LENDER_BANKERS = [
  {
    username: 'Meera Iyer',
    mobile: '9876500011',
    email: 'demo.banker.narmada@example.com',
    lenderId: 'narmada-small-finance-bank',
    bankName: 'Narmada Small Finance Bank Ltd',
    branch: 'Bhopal MP Nagar',
    ifsc: 'NSFB0000211',
    designation: 'Credit Manager, MSME Loans',
    products: ['Business loan', 'Loan against property'],
    pincodes: ['462011', '462016'],
  },
  {
    username: 'Aniket Kulkarni',
    mobile: '9876500012',
    email: 'demo.banker.sahyadri@example.com',
    lenderId: 'sahyadri-finserv',
    bankName: 'Sahyadri Finserv Ltd',
    branch: 'Pune Shivajinagar',
    ifsc: 'SAHY0000312',
    designation: 'Sales Manager, Personal Loans',
    products: ['Personal loan', 'Education loan'],
    pincodes: ['411004', '411005'],
  },
  {
    username: 'Farah Siddiqui',
    mobile: '9876500013',
    email: 'demo.banker.ganga@example.com',
    lenderId: 'ganga-housing-finance',
    bankName: 'Ganga Housing Finance Ltd',
    branch: 'Lucknow Hazratganj',
    ifsc: 'GHFL0000413',
    designation: 'Branch Manager, Home Loans',
    products: ['Home loan'],
    pincodes: ['226001', '226010'],
  },
  {
    username: 'Karthik Raman',
    mobile: '9876500014',
    email: 'demo.banker.kaveri@example.com',
    lenderId: 'kaveri-credit',
    bankName: 'Kaveri Credit Pvt Ltd',
    branch: 'Chennai T. Nagar',
    ifsc: 'KAVC0000514',
    designation: 'Relationship Manager, Vehicle and Business Loans',
    products: ['Business loan'],
    pincodes: ['600017', '600018'],
  },
] as const;

/** The shop code (the demo partner shop's referral code) the demo leads came through. */
const DEMO_SHOP = 'DEMOSHOP';
const DEMO_CUSTOMER_MOBILE = '9876500001';

/** How each demo lead got to its status. */
const PATHS: Record<LeadStatus, LeadStatus[]> = {
  new: [],
  contacted: ['contacted'],
  interested: ['contacted', 'interested'],
  not_interested: ['contacted', 'not_interested'],
  documents_pending: ['contacted', 'interested', 'documents_pending'],
  logged_in: ['contacted', 'interested', 'documents_pending', 'logged_in'],
  sanctioned: ['contacted', 'interested', 'documents_pending', 'logged_in', 'sanctioned'],
  disbursed: ['contacted', 'interested', 'documents_pending', 'logged_in', 'sanctioned', 'disbursed'],
  rejected: ['contacted', 'interested', 'documents_pending', 'logged_in', 'rejected'],
  closed: ['contacted', 'closed'],
};

const NOTES: Partial<Record<LeadStatus, string>> = {
  contacted: 'Spoke to the customer; explained the process.',
  interested: 'Wants to go ahead; shared the document list on WhatsApp.',
  not_interested: 'Has already taken a loan from another bank.',
  documents_pending: 'Waiting for the last 6 months of bank statements.',
  logged_in: 'File logged in at Deccan Commercial Bank, Pune Camp.',
  sanctioned: 'Sanctioned at 10.5% for 5 years.',
  disbursed: 'Amount credited to the customer’s account.',
  rejected: 'Bank declined: income below the product’s minimum.',
  closed: 'Duplicate of an earlier enquiry.',
};

const DEMO_LEADS: Array<{ name: string; mobile: string; type: string; amount: number; pincode: string; status: LeadStatus; shop?: boolean }> = [
  { name: 'Aditya Joshi', mobile: '9823000101', type: 'education loan', amount: 1200000, pincode: '411038', status: 'new', shop: true },
  { name: 'Kavita Pawar', mobile: '9823000102', type: 'personal loan', amount: 300000, pincode: '411001', status: 'new' },
  { name: 'Sanjay Patil', mobile: '9823000103', type: 'business loan', amount: 1500000, pincode: '411030', status: 'contacted', shop: true },
  { name: 'Priya Sharma', mobile: DEMO_CUSTOMER_MOBILE, type: 'education loan', amount: 800000, pincode: '411001', status: 'interested', shop: true },
  { name: 'Rohit Deshmukh', mobile: '9823000105', type: 'home loan', amount: 4500000, pincode: '411002', status: 'not_interested' },
  { name: 'Neha Gokhale', mobile: '9823000106', type: 'personal loan', amount: 500000, pincode: '411030', status: 'documents_pending', shop: true },
  { name: 'Amol Jadhav', mobile: '9823000107', type: 'home loan', amount: 3800000, pincode: '411001', status: 'logged_in' },
  { name: 'Priya Sharma', mobile: DEMO_CUSTOMER_MOBILE, type: 'personal loan', amount: 250000, pincode: '411001', status: 'sanctioned' },
  { name: 'Snehal More', mobile: '9823000109', type: 'education loan', amount: 1800000, pincode: '411038', status: 'disbursed', shop: true },
  { name: 'Ganesh Shinde', mobile: '9823000110', type: 'business loan', amount: 900000, pincode: '411002', status: 'rejected' },
  { name: 'Pooja Kale', mobile: '9823000111', type: 'personal loan', amount: 200000, pincode: '411030', status: 'closed', shop: true },
];

async function insertStaff(db: Queryable, role: 'telecaller' | 'banker', username: string, mobile: string, email: string | null, at: Date) {
  const existing = await db.query<{ id: string }>("SELECT id FROM users WHERE mobile = $1 AND role <> 'customer'", [mobile]);
  if (existing.rows[0]) return existing.rows[0].id;
  const id = randomUUID();
  await db.query(
    `INSERT INTO users (id, role, username, email, mobile, referral_code, mobile_verified_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $7)`,
    [id, role, username, email, mobile, newReferralCode(), at],
  );
  return id;
}

/**
 * What the bank decided on a demo lead, consistent with its note: sanctioned in full at 10.5% for
 * five years, disbursed in full the next day under the bank's reference.
 */
function demoFacts(to: LeadStatus, amount: number, index: number, at: Date): DecisionFacts | undefined {
  if (to === 'sanctioned') return { amountPaise: amount * 100, rateBps: 1050, tenureMonths: 60 };
  if (to === 'disbursed') {
    const day = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    return { amountPaise: amount * 100, disbursedOn: day, lenderReference: `DCB/PNQ/${day.replaceAll('-', '')}/${String(index + 1).padStart(3, '0')}` };
  }
  return undefined;
}

/** Inserts what is missing; running it again changes nothing. */
export async function seedLeadDemo(db: Database, now: Date): Promise<void> {
  const telecallerIds: string[] = [];
  for (const [index, t] of DEMO_TELECALLERS.entries()) {
    const id = await insertStaff(db, 'telecaller', t.username, t.mobile, null, new Date(now.getTime() - (DEMO_TEAM_JOINED_DAYS_AGO - index) * 86_400_000));
    telecallerIds.push(id);
    await db.query(`INSERT INTO telecallers (user_id, languages, on_duty, updated_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING`, [
      id,
      t.languages,
      t.onDuty,
      now,
    ]);
  }
  const bankerId = await insertBanker(db, DEMO_BANKER, now);

  // Requests other seeds stored without a lead get theirs (dated when they came).
  await db.transaction((tx) => openMissingLeads(tx));
  const { rows: seeded } = await db.query("SELECT 1 FROM enquiries WHERE mobile = '9823000101' LIMIT 1");
  if (seeded.length > 0) return;
  const { rows: names } = await db.query<{ id: string; username: string; role: 'telecaller' | 'banker' }>(
    'SELECT id, username, role FROM users WHERE id = ANY($1::uuid[])',
    [[...telecallerIds, bankerId]],
  );
  const actorOf = (id: string): LeadActor => {
    const row = names.find((n) => n.id === id)!;
    return { id, role: row.role, name: row.username };
  };

  for (const [index, demo] of DEMO_LEADS.entries()) {
    const steps = PATHS[demo.status];
    // Older leads went further; each step a day apart, the last one today.
    let at = new Date(now.getTime() - (steps.length + 1) * 86_400_000 - index * 3_600_000);
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO enquiries (id, username, mobile, email, pincode, address, loan_amount, referred, type, shop_id, status,
           created_at, verified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8, $9, 'verified', $10, $10)`,
        [
          id,
          demo.name,
          demo.mobile,
          `${demo.name.split(' ')[0]!.toLowerCase()}@example.com`,
          demo.pincode,
          'Pune, Maharashtra',
          demo.amount,
          demo.type,
          demo.shop ? DEMO_SHOP : null,
          at,
        ],
      );
      await openLead(tx, at, {
        id,
        source: 'enquiry',
        product: demo.type,
        customerName: demo.name,
        mobile: demo.mobile,
        pincode: demo.pincode,
        amount: demo.amount,
        shopID: demo.shop ? DEMO_SHOP : null,
        userId: null,
      });
      for (const to of steps) {
        at = new Date(at.getTime() + 86_400_000);
        const { rows } = await tx.query<LeadRow>('SELECT * FROM leads WHERE id = $1 FOR UPDATE', [id]);
        const lead = rows[0]!;
        const actor = ['sanctioned', 'disbursed', 'rejected'].includes(to) && lead.banker_id ? actorOf(lead.banker_id) : actorOf(lead.assigned_to!);
        // With the running API's listeners: the shop hears of each key step of its leads and
        // earns its commission on the disbursed demo sale as on any other.
        await moveLead(tx, lead, to, actor, NOTES[to] ?? null, at, [notifyShopOfLeadStatus, recordShopCommission], demoFacts(to, demo.amount, index, at));
      }
    });
  }
  // Call-backs: one due already, one later today, so the console shows both lists.
  const assigned = await db.query<{ id: string }>(
    `SELECT id FROM leads WHERE status IN ('contacted', 'interested', 'documents_pending') ORDER BY created_at LIMIT 2`,
  );
  const [due, later] = assigned.rows;
  if (due) await db.query('UPDATE leads SET next_call_at = $2 WHERE id = $1', [due.id, new Date(now.getTime() - 30 * 60_000)]);
  if (later) await db.query('UPDATE leads SET next_call_at = $2 WHERE id = $1', [later.id, new Date(now.getTime() + 3 * 3_600_000)]);
  // After the demo leads, so the rotation of their PIN codes was the demo banker's alone.
  for (const banker of DEMO_LENDER_BANKERS) await insertBanker(db, banker, now);
}

type DemoBanker = Omit<typeof DEMO_BANKER, 'products' | 'pincodes'> & { products: readonly string[]; pincodes: readonly string[] };

/** An approved demo banker of a lender (a database seeded before lenders had bankers gets the lender set). */
async function insertBanker(db: Queryable, banker: DemoBanker, now: Date): Promise<string> {
  const joined = new Date(now.getTime() - DEMO_TEAM_JOINED_DAYS_AGO * 86_400_000);
  const id = await insertStaff(db, 'banker', banker.username, banker.mobile, banker.email, joined);
  await db.query('UPDATE users SET lender_id = $2 WHERE id = $1 AND lender_id IS NULL', [id, banker.lenderId]);
  await db.query(
    `INSERT INTO bankers (user_id, bank_name, branch, ifsc, designation, products, pincodes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id) DO NOTHING`,
    [id, banker.bankName, banker.branch, banker.ifsc, banker.designation, [...banker.products], [...banker.pincodes], joined],
  );
  return id;
}
