// The shipments of a shop and their tracking timelines (docs/decisions/021 and 022): the rows, the
// answer a shop reads, the moves SHIPMENT_TRANSITIONS allows, and the directory's view of a PIN
// pair. The routes are in routes.ts.
import { randomUUID } from 'node:crypto';
import {
  canMoveShipment,
  SHIPMENT_STATUS_LABELS,
  SHOP_CANCELLABLE,
  zoneOf,
  ZONE_LABELS,
  type Quote,
  type ShipmentInput,
  type ShipmentStatus,
  type Zone,
} from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { PincodeDirectory } from '../pincode/directory.ts';

/** Ledger reference of a booking's charge and of its refund (one each, ever, per shipment). */
export const ledgerReference = (shipmentId: string) => `shipment:${shipmentId}`;

/** Both ends found in the directory, or a 400 naming the PIN that is not. */
export function placesOf(directory: PincodeDirectory, pickupPin: string, deliveryPin: string) {
  const pickup = directory.lookup(pickupPin);
  const delivery = directory.lookup(deliveryPin);
  const fields: Record<string, string> = {};
  if (!pickup) fields.pickupPin = 'This PIN code is not in the India Post directory';
  if (!delivery) fields.deliveryPin = 'This PIN code is not in the India Post directory';
  if (!pickup || !delivery) throw new ApiError(400, Object.values(fields)[0]!, { fields });
  const zone: Zone = zoneOf(pickup, delivery);
  const place = (a: typeof pickup) => ({ pinCode: a.pinCode, district: a.district, state: a.state });
  return { pickup: place(pickup), delivery: place(delivery), zone, zoneLabel: ZONE_LABELS[zone] };
}

/** One end of a booking as stored: who (from the booking) and where (from the directory). */
interface ShipmentEnd {
  name: string;
  mobile: string;
  address: string;
  pinCode: string;
  district: string;
  state: string;
}

export interface ShipmentRow {
  id: string;
  kind: 'order' | 'return';
  tracking_number: string;
  pickup: ShipmentEnd;
  delivery: ShipmentEnd;
  contents: string;
  payment_mode: 'prepaid' | 'cod';
  zone: Zone;
  quote: Quote;
  status: ShipmentStatus;
  vendor_id: string;
  created_at: Date | string;
  updated_at: Date | string;
}

type Actor = { role: 'vendor' | 'telecaller' | 'admin' | 'system'; id: string | null };

interface ShipmentEventRow {
  status: ShipmentStatus;
  location: string | null;
  note: string | null;
  actor_role: Actor['role'];
  created_at: Date | string;
}

/** A shipment as its shop reads it (the `shipmentSummarySchema` of the logistics contracts). */
export const shipmentOf = (row: ShipmentRow) => ({
  id: row.id,
  kind: row.kind,
  trackingNumber: row.tracking_number,
  pickup: row.pickup,
  delivery: row.delivery,
  contents: row.contents,
  paymentMode: row.payment_mode,
  zone: row.zone,
  zoneLabel: ZONE_LABELS[row.zone],
  quote: row.quote,
  status: row.status,
  statusLabel: SHIPMENT_STATUS_LABELS[row.status],
  /** Whether the shop may still cancel it (before pickup). */
  cancellable: SHOP_CANCELLABLE.includes(row.status),
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
});

const WHO: Record<Actor['role'], string> = { vendor: 'Your shop', telecaller: 'Courier desk', admin: 'Courier desk', system: 'LoanSetu' };

export async function timelineOf(db: Queryable, shipmentId: string) {
  const { rows } = await db.query<ShipmentEventRow>(
    'SELECT status, location, note, actor_role, created_at FROM shipment_events WHERE shipment_id = $1 ORDER BY created_at, seq',
    [shipmentId],
  );
  return rows.map((e) => ({
    status: e.status,
    label: SHIPMENT_STATUS_LABELS[e.status],
    location: e.location,
    note: e.note,
    by: WHO[e.actor_role],
    at: iso(e.created_at)!,
  }));
}

export async function addEvent(
  tx: Queryable,
  shipmentId: string,
  status: ShipmentStatus,
  by: Actor,
  at: Date,
  { location = '', note = '' }: { location?: string; note?: string } = {},
) {
  await tx.query(
    'INSERT INTO shipment_events (id, shipment_id, status, location, note, actor_role, actor_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [randomUUID(), shipmentId, status, location || null, note || null, by.role, by.id, at],
  );
}

/**
 * Moves a shipment (locked) to `to` if SHIPMENT_TRANSITIONS allows it; 409 in words otherwise.
 * Answers the updated row.
 */
export async function moveShipment(
  tx: Queryable,
  found: ShipmentRow,
  to: ShipmentStatus,
  by: Actor,
  at: Date,
  details: { location?: string; note?: string } = {},
): Promise<ShipmentRow> {
  if (!canMoveShipment(found.status, to)) {
    throw new ApiError(
      409,
      `A shipment that is ${SHIPMENT_STATUS_LABELS[found.status].toLowerCase()} cannot be marked ${SHIPMENT_STATUS_LABELS[to].toLowerCase()}.`,
      { fields: { status: 'Not allowed from the current status' } },
    );
  }
  const { rows } = await tx.query<ShipmentRow>('UPDATE vendor_shipments SET status = $2, updated_at = $3 WHERE id = $1 RETURNING *', [found.id, to, at]);
  await addEvent(tx, found.id, to, by, at, details);
  return rows[0]!;
}

/** One of the shop's shipments, or 404 (another shop's, a malformed id, none). */
export async function shopShipment(db: Queryable, vendorId: string, id: string, { lock = false } = {}): Promise<ShipmentRow> {
  const { rows } = isUuid(id)
    ? await db.query<ShipmentRow>(`SELECT * FROM vendor_shipments WHERE id = $1 AND vendor_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, vendorId])
    : { rows: [] };
  if (!rows[0]) throw new ApiError(404, 'Shipment not found');
  return rows[0];
}

/** The shop's shipments, newest first (200 at most). */
export async function shopShipments(db: Queryable, vendorId: string): Promise<ShipmentRow[]> {
  const { rows } = await db.query<ShipmentRow>('SELECT * FROM vendor_shipments WHERE vendor_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200', [vendorId]);
  return rows;
}

/** The shipment with this tracking number, locked for a courier update, or 404. */
export async function shipmentByTrackingNumber(tx: Queryable, tracking: string): Promise<ShipmentRow> {
  const { rows } = await tx.query<ShipmentRow>('SELECT * FROM vendor_shipments WHERE tracking_number = $1 FOR UPDATE', [tracking.trim().toUpperCase()]);
  if (!rows[0]) throw new ApiError(404, 'No shipment has this tracking number');
  return rows[0];
}

/** A booking as the shop made it, with both ends' places and the quote, booked now. */
export async function insertShipment(
  tx: Queryable,
  shipment: {
    id: string;
    vendorId: string;
    /** From the courier's booking (courier.ts). */
    trackingNumber: string;
    input: ShipmentInput;
    places: ReturnType<typeof placesOf>;
    quote: Quote;
    now: Date;
  },
): Promise<ShipmentRow> {
  const { id, vendorId, trackingNumber, input, places, quote, now } = shipment;
  const { rows } = await tx.query<ShipmentRow>(
    `INSERT INTO vendor_shipments (id, vendor_id, kind, tracking_number, pickup, delivery, contents, weight_kg, length_cm, breadth_cm, height_cm,
       payment_mode, cod_paise, zone, quote, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, 'booked', $16, $16) RETURNING *`,
    [
      id,
      vendorId,
      input.kind,
      trackingNumber,
      JSON.stringify({ ...input.pickup, ...places.pickup }),
      JSON.stringify({ ...input.delivery, ...places.delivery }),
      input.contents,
      input.weightKg,
      input.lengthCm,
      input.breadthCm,
      input.heightCm,
      input.paymentMode,
      input.paymentMode === 'cod' ? Math.round((input.codAmount ?? 0) * 100) : null,
      places.zone,
      JSON.stringify(quote),
      now,
    ],
  );
  return rows[0]!;
}
