// The logistics desk's reads (issue 30): every shop's shipments by status, oldest first and paged,
// the counts beside them, one shipment with its shop, and the desk's queue summary for the
// operations dashboard. Filters are parameters of fixed statements (an empty value means "any"),
// so every statement here is prepared against the schema by api/src/db/raw-sql.test.ts.
import { FINAL_SHIPMENT_STATUSES, SHIPMENT_STALL_HOURS, SHIPMENT_STATUSES, type ShipmentStatus } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { indiaMidnight } from '@platform/shared/schemas';
import type { QueueSummary } from '../ops/queue-summary.ts';
import type { ShipmentRow } from './queries.ts';

export interface DeskFilters {
  status: string;
  shop: string;
  bookedFrom: string;
  bookedTo: string;
  page: number;
  pageSize: number;
}

export type DeskShipmentRow = ShipmentRow & { shop_name: string; shop_code: string | null; shop_mobile: string };

/** Since when an open shipment that has not moved is stalled. */
export const stalledBefore = (now: Date) => new Date(now.getTime() - SHIPMENT_STALL_HOURS * 3_600_000);

export const isStalled = (row: Pick<ShipmentRow, 'status' | 'updated_at'>, now: Date) =>
  !FINAL_SHIPMENT_STATUSES.includes(row.status) && new Date(row.updated_at).getTime() < stalledBefore(now).getTime();

/** Midnight India time at the start of `day` (YYYY-MM-DD), or of the day after. */
const indianMidnight = (day: string, after = false) => new Date(Date.parse(`${day}T00:00:00+05:30`) + (after ? 86_400_000 : 0));

/** `%`, `_` and `\` typed into the shop filter are matched as themselves. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters other than status, as the parameters $2… of the statements below. */
function otherFilters(filters: DeskFilters) {
  return [
    filters.shop,
    likeText(filters.shop),
    filters.bookedFrom ? indianMidnight(filters.bookedFrom) : null,
    filters.bookedTo ? indianMidnight(filters.bookedTo, true) : null,
  ];
}

export async function deskShipmentPage(db: Queryable, filters: DeskFilters, now: Date) {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<DeskShipmentRow>(
      `SELECT s.*, u.username AS shop_name, u.referral_code AS shop_code, u.mobile AS shop_mobile
         FROM vendor_shipments s JOIN users u ON u.id = s.vendor_id
        WHERE ($1::text = 'all' OR ($1::text = 'open' AND s.status <> ALL($6::text[])) OR s.status = $1::text)
          AND ($2::text = '' OR u.username ILIKE '%' || $3::text || '%' OR upper(u.referral_code) = upper($2::text))
          AND ($4::timestamptz IS NULL OR s.created_at >= $4::timestamptz)
          AND ($5::timestamptz IS NULL OR s.created_at < $5::timestamptz)
        ORDER BY s.created_at, s.id
        LIMIT $7 OFFSET $8`,
      [filters.status, ...otherFilters(filters), FINAL_SHIPMENT_STATUSES, filters.pageSize, (filters.page - 1) * filters.pageSize],
    ),
    db.query<{ status: ShipmentStatus; n: string | number; stalled: string | number }>(
      `SELECT s.status, count(*) AS n, count(*) FILTER (WHERE s.updated_at < $5 AND s.status <> ALL($6::text[])) AS stalled
         FROM vendor_shipments s JOIN users u ON u.id = s.vendor_id
        WHERE ($1::text = '' OR u.username ILIKE '%' || $2::text || '%' OR upper(u.referral_code) = upper($1::text))
          AND ($3::timestamptz IS NULL OR s.created_at >= $3::timestamptz)
          AND ($4::timestamptz IS NULL OR s.created_at < $4::timestamptz)
        GROUP BY s.status`,
      [...otherFilters(filters), stalledBefore(now), FINAL_SHIPMENT_STATUSES],
    ),
  ]);
  const counts = Object.fromEntries(SHIPMENT_STATUSES.map((status) => [status, 0])) as Record<ShipmentStatus, number>;
  let stalled = 0;
  for (const row of counted) {
    counts[row.status] = Number(row.n);
    stalled += Number(row.stalled);
  }
  const shown = SHIPMENT_STATUSES.filter((status) =>
    filters.status === 'all' ? true : filters.status === 'open' ? !FINAL_SHIPMENT_STATUSES.includes(status) : status === filters.status,
  );
  return { rows, counts, stalled, total: shown.reduce((sum, status) => sum + counts[status], 0) };
}

/** A shipment as the desk's list shows it. */
export const deskRowOf = (row: DeskShipmentRow, labels: Record<ShipmentStatus, string>, now: Date) => ({
  id: row.id,
  trackingNumber: row.tracking_number,
  kind: row.kind,
  status: row.status,
  statusLabel: labels[row.status],
  shop: { id: row.vendor_id, name: row.shop_name, code: row.shop_code },
  pickup: { pinCode: row.pickup.pinCode, district: row.pickup.district },
  delivery: { pinCode: row.delivery.pinCode, district: row.delivery.district },
  paymentMode: row.payment_mode,
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
  stalled: isStalled(row, now),
});

/** Any shop's shipment with its shop, or 404. */
export async function deskShipmentOr404(db: Queryable, id: string): Promise<DeskShipmentRow> {
  const { rows } = isUuid(id)
    ? await db.query<DeskShipmentRow>(
        `SELECT s.*, u.username AS shop_name, u.referral_code AS shop_code, u.mobile AS shop_mobile
           FROM vendor_shipments s JOIN users u ON u.id = s.vendor_id WHERE s.id = $1`,
        [id],
      )
    : { rows: [] };
  if (!rows[0]) throw new ApiError(404, 'Shipment not found');
  return rows[0];
}

/** The shipments of a batch, locked in one order (by id) so two desks moving overlapping batches cannot deadlock. */
export async function lockShipments(tx: Queryable, ids: readonly string[]): Promise<Map<string, ShipmentRow>> {
  const { rows } = await tx.query<ShipmentRow>('SELECT * FROM vendor_shipments WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The logistics desk's queue: open shipments (not delivered, cancelled or returned), the oldest
 * booking, those stalled (no move for SHIPMENT_STALL_HOURS), and those that reached a final status
 * today.
 */
export async function shipmentsQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const [{ rows: open }, { rows: done }] = await Promise.all([
    db.query<{ size: string | number; oldest: Date | string | null; stalled: string | number }>(
      `SELECT count(*) AS size, min(created_at) AS oldest, count(*) FILTER (WHERE updated_at < $2) AS stalled
         FROM vendor_shipments WHERE status <> ALL($1::text[])`,
      [FINAL_SHIPMENT_STATUSES, stalledBefore(now)],
    ),
    db.query<{ n: string | number }>(
      'SELECT count(DISTINCT shipment_id) AS n FROM shipment_events WHERE status = ANY($1::text[]) AND created_at >= $2 AND created_at <= $3',
      [FINAL_SHIPMENT_STATUSES, indiaMidnight(now), now],
    ),
  ]);
  return {
    queue: 'shipments',
    label: 'Shipments',
    size: Number(open[0]?.size ?? 0),
    oldestAt: iso(open[0]?.oldest ?? null),
    pastDue: Number(open[0]?.stalled ?? 0),
    doneToday: Number(done[0]?.n ?? 0),
    path: '/ops/shipments',
  };
}
