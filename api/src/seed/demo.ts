import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { seedLeadDemo } from '../leads/demo.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import type { Role } from '../security/tokens.ts';
import { newOrderId } from '../payments/order-id.ts';
import { creditWallet, debitServiceFee } from '../payments/wallet.ts';
import { seedShopHistory } from './shop-history.ts';

/** Demo accounts; api/README.md documents how to sign in as each. */
export const DEMO_ACCOUNTS = [
  {
    role: 'customer' as Role,
    username: 'Priya Sharma',
    email: 'demo.customer@example.com',
    mobile: '9876500001',
    password: null,
    state: 'Maharashtra',
    city: 'Pune',
    pinCode: '411001',
    address: 'Flat 12, Shanti Apartments, Camp',
    referralCode: 'DEMOCUST',
  },
  {
    role: 'vendor' as Role,
    username: 'Shree Ganesh Mobile & Finance Point',
    email: 'demo.vendor@example.com',
    mobile: '9876500002',
    password: 'Vendor@2026',
    state: 'Maharashtra',
    city: 'Pune',
    pinCode: '411030',
    address: 'Shop 4, Laxmi Road, Sadashiv Peth',
    referralCode: 'DEMOSHOP',
    ownerName: 'Ganesh Patil',
  },
  {
    role: 'vendor' as Role,
    username: 'Sai Krishna Digital Seva Kendra',
    email: 'demo.vendor2@example.com',
    mobile: '9876500007',
    password: 'Vendor2@2026',
    state: 'Telangana',
    city: 'Hyderabad',
    pinCode: '500034',
    address: '2-41, Road No. 10, Banjara Hills',
    referralCode: 'DEMOSHOP2',
    ownerName: 'Lakshmi Reddy',
  },
  {
    role: 'telecaller' as Role,
    username: 'Rahul Verma',
    email: 'demo.telecaller@example.com',
    mobile: '9876500003',
    password: 'Telecaller@2026',
    state: 'Delhi',
    city: 'New Delhi',
    pinCode: '110001',
    address: 'Connaught Place',
    referralCode: 'DEMOCALL',
  },
];

const BLOG_POSTS = [
  {
    slug: 'how-your-cibil-score-affects-your-loan',
    title: 'How your CIBIL score decides your loan offer',
    category: 'Credit score',
    author: 'Ananya Iyer',
    excerpt:
      'Lenders in India read your credit score before anything else. Here is what moves it, and what a score above 750 gets you.',
    body: `Your CIBIL score is a three-digit number between 300 and 900 that summarises how you have repaid credit so far. Most banks and NBFCs look for 750 or more before they offer their best personal-loan rates; below 650, many applications are declined or priced much higher.

What counts most is repayment history: a single EMI or credit-card bill paid more than 30 days late stays on your report for years. Next comes how much of your card limits you use. Keeping utilisation under 30% of the total limit signals that you do not depend on credit.

Checking your own score is a "soft" enquiry and never lowers it. Applying with many lenders in a short time, on the other hand, creates several "hard" enquiries and can. Compare offers first, then apply where you are most likely to be approved.

If you find a mistake on your report, such as a loan you never took or a closed card still shown as open, raise a dispute with the credit bureau online. Lenders must correct wrong information, and it usually takes about 30 days.`,
    cover: '/images/blog/cibil-score.jpg',
    daysAgo: 3,
  },
  {
    slug: 'education-loan-checklist-for-studying-abroad',
    title: 'Education loan checklist for studying abroad',
    category: 'Education loan',
    author: 'Karan Mehta',
    excerpt:
      'Admission letter in hand? These are the documents, margins and collateral rules Indian lenders ask about before they fund your degree.',
    body: `Banks fund tuition, living costs, travel and even the laptop you need for your course, but they want to see the full cost of attendance from the university's admission letter.

For loans up to ₹7.5 lakh most public-sector banks do not ask for collateral; above that, expect to pledge property or a fixed deposit, or to choose an NBFC that lends unsecured against your admission and a co-applicant's income. A parent or guardian normally co-signs.

Keep these ready: admission letter, fee schedule, mark sheets, passport, KYC of student and co-applicant (PAN and Aadhaar), the co-applicant's last three years of ITR or salary slips, and six months of bank statements.

Interest usually runs during the course, but repayment starts only after a moratorium of course length plus six months to a year. Paying the simple interest during the course keeps the final EMI lower. Interest paid on an education loan is deductible under Section 80E of the Income Tax Act for up to eight years.`,
    cover: '/images/blog/education-loan.jpg',
    daysAgo: 9,
  },
  {
    slug: 'personal-loan-balance-transfer-when-it-pays',
    title: 'Personal loan balance transfer: when it actually saves money',
    category: 'Personal loan',
    author: 'Ananya Iyer',
    excerpt:
      'Moving your personal loan to a lender with a lower rate can cut your EMI, but processing fees and foreclosure charges decide whether it is worth it.',
    body: `A balance transfer moves what you still owe to a new lender at a lower rate. On a ₹5 lakh balance with three years left, dropping from 16% to 12% saves roughly ₹33,000 in interest.

Before you switch, add up the costs: the new lender's processing fee (often 1-2% plus GST), your current lender's foreclosure charge, and stamp duty. If they eat most of the saving, stay.

Transfers make most sense early in the tenure, when most of each EMI is still interest. Lenders also want to see at least 6-12 clean EMIs with your current bank, so a recent missed payment can stop a transfer.

Many lenders offer a top-up with the transfer. It is convenient, but it is new debt: take it only for a planned need.`,
    cover: '/images/blog/balance-transfer.jpg',
    daysAgo: 16,
  },
  {
    slug: 'gst-registration-for-small-shops',
    title: 'Does your shop need GST registration?',
    category: 'Business',
    author: 'Farhan Qureshi',
    excerpt:
      'The turnover thresholds, the documents you need and why a GSTIN also helps you get a business loan.',
    body: `A shop selling goods must register for GST once its annual turnover crosses ₹40 lakh (₹20 lakh in special-category states); for services the limit is ₹20 lakh (₹10 lakh in special-category states). Selling online through a marketplace requires registration whatever your turnover.

You need the proprietor's PAN and Aadhaar, a photograph, proof of the business address (electricity bill or rent agreement with the owner's consent letter) and a cancelled cheque or bank statement. Registration is free on the GST portal and usually completes in 7 working days.

Below ₹1.5 crore of turnover, the composition scheme lets traders pay a flat 1% with quarterly returns, but you cannot charge GST to customers or claim input tax credit.

A GSTIN and a year of filed returns are also what lenders use to read your business: many unsecured business loans are sanctioned on GST turnover alone.`,
    cover: '/images/blog/gst-registration.jpg',
    daysAgo: 24,
  },
];

/** Inserts what is missing; running it again changes nothing. */
export async function seedDemo(db: Database, clock: Clock, passwords: PasswordHasher): Promise<void> {
  const now = clock.now();
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.query('SELECT 1 FROM users WHERE mobile = $1 OR lower(email) = lower($2)', [
      account.mobile,
      account.email,
    ]);
    if (existing.rows.length > 0) continue;
    const passwordHash = account.password ? await passwords.hash(account.password) : null;
    await db.query(
      `INSERT INTO users (id, role, username, email, mobile, password_hash, state, city, pin_code, address,
         referral_code, mobile_verified_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $12)
       ON CONFLICT DO NOTHING`,
      [
        randomUUID(),
        account.role,
        account.username,
        account.email,
        account.mobile,
        passwordHash,
        account.state,
        account.city,
        account.pinCode,
        account.address,
        account.referralCode,
        now,
      ],
    );
    if ('ownerName' in account) await db.query('UPDATE users SET owner_name = $2 WHERE mobile = $1', [account.mobile, account.ownerName]);
  }
  await seedShopHistory(db, now);
  for (const post of BLOG_POSTS) {
    await db.query(
      `INSERT INTO blog_posts (id, slug, title, excerpt, body, author, category, cover_image, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (slug) DO NOTHING`,
      [
        randomUUID(),
        post.slug,
        post.title,
        post.excerpt,
        post.body,
        post.author,
        post.category,
        post.cover,
        new Date(now.getTime() - post.daysAgo * 24 * 60 * 60 * 1000),
      ],
    );
  }
  await seedLeadDemo(db, now);
  await seedDemoWallet(db, now);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A little history in the demo vendor's wallet: two paid top-ups, two service fees, a refund. */
async function seedDemoWallet(db: Database, now: Date): Promise<void> {
  const { rows } = await db.query<{ id: string; mobile: string }>("SELECT id, mobile FROM users WHERE lower(email) = 'demo.vendor@example.com'");
  const vendor = rows[0];
  if (!vendor) return;
  const seeded = await db.query("SELECT 1 FROM wallet_ledger WHERE reference LIKE 'demo-%' AND user_id = $1", [vendor.id]);
  if (seeded.rows.length > 0) return;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  await db.transaction(async (tx) => {
    for (const [daysAgo, rupees] of [
      [20, 2000],
      [6, 1000],
    ] as const) {
      const orderId = newOrderId();
      await tx.query(
        `INSERT INTO payment_orders (order_id, purpose, description, owner_id, customer_id, customer_phone, amount_paise, currency,
           status, provider, provider_order_id, payment_session_id, return_url, created_at, updated_at, settled_at)
         VALUES ($1, 'wallet_topup', 'Wallet top-up', $2, $7, $3, $4, 'INR', 'paid', 'local', $5, NULL, '/vender/services', $6, $6, $6)
         ON CONFLICT DO NOTHING`,
        [orderId, vendor.id, vendor.mobile, rupees * 100, `demo_${orderId}`, at(daysAgo), vendor.id],
      );
      await creditWallet(tx, {
        userId: vendor.id,
        kind: 'topup',
        amountPaise: rupees * 100,
        description: 'Wallet top-up',
        reference: `demo-topup-${daysAgo}`,
        orderId,
        now: at(daysAgo),
      });
    }
    await debitServiceFee(tx, { userId: vendor.id, amountPaise: 49_900, description: 'GST registration: service fee', reference: 'demo-fee-gst', now: at(15) });
    await debitServiceFee(tx, { userId: vendor.id, amountPaise: 29_900, description: 'PAN card correction: service fee', reference: 'demo-fee-pan', now: at(9) });
    await creditWallet(tx, { userId: vendor.id, kind: 'refund', amountPaise: 29_900, description: 'Refund: PAN card correction (application withdrawn)', reference: 'demo-refund-pan', now: at(8) });
  });
}
