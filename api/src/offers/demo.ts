// The demo's personal-loan application (`SEED_DEMO=1`), whose offers the /docs example of POST
// /api/offers shows: the demo customer Priya Sharma, ₹3,00,000, salaried at ₹50,000 a month, Pune
// 411001. Against the demo lenders it gets three offers and two named lenders that did not match.
// Its id, and that of the set of offers it was shown, are fixed so the examples can name them;
// running the seed again changes nothing.
import { DEMO_OFFER_LEAD_ID, DEMO_OFFER_SET_ID } from '@platform/shared/contracts';
import type { AppContext } from '../context.ts';
import { openLead } from '../leads/lifecycle.ts';
import { maskPan } from '../security/pii.ts';
import { storeOfferSet } from './offer-set.ts';

const DEMO_CUSTOMER_MOBILE = '9876500001';

export async function seedOffersDemo(ctx: AppContext): Promise<void> {
  const { db, clock, sealer } = ctx;
  const { rows: existing } = await db.query('SELECT 1 FROM leads WHERE id = $1', [DEMO_OFFER_LEAD_ID]);
  if (existing.length > 0) return;
  const { rows: customers } = await db.query<{ id: string; username: string }>("SELECT id, username FROM users WHERE mobile = $1 AND role = 'customer'", [
    DEMO_CUSTOMER_MOBILE,
  ]);
  const customer = customers[0];
  if (!customer) return;
  const details = {
    pan: 'ABCPS1234K',
    employmentType: 'salaried',
    organisationName: 'Kalyani Forge Ltd',
    monthlyIncome: 50_000,
    purpose: 'medical',
    loanAmount: 3_00_000,
    termsAccepted: true,
  };
  const at = new Date(clock.now().getTime() - 2 * 3_600_000);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO product_applications (id, product, endpoint, full_name, mobile, email, pincode, city, details, details_sealed, status, user_id, created_at)
       VALUES ($1, 'personal-loan', '/loans/personal-loans/submit', $2, $3, 'demo.customer@example.com', '411001', 'Pune', $4::jsonb, $5, 'submitted', $6, $7)`,
      [
        DEMO_OFFER_LEAD_ID,
        customer.username,
        DEMO_CUSTOMER_MOBILE,
        JSON.stringify({ loanAmount: details.loanAmount, employmentType: details.employmentType, pan: maskPan(details.pan) }),
        sealer.seal(details, `product_applications:${DEMO_OFFER_LEAD_ID}`),
        customer.id,
        at,
      ],
    );
    await openLead(tx, at, {
      id: DEMO_OFFER_LEAD_ID,
      source: 'application',
      product: 'personal-loan',
      customerName: customer.username,
      mobile: DEMO_CUSTOMER_MOBILE,
      pincode: '411001',
      amount: details.loanAmount,
      shopID: null,
      userId: customer.id,
    });
  });
  // The set the customer was shown (36 months, no other EMIs, aged 30, no credit check): the
  // examples of GET /api/offers/:id and POST /api/offers/:id/choose name it.
  await storeOfferSet(ctx, {
    id: DEMO_OFFER_SET_ID,
    leadId: DEMO_OFFER_LEAD_ID,
    tenureMonths: 36,
    existingEmisPaise: 0,
    age: 30,
    creditBand: null,
    language: 'en',
    askedBy: { id: customer.id, role: 'customer' },
  });
}
