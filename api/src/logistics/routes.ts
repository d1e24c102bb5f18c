// Logistics tools (issue 11): the zone of a PIN pair and a quote, both from the India Post
// directory (ctx.directory) and the rate card in @platform/shared/schemas (logistics.ts), and the
// shop's bookings (an order or a return pickup) stored with the quote and a tracking number.
// Bookings are the signed-in shop's only: another shop's never show.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parcelSchema, pinPairSchema, quoteFor, shipmentSchema, zoneOf, ZONE_LABELS, type Zone } from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import type { PincodeDirectory } from '../pincode/directory.ts';
import { currentVendor } from '../vendor/current-vendor.ts';

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
  status: string;
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
  createdAt: new Date(row.created_at).toISOString(),
});

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
      return { success: true, message: 'Quote ready', data: { ...places, quote: quoteFor(places.zone, { ...parcel, paymentMode: parcel.paymentMode as 'prepaid' | 'cod' }) } };
    },
  );

  app.post(
    '/logistics/orders',
    {
      schema: {
        tags: ['logistics'],
        summary: 'Book a shipment (`kind`: order) or a return pickup (`kind`: return) for the shop, priced by the rate card',
        security,
        body: jsonSchemaOf(shipmentSchema),
        response: { 201: successEnvelope({ data: anyObject }), ...failures(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const vendor = await currentVendor(ctx, request);
      const input = await parseBody(shipmentSchema, request.body);
      const places = placesOf(directory, input.pickupPin, input.deliveryPin);
      const quote = quoteFor(places.zone, { ...input, paymentMode: input.paymentMode as 'prepaid' | 'cod' });
      const id = randomUUID();
      const { rows } = await db.query<ShipmentRow>(
        `INSERT INTO vendor_shipments (id, vendor_id, kind, tracking_number, pickup, delivery, contents, weight_kg, length_cm, breadth_cm, height_cm,
           payment_mode, cod_paise, zone, quote, status, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, 'booked', $16) RETURNING *`,
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
          clock.now(),
        ],
      );
      reply.code(201);
      return { success: true, message: input.kind === 'return' ? 'Return pickup booked' : 'Shipment booked', data: shipmentOf(rows[0]!) };
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
      const { rows } = await db.query<ShipmentRow>('SELECT * FROM vendor_shipments WHERE vendor_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200', [vendor.id]);
      return { success: true, message: 'Shipments fetched successfully', data: { items: rows.map(shipmentOf) } };
    },
  );
}
