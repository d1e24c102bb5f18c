// lending-partners.json: the banks and NBFCs the platform works with and their terms per product
// (amount and tenure bounds, who they lend to, the rate grid by credit-score band and income,
// fees, penal charges, foreclosure, cooling-off). Written in rupees and % as lenders publish them;
// stored in paise and basis points (migration 026). The offers (api/src/offers), /loan-services,
// the landing pages' "from x % p.a." and the education-loan lenders all read these rows, so no
// page can quote a rate the lenders' data does not have.
import { CREDIT_BANDS, type CreditBand } from '@platform/shared/contracts';
import { LENDER_PRODUCTS, OFFER_EMPLOYMENT_TYPES, type LenderProductTerms, type LenderTerms, type RateCell } from '@platform/shared/finance';
import { LENDER_KINDS } from '@platform/shared/schemas';
import type { Queryable } from '../db/database.ts';

export interface LenderFileEntry extends LenderTerms {
  rbiRegistration: string;
  registrationStatus: string;
  grievance: { name: string; phone: string; email: string };
  website: string;
  /** Made-up lenders of the demo, said to be so wherever they are shown. */
  demo: boolean;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const paise = (rupees: number) => Math.round(rupees * 100);
const bps = (percent: number) => Math.round(percent * 100);

/** Checked field by field: a bad file stops the start rather than the page. */
export function parseLendingPartners(text: string): LenderFileEntry[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error('lending-partners.json: a list of partners is expected');
  const ids = new Set<string>();
  return data.map((entry: Record<string, unknown>, index) => {
    const where = `lending-partners.json[${index}]`;
    const str = (value: unknown, key: string) => {
      if (typeof value !== 'string' || !value.trim()) throw new Error(`${where}: "${key}" is missing`);
      return value.trim();
    };
    const id = str(entry.id, 'id');
    if (!SLUG.test(id) || ids.has(id)) throw new Error(`${where}: "id" must be a unique lower-case slug`);
    ids.add(id);
    const kind = str(entry.kind, 'kind');
    if (!(LENDER_KINDS as readonly string[]).includes(kind)) throw new Error(`${where}: "kind" must be one of ${LENDER_KINDS.join(', ')}`);
    if (!Array.isArray(entry.pincodes) || entry.pincodes.length === 0 || !entry.pincodes.every((p) => typeof p === 'string' && /^[1-9]\d{0,5}$/.test(p))) {
      throw new Error(`${where}: "pincodes" must list the PIN codes (or their leading digits) served`);
    }
    if (!Array.isArray(entry.products) || entry.products.length === 0) throw new Error(`${where}: "products" must list at least one product`);
    const seen = new Set<string>();
    const products = entry.products.map((product: Record<string, unknown>): LenderProductTerms => {
      const bad = (key: string) => new Error(`${where}: product "${String(product.product ?? product.name)}" has a bad "${key}"`);
      const number = (key: string, ok: (n: number) => boolean, value: unknown = product[key]) => {
        if (typeof value !== 'number' || !ok(value)) throw bad(key);
        return value;
      };
      const range = (key: string, ok: (n: number) => boolean): [number, number] => {
        const value = product[key];
        if (!Array.isArray(value) || value.length !== 2) throw bad(key);
        const [low, high] = [number(key, ok, value[0]), number(key, ok, value[1])];
        if (low > high) throw bad(key);
        return [low, high];
      };
      const slug = str(product.product, 'products.product');
      if (!(LENDER_PRODUCTS as readonly string[]).includes(slug) || seen.has(slug)) throw bad('product');
      seen.add(slug);
      const [minAmount, maxAmount] = range('amount', (n) => n > 0);
      const [minMonths, maxMonths] = range('months', (n) => Number.isInteger(n) && n >= 1 && n <= 480);
      const [minAge, maxAge] = range('age', (n) => Number.isInteger(n) && n >= 18 && n <= 80);
      const employment = product.employment;
      if (!Array.isArray(employment) || employment.length === 0 || !employment.every((e) => (OFFER_EMPLOYMENT_TYPES as readonly unknown[]).includes(e))) {
        throw bad('employment');
      }
      const rates = product.rates;
      if (!rates || typeof rates !== 'object' || Array.isArray(rates)) throw bad('rates');
      const rateGrid: RateCell[] = [];
      for (const [band, cells] of Object.entries(rates as Record<string, unknown>)) {
        if (!(CREDIT_BANDS as readonly string[]).includes(band) || !Array.isArray(cells) || cells.length === 0) throw bad('rates');
        for (const cell of cells) {
          if (!Array.isArray(cell) || cell.length !== 2) throw bad('rates');
          rateGrid.push({
            band: band as CreditBand,
            minMonthlyIncomePaise: paise(number('rates', (n) => n >= 0, cell[0])),
            rateBps: bps(number('rates', (n) => n > 0 && n < 60, cell[1])),
          });
        }
      }
      if (rateGrid.length === 0) throw bad('rates');
      const exampleMonths = number('exampleMonths', (n) => n >= minMonths && n <= maxMonths);
      return {
        product: slug as LenderProductTerms['product'],
        name: str(product.name, 'products.name'),
        minAmountPaise: paise(minAmount),
        maxAmountPaise: paise(maxAmount),
        minTenureMonths: minMonths,
        maxTenureMonths: maxMonths,
        exampleTenureMonths: exampleMonths,
        minAge,
        maxAge,
        employmentTypes: employment as LenderProductTerms['employmentTypes'],
        minMonthlyIncomePaise: paise(number('minMonthlyIncome', (n) => n >= 0)),
        foirBps: bps(number('foirPercent', (n) => n > 0 && n <= 100)),
        processingFeeBps: bps(number('processingFeePercent', (n) => n >= 0 && n <= 10)),
        rateGrid,
        penalCharges: str(product.penalCharges, 'products.penalCharges'),
        foreclosure: str(product.foreclosure, 'products.foreclosure'),
        coolingOffDays: number('coolingOffDays', (n) => Number.isInteger(n) && n >= 1 && n <= 30),
      };
    });
    const grievance = (entry.grievance ?? {}) as Record<string, unknown>;
    const website = str(entry.website, 'website');
    if (!website.startsWith('https://')) throw new Error(`${where}: "website" must be an https address`);
    return {
      id,
      name: str(entry.name, 'name'),
      kind: kind as LenderFileEntry['kind'],
      rbiRegistration: str(entry.rbiRegistration, 'rbiRegistration'),
      registrationStatus: str(entry.registrationStatus, 'registrationStatus'),
      pincodePrefixes: entry.pincodes as string[],
      products,
      grievance: {
        name: str(grievance.name, 'grievance.name'),
        phone: str(grievance.phone, 'grievance.phone'),
        email: str(grievance.email, 'grievance.email'),
      },
      website,
      demo: entry.demo === true,
    };
  });
}

/**
 * Upserts the partners in the file's order with their products (a product dropped from the file
 * is removed; a partner dropped stays, unlisted, since old leads and offers name it). A lender an
 * operations admin has edited or added in the console (managed_at set) is the console's: the file
 * no longer touches it, so a restart cannot undo an edit.
 */
export async function writeLendingPartners(tx: Queryable, partners: readonly LenderFileEntry[]): Promise<void> {
  const { rows: managedRows } = await tx.query<{ id: string }>('SELECT id FROM lending_partners WHERE managed_at IS NOT NULL');
  const managed = new Set(managedRows.map((row) => row.id));
  await tx.query('UPDATE lending_partners SET listed = false WHERE managed_at IS NULL');
  // The offers' copy of the terms is read again (migration 028).
  await tx.query('UPDATE lender_terms_generation SET generation = generation + 1 WHERE id = 1');
  for (const [position, p] of partners.entries()) {
    if (managed.has(p.id)) continue;
    await tx.query(
      `INSERT INTO lending_partners (id, name, kind, rbi_registration, registration_status, grievance_officer, grievance_phone, grievance_email, website,
         position, listed, demo, pincode_prefixes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $12)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind, rbi_registration = EXCLUDED.rbi_registration,
         registration_status = EXCLUDED.registration_status, grievance_officer = EXCLUDED.grievance_officer,
         grievance_phone = EXCLUDED.grievance_phone, grievance_email = EXCLUDED.grievance_email, website = EXCLUDED.website,
         position = EXCLUDED.position, listed = true, demo = EXCLUDED.demo, pincode_prefixes = EXCLUDED.pincode_prefixes`,
      [
        p.id,
        p.name,
        p.kind,
        p.rbiRegistration,
        p.registrationStatus,
        p.grievance.name,
        p.grievance.phone,
        p.grievance.email,
        p.website,
        position,
        p.demo,
        [...p.pincodePrefixes],
      ],
    );
    await tx.query('DELETE FROM lender_products WHERE lender_id = $1 AND NOT (product = ANY($2::text[]))', [p.id, p.products.map((t) => t.product)]);
    for (const [order, t] of p.products.entries()) {
      await tx.query(
        `INSERT INTO lender_products (lender_id, product, name, min_amount_paise, max_amount_paise, min_tenure_months, max_tenure_months,
           example_tenure_months, min_age, max_age, employment_types, min_monthly_income_paise, foir_bps, processing_fee_bps, rate_grid,
           penal_charges, foreclosure, cooling_off_days, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18, $19)
         ON CONFLICT (lender_id, product) DO UPDATE SET name = EXCLUDED.name, min_amount_paise = EXCLUDED.min_amount_paise,
           max_amount_paise = EXCLUDED.max_amount_paise, min_tenure_months = EXCLUDED.min_tenure_months,
           max_tenure_months = EXCLUDED.max_tenure_months, example_tenure_months = EXCLUDED.example_tenure_months,
           min_age = EXCLUDED.min_age, max_age = EXCLUDED.max_age, employment_types = EXCLUDED.employment_types,
           min_monthly_income_paise = EXCLUDED.min_monthly_income_paise, foir_bps = EXCLUDED.foir_bps,
           processing_fee_bps = EXCLUDED.processing_fee_bps, rate_grid = EXCLUDED.rate_grid, penal_charges = EXCLUDED.penal_charges,
           foreclosure = EXCLUDED.foreclosure, cooling_off_days = EXCLUDED.cooling_off_days, position = EXCLUDED.position`,
        [
          p.id,
          t.product,
          t.name,
          t.minAmountPaise,
          t.maxAmountPaise,
          t.minTenureMonths,
          t.maxTenureMonths,
          t.exampleTenureMonths,
          t.minAge,
          t.maxAge,
          [...t.employmentTypes],
          t.minMonthlyIncomePaise,
          t.foirBps,
          t.processingFeeBps,
          JSON.stringify(t.rateGrid),
          t.penalCharges,
          t.foreclosure,
          t.coolingOffDays,
          order,
        ],
      );
    }
  }
}
