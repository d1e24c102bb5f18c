// Logistics tools (docs/decisions/021-logistics-zones-and-rate-card.md): the zone of a PIN pair and
// a quote, both from the India Post directory (ctx.directory) and the rate card in
// @platform/shared/schemas (logistics.ts), and the shop's bookings (an order or a return pickup)
// stored with the quote and a tracking number. Bookings are the signed-in shop's only: another
// shop's never show. A shipment then moves through SHIPMENT_TRANSITIONS (shared logistics.ts): the
// courier's updates come in through our staff (telecaller accounts, as the CA-services back office
// does), the shop may cancel before pickup, and every move is a row of the shipment's tracking
// timeline.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatPaise } from '@platform/shared/finance';
import {
  canMoveShipment,
  parcelSchema,
  pinPairSchema,
  quoteFor,
  SHIPMENT_STATUS_LABELS,
  SHOP_CANCELLABLE,
  shipmentSchema,
  shipmentUpdateSchema,
  zoneOf,
  ZONE_LABELS,
  type ShipmentStatus,
  type Zone,
} from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import { currentAccount } from '../leads/queries.ts';
import type { PincodeDirectory } from '../pincode/directory.ts';
import { recordAudit } from '../audit/audit.ts';
import { debitServiceFee, InsufficientBalanceError, refundCharge, walletBalance } from '../payments/wallet.ts';
import { currentVendor } from '../vendor/current-vendor.ts';
import { notifyShop } from '../vendor/notifications.ts';

/** Ledger reference of a booking's charge and of its refund (one each, ever, per shipment). */
const ledgerReference = (shipmentId: string) => `shipment:${shipmentId}`;

const security = [{ bearer: [] }];
const anyObject = { type: 'object', additionalProperties: true };

/** Both ends found in the directory, or a 400 naming the PIN that is not. */
function placesOf(directory: PincodeDirectory, pickupPin: string, deliveryPin: string) {
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

/** LS + 10 digits: short enough to read out on the phone. */
const trackingNumber = () => `LS${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`;

interface ShipmentRow {
  id: string;
  kind: 'order' | 'return';
  tracking_number: string;
  pickup: Record<string, unknown>;
  delivery: Record<string, unknown>;
  contents: string;
  payment_mode: string;
  zone: Zone;
  quote: Record<string, unknown>;
  status: ShipmentStatus;
  vendor_id: string;
  created_at: Date | string;
  updated_at: Date | string;
}

interface ShipmentEventRow {
  status: ShipmentStatus;
  location: string | null;
  note: string | null;
  actor_role: 'vendor' | 'telecaller' | 'system';
  created_at: Date | string;
}

const shipmentOf = (row: ShipmentRow) => ({
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
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const WHO: Record<ShipmentEventRow['actor_role'], string> = { vendor: 'Your shop', telecaller: 'Courier desk', system: 'LoanSetu' };

async function timelineOf(db: Queryable, shipmentId: string) {
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
    at: new Date(e.created_at).toISOString(),
  }));
}

async function addEvent(
  tx: Queryable,
  shipmentId: string,
  status: ShipmentStatus,
  by: { role: ShipmentEventRow['actor_role']; id: string | null },
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
async function moveShipment(
  tx: Queryable,
  found: ShipmentRow,
  to: ShipmentStatus,
  by: { role: ShipmentEventRow['actor_role']; id: string | null },
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

export function logisticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, directory } = ctx;

  app.get(
    '/logistics/pincode-zone',
    {
      schema: {
        tags: ['logistics'],
        summary: 'The zone of a pickup and delivery PIN pair, from the directory’s state and district',
        security,
        querystring: jsonSchemaOf(pinPairSchema),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      await currentVendor(ctx, request);
      const pins = await parseBody(pinPairSchema, request.query ?? {});
      return { success: true, message: 'Zone found', data: placesOf(directory, pins.pickupPin, pins.deliveryPin) };
    },
  );

  app.post(
    '/logistics/rate',
    {
      schema: {
        tags: ['logistics'],
        summary: 'A quote: chargeable weight (the larger of actual and L×B×H/5000), zone, freight by the rate card, COD charge, GST',
        security,
        body: jsonSchemaOf(parcelSchema),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      await currentVendor(ctx, request);
      const parcel = await parseBody(parcelSchema, request.body);
      const places = placesOf(directory, parcel.pickupPin, parcel.deliveryPin);
      return {
        success: true,
        message: 'Quote ready',
        data: { ...places, quote: quoteFor(places.zone, { ...parcel, paymentMode: parcel.paymentMode as 'prepaid' | 'cod' }) },
      };
    },
  );

  app.post(
    '/logistics/orders',
    {
      schema: {
        tags: ['logistics'],
        summary: 'Book a shipment (`kind`: order) or a return pickup (`kind`: return) for the shop, priced by the rate card and paid from its wallet',
        description:
          "The quote total (freight, COD charge for cash on delivery, GST) is debited from the wallet in the booking's transaction; 402 and nothing booked when the balance is too low. Cancelling before pickup refunds it once.",
        security,
        body: jsonSchemaOf(shipmentSchema),
        response: { 201: successEnvelope({ data: anyObject }), ...failures(400, 401, 402, 403) },
      },
    },
    async (request, reply) => {
      const vendor = await currentVendor(ctx, request);
      const input = await parseBody(shipmentSchema, request.body);
      const places = placesOf(directory, input.pickupPin, input.deliveryPin);
      const quote = quoteFor(places.zone, { ...input, paymentMode: input.paymentMode as 'prepaid' | 'cod' });
      const id = randomUUID();
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const { rows } = await tx.query<ShipmentRow>(
          `INSERT INTO vendor_shipments (id, vendor_id, kind, tracking_number, pickup, delivery, contents, weight_kg, length_cm, breadth_cm, height_cm,
             payment_mode, cod_paise, zone, quote, status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, 'booked', $16, $16) RETURNING *`,
          [
            id,
            vendor.id,
            input.kind,
            trackingNumber(),
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
        const booked = rows[0]!;
        // The whole quote (freight, the COD charge of a cash-on-delivery parcel, GST) is paid from
        // the wallet with the booking: no wallet money, no booking (the transaction rolls back).
        try {
          await debitServiceFee(tx, {
            userId: vendor.id,
            amountPaise: quote.totalPaise,
            description: `Shipment ${booked.tracking_number}: courier charge`,
            reference: ledgerReference(id),
            now,
          });
        } catch (error) {
          if (!(error instanceof InsufficientBalanceError)) throw error;
          throw new ApiError(
            402,
            `Your wallet balance of ${formatPaise(error.balancePaise)} is less than the ${formatPaise(quote.totalPaise)} this booking costs. Please top up your wallet and book again.`,
          );
        }
        await recordAudit(tx, {
          actor: { id: vendor.id, role: 'vendor' },
          action: 'wallet.debit',
          subjectType: 'shipment',
          subjectId: id,
          after: { amountPaise: quote.totalPaise, reference: ledgerReference(id), trackingNumber: booked.tracking_number, paymentMode: input.paymentMode },
          at: now,
        });
        await addEvent(tx, id, 'booked', { role: 'vendor', id: vendor.id }, now);
        return booked;
      });
      reply.code(201);
      return {
        success: true,
        message: input.kind === 'return' ? 'Return pickup booked' : 'Shipment booked',
        data: { ...shipmentOf(row), timeline: await timelineOf(db, id), chargedPaise: quote.totalPaise, balance: await walletBalance(db, vendor.id) },
      };
    },
  );

  app.get(
    '/logistics/orders',
    {
      schema: {
        tags: ['logistics'],
        summary: "The shop's shipments and return pickups, newest first",
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      const { rows } = await db.query<ShipmentRow>('SELECT * FROM vendor_shipments WHERE vendor_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200', [
        vendor.id,
      ]);
      return { success: true, message: 'Shipments fetched successfully', data: { items: rows.map(shipmentOf) } };
    },
  );

  /** One of the shop's shipments, or 404 (another shop's, a malformed id, none). */
  async function shopShipment(db: Queryable, vendorId: string, id: string, { lock = false } = {}): Promise<ShipmentRow> {
    const { rows } = isUuid(id)
      ? await db.query<ShipmentRow>(`SELECT * FROM vendor_shipments WHERE id = $1 AND vendor_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, vendorId])
      : { rows: [] };
    if (!rows[0]) throw new ApiError(404, 'Shipment not found');
    return rows[0];
  }

  app.get<{ Params: { id: string } }>(
    '/logistics/orders/:id',
    {
      schema: {
        tags: ['logistics'],
        summary: "One of the shop's shipments with its tracking timeline (another shop's: 404)",
        security,
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      const row = await shopShipment(db, vendor.id, request.params.id);
      return { success: true, message: 'Shipment fetched successfully', data: { ...shipmentOf(row), timeline: await timelineOf(db, row.id) } };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/logistics/orders/:id/cancel',
    {
      schema: {
        tags: ['logistics'],
        summary: 'Cancel a shipment or return pickup the courier has not picked up yet (409 after pickup; another shop’s: 404)',
        security,
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const found = await shopShipment(tx, vendor.id, request.params.id, { lock: true });
        if (!SHOP_CANCELLABLE.includes(found.status)) {
          throw new ApiError(
            409,
            `This shipment is ${SHIPMENT_STATUS_LABELS[found.status].toLowerCase()} and can no longer be cancelled. Only a shipment not yet picked up can be.`,
          );
        }
        const moved = await moveShipment(tx, found, 'cancelled', { role: 'vendor', id: vendor.id }, now, { note: 'Cancelled by the shop before pickup' });
        // What the booking charged comes back once (a booking made before charging existed has no
        // charge line, so nothing comes back for it).
        const refundedPaise = await refundCharge(tx, {
          userId: vendor.id,
          reference: ledgerReference(found.id),
          description: `Refund: shipment ${found.tracking_number} cancelled before pickup`,
          now,
        });
        if (refundedPaise > 0) {
          await recordAudit(tx, {
            actor: { id: vendor.id, role: 'vendor' },
            action: 'wallet.refund',
            subjectType: 'shipment',
            subjectId: found.id,
            before: { status: found.status },
            after: { status: 'cancelled', amountPaise: refundedPaise, reference: ledgerReference(found.id) },
            at: now,
          });
        }
        return { moved, refundedPaise };
      });
      const refund = row.refundedPaise > 0 ? `. ${formatPaise(row.refundedPaise)} is back in your wallet` : '';
      return {
        success: true,
        message: `Shipment ${row.moved.tracking_number} cancelled${refund}`,
        data: {
          ...shipmentOf(row.moved),
          timeline: await timelineOf(db, row.moved.id),
          refundedPaise: row.refundedPaise,
          balance: await walletBalance(db, vendor.id),
        },
      };
    },
  );

  app.post<{ Params: { trackingNumber: string } }>(
    '/logistics/staff/shipments/:trackingNumber/status',
    {
      schema: {
        tags: ['logistics'],
        summary: "A courier update (staff: telecaller accounts): the shipment's next status, where, and a note, as SHIPMENT_TRANSITIONS allows",
        description: 'A move the lifecycle does not allow answers 409 and changes nothing. The shop is notified.',
        security,
        params: { type: 'object', properties: { trackingNumber: { type: 'string' } }, required: ['trackingNumber'] },
        body: jsonSchemaOf(shipmentUpdateSchema),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = await currentAccount(ctx, request, 'telecaller');
      const input = await parseBody(shipmentUpdateSchema, request.body);
      const to = input.status as ShipmentStatus;
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const { rows } = await tx.query<ShipmentRow>('SELECT * FROM vendor_shipments WHERE tracking_number = $1 FOR UPDATE', [
          request.params.trackingNumber.trim().toUpperCase(),
        ]);
        const found = rows[0];
        if (!found) throw new ApiError(404, 'No shipment has this tracking number');
        const moved = await moveShipment(tx, found, to, { role: 'telecaller', id: staff.id }, now, { location: input.location, note: input.note });
        await notifyShop(
          tx,
          found.vendor_id,
          {
            kind: 'service',
            title: `Shipment ${found.tracking_number}: ${SHIPMENT_STATUS_LABELS[to]}`,
            body:
              [input.location, input.note].filter(Boolean).join(' — ') ||
              `Your ${found.kind === 'return' ? 'return pickup' : 'shipment'} is ${SHIPMENT_STATUS_LABELS[to].toLowerCase()}.`,
            link: '/logistics/home',
          },
          now,
        );
        return moved;
      });
      return {
        success: true,
        message: `Shipment ${row.tracking_number} is now ${SHIPMENT_STATUS_LABELS[to].toLowerCase()}`,
        data: { ...shipmentOf(row), timeline: await timelineOf(db, row.id) },
      };
    },
  );
}
