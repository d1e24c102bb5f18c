// A shop's logistics tools (docs/decisions/021-logistics-zones-and-rate-card.md and 022): the zone
// of a PIN pair, a quote, bookings paid from the wallet, their tracking timeline, cancelling before
// pickup, and the courier desk's updates by tracking number. Handlers: api/src/logistics/routes.ts;
// the logistics desk's queue is in logistics-desk.ts.
import { array, boolean, mixed, number, object, string } from 'yup';
import {
  parcelSchema,
  pinPairSchema,
  quoteFor,
  SHIPMENT_STATUSES,
  SHIPMENT_STATUS_LABELS,
  shipmentSchema,
  shipmentUpdateSchema,
  ZONE_LABELS,
  ZONES,
  type ShipmentStatus,
  type Zone,
} from '../schemas/logistics';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, paise, uuid, messageCodeFields } from './envelope';

const placeSchema = object({ pinCode: string().defined(), district: string().defined(), state: string().defined() });
const zoneSchema = mixed<Zone>()
  .oneOf([...ZONES])
  .defined();
const shipmentStatusSchema = mixed<ShipmentStatus>()
  .oneOf([...SHIPMENT_STATUSES])
  .defined();

/** Both ends as the directory knows them, and their zone. */
export const zoneAnswerSchema = object({
  pickup: placeSchema.defined(),
  delivery: placeSchema.defined(),
  zone: zoneSchema,
  zoneLabel: string().defined(),
});

/** `quoteFor` (shared logistics.ts): what the rate card charges, in paise. */
export const quoteSchema = object({
  zone: zoneSchema,
  zoneLabel: string().defined(),
  volumetricKg: number().defined(),
  chargeableKg: number().defined(),
  slabs: number().integer().defined(),
  freightPaise: paise(),
  codPaise: paise(),
  gstPaise: paise(),
  totalPaise: paise(),
});

/** One end of a booking: who and where, with the directory's district and state. */
const endSchema = placeSchema.shape({ name: string().defined(), mobile: string().defined(), address: string().defined() });

export const shipmentSummarySchema = object({
  id: uuid(),
  kind: mixed<'order' | 'return'>().oneOf(['order', 'return']).defined(),
  trackingNumber: string().defined(),
  pickup: endSchema.defined(),
  delivery: endSchema.defined(),
  contents: string().defined(),
  paymentMode: mixed<'prepaid' | 'cod'>().oneOf(['prepaid', 'cod']).defined(),
  zone: zoneSchema,
  zoneLabel: string().defined(),
  quote: quoteSchema.defined(),
  status: shipmentStatusSchema,
  statusLabel: string().defined(),
  /** Whether the shop may still cancel it (not picked up yet). */
  cancellable: boolean().defined(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});

/** One step of a shipment's tracking timeline. */
export const trackingEventSchema = object({
  status: shipmentStatusSchema,
  label: string().defined(),
  location: string().nullable().defined(),
  note: string().nullable().defined(),
  /** Your shop, the courier desk or LoanSetu. */
  by: string().defined(),
  at: isoDateTime(),
});

export const trackedShipmentSchema = shipmentSummarySchema.shape({ timeline: array(trackingEventSchema.defined()).defined() });

// ---------------------------------------------------------------------------------------------
// Samples: the demo shop in Pune (411030) sends a parcel to a customer in Mumbai (400001).

const PUNE = { pinCode: '411030', district: 'Pune', state: 'Maharashtra' };
const MUMBAI = { pinCode: '400001', district: 'Mumbai', state: 'Maharashtra' };
const PARCEL = { pickupPin: '411030', deliveryPin: '400001', weightKg: 1.2, lengthCm: 30, breadthCm: 20, heightCm: 10, paymentMode: 'prepaid' as const };
const QUOTE = quoteFor('regional', PARCEL);
const BOOKING = {
  kind: 'order',
  ...PARCEL,
  pickup: { name: 'Ganesh Patil', mobile: '9876500002', address: 'Shop 4, Laxmi Road, Sadashiv Peth' },
  delivery: { name: 'Priya Shah', mobile: '9820012345', address: '21, Perin Nariman Street, Fort' },
  contents: 'Mobile phone accessories',
};
const BOOKED = {
  id: '3f6c2a1e-8b4d-4c7a-9e21-5d0b7a6c4e19',
  kind: 'order' as const,
  trackingNumber: 'LS0042731958',
  pickup: { ...BOOKING.pickup, ...PUNE },
  delivery: { ...BOOKING.delivery, ...MUMBAI },
  contents: BOOKING.contents,
  paymentMode: 'prepaid' as const,
  zone: 'regional' as const,
  zoneLabel: ZONE_LABELS.regional,
  quote: QUOTE,
  status: 'booked' as const,
  statusLabel: SHIPMENT_STATUS_LABELS.booked,
  cancellable: true,
  createdAt: '2026-11-24T09:30:00.000Z',
  updatedAt: '2026-11-24T09:30:00.000Z',
};
const BOOKED_EVENT = { status: 'booked' as const, label: 'Booked', location: null, note: null, by: 'Your shop', at: '2026-11-24T09:30:00.000Z' };
/** The demo shop's wallet (₹2,501) less the booking. */
const BALANCE_AFTER = 250_100 - QUOTE.totalPaise;

export const pincodeZone = defineContract({
  operationId: 'getPincodeZone',
  method: 'GET',
  path: '/logistics/pincode-zone',
  summary: 'The zone of a pickup and delivery PIN pair, from the directory’s state and district',
  tag: 'logistics',
  callers: ['vendor'],
  query: pinPairSchema,
  response: dataResponse(zoneAnswerSchema),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'Pune to Mumbai: same state',
      request: { query: { pickupPin: '411030', deliveryPin: '400001' } },
      response: { success: true, message: 'Zone found', data: { pickup: PUNE, delivery: MUMBAI, zone: 'regional', zoneLabel: ZONE_LABELS.regional } },
    },
  ],
});

export const shipmentRate = defineContract({
  operationId: 'quoteShipment',
  method: 'POST',
  path: '/logistics/rate',
  summary: 'A quote: chargeable weight (the larger of actual and L×B×H/5000), zone, freight by the rate card, COD charge, GST',
  tag: 'logistics',
  callers: ['vendor'],
  body: parcelSchema,
  response: dataResponse(zoneAnswerSchema.shape({ quote: quoteSchema.defined() })),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'A 1.2 kg box, billed by volume',
      request: { body: PARCEL },
      response: {
        success: true,
        message: 'Quote ready',
        data: { pickup: PUNE, delivery: MUMBAI, zone: 'regional', zoneLabel: ZONE_LABELS.regional, quote: QUOTE },
      },
    },
  ],
});

export const bookShipment = defineContract({
  operationId: 'bookShipment',
  method: 'POST',
  path: '/logistics/orders',
  summary:
    'Book a shipment (`kind`: order) or a return pickup (`kind`: return) for the shop, priced by the rate card and paid from its wallet: the quote total (freight, COD charge for cash on delivery, GST) is debited in the booking’s transaction; 402 and nothing booked when the balance is too low. Cancelling before pickup refunds it once.',
  tag: 'logistics',
  callers: ['vendor'],
  body: shipmentSchema,
  response: dataResponse(trackedShipmentSchema.shape({ chargedPaise: paise(), balance: paise() })),
  status: 201,
  errors: [400, 401, 402, 403],
  samples: [
    {
      name: 'A prepaid parcel to Mumbai',
      request: { body: BOOKING },
      response: {
        success: true,
        message: 'Shipment booked',
        data: { ...BOOKED, timeline: [BOOKED_EVENT], chargedPaise: QUOTE.totalPaise, balance: BALANCE_AFTER },
      },
    },
  ],
});

export const shopShipments = defineContract({
  operationId: 'listShipments',
  method: 'GET',
  path: '/logistics/orders',
  summary: "The shop's shipments and return pickups, newest first",
  tag: 'logistics',
  callers: ['vendor'],
  response: dataResponse(object({ items: array(shipmentSummarySchema.defined()).defined() })),
  errors: [401, 403],
  samples: [{ name: 'One booking', response: { success: true, message: 'Shipments fetched successfully', data: { items: [BOOKED] } } }],
});

const idParams = object({ id: string().defined() });

export const shopShipment = defineContract({
  operationId: 'getShipment',
  method: 'GET',
  path: '/logistics/orders/:id',
  summary: "One of the shop's shipments with its tracking timeline (another shop's: 404)",
  tag: 'logistics',
  callers: ['vendor'],
  params: idParams,
  response: dataResponse(trackedShipmentSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'Just booked',
      request: { params: { id: BOOKED.id } },
      response: { success: true, message: 'Shipment fetched successfully', data: { ...BOOKED, timeline: [BOOKED_EVENT] } },
    },
  ],
});

export const cancelShipment = defineContract({
  operationId: 'cancelShipment',
  method: 'POST',
  path: '/logistics/orders/:id/cancel',
  summary: 'Cancel a shipment or return pickup the courier has not picked up yet (409 after pickup; another shop’s: 404); the charge comes back once',
  tag: 'logistics',
  callers: ['vendor'],
  params: idParams,
  response: dataResponse(trackedShipmentSchema.shape({ refundedPaise: paise(), balance: paise() })),
  errors: [401, 403, 404, 409],
  samples: [
    {
      name: 'Cancelled before pickup',
      request: { params: { id: BOOKED.id } },
      response: {
        success: true,
        message: `Shipment ${BOOKED.trackingNumber} cancelled. ₹155.76 is back in your wallet`,
        data: {
          ...BOOKED,
          status: 'cancelled',
          statusLabel: SHIPMENT_STATUS_LABELS.cancelled,
          cancellable: false,
          updatedAt: '2026-11-24T10:00:00.000Z',
          timeline: [
            BOOKED_EVENT,
            {
              status: 'cancelled',
              label: 'Cancelled',
              location: null,
              note: 'Cancelled by the shop before pickup',
              by: 'Your shop',
              at: '2026-11-24T10:00:00.000Z',
            },
          ],
          refundedPaise: QUOTE.totalPaise,
          balance: 250_100,
        },
      },
    },
  ],
});

export const recordShipmentUpdate = defineContract({
  operationId: 'recordShipmentUpdate',
  method: 'POST',
  path: '/logistics/staff/shipments/:trackingNumber/status',
  summary:
    "A courier update by tracking number (staff: the logistics desk or an operations admin; telecallers no longer): the shipment's next status, where, and a note, as SHIPMENT_TRANSITIONS allows; a move the lifecycle does not allow answers 409 and changes nothing. The shop is notified and the move audited.",
  tag: 'logistics',
  callers: ['admin'],
  staffRoles: ['logistics_desk', 'ops_admin'],
  params: object({ trackingNumber: string().defined() }),
  body: shipmentUpdateSchema,
  response: dataResponse(trackedShipmentSchema).concat(messageCodeFields(['shipment.status-changed'])),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Picked up at the shop',
      request: { params: { trackingNumber: BOOKED.trackingNumber }, body: { status: 'picked_up', location: 'Pune hub', note: '' } },
      response: {
        success: true,
        message: `Shipment ${BOOKED.trackingNumber} is now picked up`,
        messageCode: 'shipment.status-changed',
        messageParams: { tracking: BOOKED.trackingNumber, status: 'picked_up' },
        data: {
          ...BOOKED,
          status: 'picked_up',
          statusLabel: SHIPMENT_STATUS_LABELS.picked_up,
          cancellable: false,
          updatedAt: '2026-11-24T15:00:00.000Z',
          timeline: [
            BOOKED_EVENT,
            { status: 'picked_up', label: 'Picked up', location: 'Pune hub', note: null, by: 'Courier desk', at: '2026-11-24T15:00:00.000Z' },
          ],
        },
      },
    },
  ],
});

/** The samples other contracts build on (the logistics desk's). */
export { BOOKED as SAMPLE_SHIPMENT, BOOKED_EVENT as SAMPLE_BOOKED_EVENT };

export const LOGISTICS_CONTRACTS = [pincodeZone, shipmentRate, bookShipment, shopShipments, shopShipment, cancelShipment, recordShipmentUpdate] as const;
