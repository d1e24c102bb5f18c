// The offers scenario of `pnpm bench:api` matches against 20 lenders (the figure): the five
// demo lenders that offer personal loans and 15 copies of one of them, added to the benchmark's
// own throwaway database only. Each copy gets its own name and a slightly different rate, so the
// sort has real work to do.
import type { Database } from '../src/db/database.ts';

export const BENCH_EXTRA_LENDERS = 15;

export async function addBenchLenders(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO lending_partners (id, name, kind, rbi_registration, registration_status, grievance_officer, grievance_phone, grievance_email, website,
       position, listed, demo, pincode_prefixes)
     SELECT 'bench-lender-' || n, 'Bench Lender ' || lpad(n::text, 2, '0') || ' Ltd', kind, rbi_registration, registration_status, grievance_officer,
            grievance_phone, grievance_email, website, 100 + n, true, true, pincode_prefixes
       FROM lending_partners, generate_series(1, $1::int) AS n WHERE id = 'deccan-commercial-bank'
     ON CONFLICT (id) DO NOTHING`,
    [BENCH_EXTRA_LENDERS],
  );
  await db.query(
    `INSERT INTO lender_products (lender_id, product, name, min_amount_paise, max_amount_paise, min_tenure_months, max_tenure_months, example_tenure_months,
       min_age, max_age, employment_types, min_monthly_income_paise, foir_bps, processing_fee_bps, rate_grid, penal_charges, foreclosure,
       cooling_off_days, position)
     SELECT 'bench-lender-' || n, product, name, min_amount_paise, max_amount_paise, min_tenure_months, max_tenure_months, example_tenure_months,
            min_age, max_age, employment_types, min_monthly_income_paise, foir_bps, processing_fee_bps + n * 5,
            jsonb_build_array(jsonb_build_object('band', 'Good', 'minMonthlyIncomePaise', 0, 'rateBps', 1200 + n * 10)),
            penal_charges, foreclosure, cooling_off_days, position
       FROM lender_products, generate_series(1, $1::int) AS n WHERE lender_id = 'deccan-commercial-bank' AND product = 'personal-loan'
     ON CONFLICT (lender_id, product) DO NOTHING`,
    [BENCH_EXTRA_LENDERS],
  );
  // Written straight into the tables, so the offers' copy of the lenders' terms is told, as every
  // writer of lender rows does (migration 028).
  await db.query('UPDATE lender_terms_generation SET generation = generation + 1 WHERE id = 1');
}
