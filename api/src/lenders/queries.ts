// The lenders' rows as the console edits them: a lender with its products (written in rupees and %
// as lenders publish them, stored in paise and basis points) and its bankers, and the writes of
// an edit. Every write bumps the lender's version and the one generation number of all lenders'
// terms (migration 028), which the offers' in-memory copy of the terms is checked against.
import type { CreditBand, LenderDetailsInput, LenderProductInput, ResponseOf, getLender, listLenders } from '@platform/shared/contracts';
import type { LenderProduct, OfferEmploymentType, RateCell } from '@platform/shared/finance';
import type { LenderKind } from '@platform/shared/schemas';
import type { Queryable } from '../db/database.ts';
import { iso } from '../clock.ts';

export type LenderView = ResponseOf<typeof getLender>['data'];
export type LenderListRow = ResponseOf<typeof listLenders>['data']['items'][number];

interface LenderRow {
  id: string;
  name: string;
  kind: LenderKind;
  rbi_registration: string;
  registration_status: string;
  website: string;
  active: boolean;
  pincode_prefixes: string[];
  grievance_officer: string;
  grievance_phone: string;
  grievance_email: string;
  demo: boolean;
  managed_at: Date | string | null;
  version: number;
}

interface ProductRow {
  lender_id: string;
  product: LenderProduct;
  name: string;
  min_amount_paise: string | number;
  max_amount_paise: string | number;
  min_tenure_months: number;
  max_tenure_months: number;
  example_tenure_months: number;
  min_age: number;
  max_age: number;
  employment_types: string[];
  min_monthly_income_paise: string | number;
  foir_bps: number;
  processing_fee_bps: number;
  rate_grid: RateCell[] | string;
  penal_charges: string;
  foreclosure: string;
  cooling_off_days: number;
}

const rupeesOf = (paise: string | number) => Number(paise) / 100;
const percentOf = (bps: number) => bps / 100;
const paiseOf = (rupees: number) => Math.round(rupees * 100);
const bpsOf = (percent: number) => Math.round(percent * 100);

/** A product's terms in the console's units, the rate grid by band then income. */
function productView(row: ProductRow): LenderView['products'][number] {
  const grid = typeof row.rate_grid === 'string' ? (JSON.parse(row.rate_grid) as RateCell[]) : row.rate_grid;
  return {
    product: row.product,
    name: row.name,
    minAmount: rupeesOf(row.min_amount_paise),
    maxAmount: rupeesOf(row.max_amount_paise),
    minTenureMonths: row.min_tenure_months,
    maxTenureMonths: row.max_tenure_months,
    exampleTenureMonths: row.example_tenure_months,
    minAge: row.min_age,
    maxAge: row.max_age,
    employmentTypes: row.employment_types as OfferEmploymentType[],
    minMonthlyIncome: rupeesOf(row.min_monthly_income_paise),
    foirPercent: percentOf(row.foir_bps),
    processingFeePercent: percentOf(row.processing_fee_bps),
    rates: grid.map((cell) => ({ band: cell.band, minMonthlyIncome: rupeesOf(cell.minMonthlyIncomePaise), ratePercent: percentOf(cell.rateBps) })),
    penalCharges: row.penal_charges,
    foreclosure: row.foreclosure,
    coolingOffDays: row.cooling_off_days,
  };
}

function detailsOf(row: LenderRow) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    rbiRegistration: row.rbi_registration,
    registrationStatus: row.registration_status,
    website: row.website,
    active: row.active,
    pincodes: row.pincode_prefixes,
    grievanceName: row.grievance_officer,
    grievancePhone: row.grievance_phone,
    grievanceEmail: row.grievance_email,
    demo: row.demo,
    managedAt: iso(row.managed_at),
    version: row.version,
  };
}

/** Every lender the platform lists (a lender dropped from the seed file before any edit is not). */
export async function lenderRows(db: Queryable): Promise<LenderListRow[]> {
  const { rows } = await db.query<LenderRow & { products: string[] | null; approved_bankers: string | number }>(
    `SELECT l.*,
            (SELECT array_agg(p.name ORDER BY p.position, p.product) FROM lender_products p WHERE p.lender_id = l.id) AS products,
            (SELECT count(*) FROM users u WHERE u.lender_id = l.id AND u.role = 'banker' AND u.approval_status = 'approved') AS approved_bankers
       FROM lending_partners l WHERE l.listed ORDER BY l.position, l.name`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    active: row.active,
    demo: row.demo,
    pincodes: row.pincode_prefixes,
    products: row.products ?? [],
    approvedBankers: Number(row.approved_bankers),
    managedAt: iso(row.managed_at),
  }));
}

/** One listed lender with its products and bankers; `forUpdate` locks its row for an edit. */
export async function lenderView(db: Queryable, id: string, forUpdate = false): Promise<LenderView | undefined> {
  const { rows } = await db.query<LenderRow>(`SELECT * FROM lending_partners WHERE id = $1 AND listed${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  const row = rows[0];
  if (!row) return undefined;
  // One after the other: inside an edit's transaction the queries share one connection.
  const products = await db.query<ProductRow>('SELECT * FROM lender_products WHERE lender_id = $1 ORDER BY position, product', [id]);
  const bankers = await db.query<{
    id: string;
    username: string | null;
    mobile: string;
    approval_status: string;
    branch: string | null;
    pincodes: string[] | null;
  }>(
    `SELECT u.id, u.username, u.mobile, u.approval_status, b.branch, b.pincodes
         FROM users u LEFT JOIN bankers b ON b.user_id = u.id
        WHERE u.lender_id = $1 AND u.role = 'banker' ORDER BY u.username, u.id`,
    [id],
  );
  return {
    ...detailsOf(row),
    products: products.rows.map(productView),
    bankers: bankers.rows.map((b) => ({
      id: b.id,
      name: b.username ?? 'Banker',
      mobile: b.mobile,
      approval: b.approval_status,
      branch: b.branch,
      pincodes: b.pincodes ?? [],
    })),
  };
}

/** The next offer set in any process reads the lenders' terms again. */
export async function bumpLenderTermsGeneration(tx: Queryable): Promise<void> {
  await tx.query('UPDATE lender_terms_generation SET generation = generation + 1 WHERE id = 1');
}

export async function insertLender(tx: Queryable, id: string, input: LenderDetailsInput, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO lending_partners (id, name, kind, rbi_registration, registration_status, grievance_officer, grievance_phone, grievance_email, website,
       position, listed, demo, pincode_prefixes, active, managed_at, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, (SELECT coalesce(max(position), 0) + 1 FROM lending_partners), true, false, $10, $11, $12, 1)`,
    [
      id,
      input.name,
      input.kind,
      input.rbiRegistration,
      input.registrationStatus,
      input.grievanceName,
      input.grievancePhone,
      input.grievanceEmail,
      input.website,
      input.pincodes,
      input.active,
      now,
    ],
  );
  await bumpLenderTermsGeneration(tx);
}

export async function updateLenderDetails(tx: Queryable, id: string, input: LenderDetailsInput, now: Date): Promise<void> {
  await tx.query(
    `UPDATE lending_partners SET name = $2, kind = $3, rbi_registration = $4, registration_status = $5, grievance_officer = $6, grievance_phone = $7,
       grievance_email = $8, website = $9, pincode_prefixes = $10, active = $11, managed_at = coalesce(managed_at, $12), version = version + 1
     WHERE id = $1`,
    [
      id,
      input.name,
      input.kind,
      input.rbiRegistration,
      input.registrationStatus,
      input.grievanceName,
      input.grievancePhone,
      input.grievanceEmail,
      input.website,
      input.pincodes,
      input.active,
      now,
    ],
  );
  await bumpLenderTermsGeneration(tx);
}

/** The stored rate grid: by band in CREDIT_BANDS order, then by income. */
export function rateGridOf(rates: LenderProductInput['rates'], bands: readonly CreditBand[]): RateCell[] {
  return rates
    .map((cell) => ({ band: cell.band, minMonthlyIncomePaise: paiseOf(cell.minMonthlyIncome), rateBps: bpsOf(cell.ratePercent) }))
    .sort((a, b) => bands.indexOf(a.band) - bands.indexOf(b.band) || a.minMonthlyIncomePaise - b.minMonthlyIncomePaise);
}

export async function upsertLenderProduct(
  tx: Queryable,
  lenderId: string,
  product: LenderProduct,
  input: LenderProductInput,
  grid: RateCell[],
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO lender_products (lender_id, product, name, min_amount_paise, max_amount_paise, min_tenure_months, max_tenure_months,
       example_tenure_months, min_age, max_age, employment_types, min_monthly_income_paise, foir_bps, processing_fee_bps, rate_grid,
       penal_charges, foreclosure, cooling_off_days, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18,
       (SELECT coalesce(max(position), -1) + 1 FROM lender_products WHERE lender_id = $1))
     ON CONFLICT (lender_id, product) DO UPDATE SET name = EXCLUDED.name, min_amount_paise = EXCLUDED.min_amount_paise,
       max_amount_paise = EXCLUDED.max_amount_paise, min_tenure_months = EXCLUDED.min_tenure_months,
       max_tenure_months = EXCLUDED.max_tenure_months, example_tenure_months = EXCLUDED.example_tenure_months,
       min_age = EXCLUDED.min_age, max_age = EXCLUDED.max_age, employment_types = EXCLUDED.employment_types,
       min_monthly_income_paise = EXCLUDED.min_monthly_income_paise, foir_bps = EXCLUDED.foir_bps,
       processing_fee_bps = EXCLUDED.processing_fee_bps, rate_grid = EXCLUDED.rate_grid, penal_charges = EXCLUDED.penal_charges,
       foreclosure = EXCLUDED.foreclosure, cooling_off_days = EXCLUDED.cooling_off_days`,
    [
      lenderId,
      product,
      input.name,
      paiseOf(input.minAmount),
      paiseOf(input.maxAmount),
      input.minTenureMonths,
      input.maxTenureMonths,
      input.exampleTenureMonths,
      input.minAge,
      input.maxAge,
      [...input.employmentTypes],
      paiseOf(input.minMonthlyIncome),
      bpsOf(input.foirPercent),
      bpsOf(input.processingFeePercent),
      JSON.stringify(grid),
      input.penalCharges,
      input.foreclosure,
      input.coolingOffDays,
    ],
  );
  await tx.query('UPDATE lending_partners SET managed_at = coalesce(managed_at, $2), version = version + 1 WHERE id = $1', [lenderId, now]);
  await bumpLenderTermsGeneration(tx);
}

/**
 * Takes a product off a lender. The row goes (nothing refers to it: offer sets keep their own copy
 * of the terms they showed, and the audit row keeps the terms it had), so the seed file, which no
 * longer touches a managed lender, cannot bring it back either.
 */
export async function deleteLenderProduct(tx: Queryable, lenderId: string, product: LenderProduct, now: Date): Promise<void> {
  await tx.query('DELETE FROM lender_products WHERE lender_id = $1 AND product = $2', [lenderId, product]);
  await tx.query('UPDATE lending_partners SET managed_at = coalesce(managed_at, $2), version = version + 1 WHERE id = $1', [lenderId, now]);
  await bumpLenderTermsGeneration(tx);
}
