// The shop's dashboard (GET /vendor/dashboard): this month's leads, conversions and earnings, the
// invoices due and KYC steps left, twelve months of leads and earnings, the latest leads.
import type { ResponseOf, shopDashboard } from '@platform/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { kycStepsOf } from '../kyc/steps.ts';
import type { VendorRow } from './current-vendor.ts';

type DashboardFigures = ResponseOf<typeof shopDashboard>['data'];

/** The first day of the month `monthsBack` months before the current one, India time (IST, UTC+5:30). */
function istMonthStart(now: Date, monthsBack = 0): Date {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - monthsBack, 1) - 330 * 60_000);
}
const monthKey = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 7);
/** The same month key (`YYYY-MM`, India time) of a timestamp column, in SQL (no time-zone table needed). */
const IST_MONTH_SQL = (column: string) => `to_char((${column} AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM')`;

/** Customer names as a shop sees them in lists: first name and initial. */
const shortName = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 ? `${words[0]} ${words[words.length - 1]!.charAt(0).toUpperCase()}.` : (words[0] ?? '');
};

/** A shop's leads: enquiries and product applications made through its link (shop_id = its code). */
const LEADS = `(
  SELECT id, 'enquiry' AS kind, type AS product, username AS name, status, referred, created_at FROM enquiries WHERE upper(shop_id) = $1
  UNION ALL
  SELECT id, 'application' AS kind, product, full_name AS name, status, referred, created_at FROM product_applications WHERE upper(shop_id) = $1
)`;

export async function dashboardOf(db: Queryable, vendor: VendorRow, now: Date): Promise<DashboardFigures> {
  const code = vendor.referral_code.toUpperCase();
  const monthStart = istMonthStart(now);
  const yearStart = istMonthStart(now, 11);
  const [leads, commissions, series, recent, connectors, steps] = await Promise.all([
    db.query<{ n: string }>(`SELECT count(*) AS n FROM ${LEADS} l WHERE created_at >= $2`, [code, monthStart]),
    db.query<{ conversions: string; earned: string | null; invoices_due: string; unpaid: string | null; paid: string | null }>(
      `SELECT count(*) FILTER (WHERE earned_at >= $2) AS conversions,
              sum(amount_paise) FILTER (WHERE earned_at >= $2) AS earned,
              count(*) FILTER (WHERE invoice_uploaded_at IS NULL AND status = 'unpaid') AS invoices_due,
              sum(amount_paise) FILTER (WHERE status = 'unpaid') AS unpaid,
              sum(amount_paise) FILTER (WHERE status = 'paid') AS paid
       FROM vendor_commissions WHERE vendor_id = $1`,
      [vendor.id, monthStart],
    ),
    // Summed by India month in the database: a large shop's year is 13,000 leads, which sent one
    // row each to be summed here (81 ms of the API's CPU a dashboard; bench:scale of 2026-11-28).
    db.query<{ month: string; leads: string | number; earned: string | number }>(
      `SELECT month, sum(leads) AS leads, sum(earned) AS earned FROM (
         SELECT ${IST_MONTH_SQL('created_at')} AS month, 1 AS leads, 0::bigint AS earned FROM ${LEADS} l WHERE created_at >= $2
         UNION ALL
         SELECT ${IST_MONTH_SQL('earned_at')}, 0, amount_paise FROM vendor_commissions WHERE vendor_id = $3 AND earned_at >= $2
       ) s GROUP BY month`,
      [code, yearStart, vendor.id],
    ),
    db.query<{
      id: string;
      kind: 'enquiry' | 'application';
      product: string;
      name: string;
      status: string;
      created_at: Date | string;
      connector: string | null;
    }>(
      // Where each lead stands now (its lifecycle in \`leads\`), not how it was submitted; a
      // submission no lead was opened for yet (an enquiry waiting for its OTP) says that instead.
      `SELECT l.id, l.kind, l.product, l.name, COALESCE(ld.status, l.status) AS status, l.created_at, c.name AS connector FROM ${LEADS} l
       LEFT JOIN leads ld ON ld.id = l.id
       LEFT JOIN vendor_connectors c ON c.vendor_id = $2 AND c.code = upper(l.referred)
       ORDER BY l.created_at DESC, l.id DESC LIMIT 10`,
      [code, vendor.id],
    ),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM vendor_connectors WHERE vendor_id = $1 AND status = 'active'`, [vendor.id]),
    kycStepsOf(db, vendor.id),
  ]);
  const months = Array.from({ length: 12 }, (_, i) => monthKey(istMonthStart(now, 11 - i)));
  const byMonth = new Map(months.map((m) => [m, { month: m, leads: 0, earningsPaise: 0 }]));
  for (const row of series.rows) {
    const bucket = byMonth.get(row.month);
    if (!bucket) continue;
    bucket.leads += Number(row.leads);
    bucket.earningsPaise += Number(row.earned);
  }
  const c = commissions.rows[0];
  return {
    month: monthKey(monthStart),
    leadsThisMonth: Number(leads.rows[0]?.n ?? 0),
    conversionsThisMonth: Number(c?.conversions ?? 0),
    earningsThisMonthPaise: Number(c?.earned ?? 0),
    invoicesDue: Number(c?.invoices_due ?? 0),
    unpaidCommissionPaise: Number(c?.unpaid ?? 0),
    paidCommissionPaise: Number(c?.paid ?? 0),
    kycStepsLeft: steps.filter((s) => s.status !== 'verified').length,
    activeConnectors: Number(connectors.rows[0]?.n ?? 0),
    series: [...byMonth.values()],
    recentLeads: recent.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      product: r.product,
      customer: shortName(r.name),
      status: r.status,
      connector: r.connector,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
