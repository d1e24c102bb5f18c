// Logistics tools of the vendor area (docs/decisions/021-logistics-zones-and-rate-card.md): the
// zone of a pickup and delivery PIN pair (from the India Post directory's state and district), the
// rate card kept as data, the chargeable weight and the quote (freight, COD charge, GST) the rate
// calculator shows and a booking stores. Pure functions, so the API quotes and the unit tests check
// the very same arithmetic.
import { number, object, string, type InferType } from 'yup';
import { pincodeSchema } from './fields';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';

const p = VALIDATION_TEXTS.parcels;
const tooLong = (max: number) => fillTemplate(VALIDATION_TEXTS.text.tooLong, { max });

export interface PinPlace {
  state: string;
  district: string;
}

export const ZONES = ['local', 'regional', 'metro', 'rest', 'special'] as const;
export type Zone = (typeof ZONES)[number];
export const ZONE_LABELS: Record<Zone, string> = {
  local: 'Same city',
  regional: 'Same state',
  metro: 'Metro to metro',
  rest: 'Rest of India',
  special: 'Special zone (North-East, Jammu & Kashmir, Ladakh, islands)',
};

/** The six metro cities by the directory's state and districts (Delhi: every district of the state). */
const METROS: { city: string; state: string; districts?: readonly string[] }[] = [
  { city: 'Delhi', state: 'Delhi' },
  { city: 'Mumbai', state: 'Maharashtra', districts: ['Mumbai', 'Mumbai Suburban'] },
  { city: 'Kolkata', state: 'West Bengal', districts: ['Kolkata'] },
  { city: 'Chennai', state: 'Tamil Nadu', districts: ['Chennai'] },
  { city: 'Bengaluru', state: 'Karnataka', districts: ['Bengaluru Urban', 'Bangalore', 'Bangalore Urban'] },
  { city: 'Hyderabad', state: 'Telangana', districts: ['Hyderabad'] },
];

/** States couriers serve at a surcharge: the North-East, Jammu & Kashmir, Ladakh and the islands. */
export const SPECIAL_ZONE_STATES = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu And Kashmir',
  'Ladakh',
  'Andaman And Nicobar Islands',
  'Lakshadweep',
];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const metroOf = (place: PinPlace) => METROS.find((m) => same(m.state, place.state) && (!m.districts || m.districts.some((d) => same(d, place.district))));
const isSpecial = (place: PinPlace) => SPECIAL_ZONE_STATES.some((state) => same(state, place.state));

/** Same city first (a metro counts as one city), then special zones, same state, metro to metro, the rest. */
export function zoneOf(from: PinPlace, to: PinPlace): Zone {
  const fromMetro = metroOf(from);
  const toMetro = metroOf(to);
  const sameCity = same(from.state, to.state) && (fromMetro || toMetro ? fromMetro === toMetro : same(from.district, to.district));
  if (sameCity) return 'local';
  if (isSpecial(from) || isSpecial(to)) return 'special';
  if (same(from.state, to.state)) return 'regional';
  if (fromMetro && toMetro) return 'metro';
  return 'rest';
}

/** Rupees for the first 500 g and for each further 500 g, by zone (surface express). */
export const RATE_CARD: Readonly<Record<Zone, { first: number; additional: number }>> = {
  local: { first: 40, additional: 35 },
  regional: { first: 48, additional: 42 },
  metro: { first: 60, additional: 55 },
  rest: { first: 70, additional: 65 },
  special: { first: 90, additional: 85 },
};
/** Cash on delivery: the larger of ₹35 and 2% of the amount to collect. */
export const COD_MINIMUM = 35;
export const COD_BASIS_POINTS = 200;
export const LOGISTICS_GST_BASIS_POINTS = 1800;
/** Courier volumetric divisor: L × B × H in cm over 5000 gives kilograms. */
export const VOLUMETRIC_DIVISOR = 5000;
export const SLAB_KG = 0.5;

export interface ParcelInput {
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  paymentMode: 'prepaid' | 'cod';
  codAmount?: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

export function quoteFor(zone: Zone, parcel: ParcelInput) {
  const volumetricKg = (parcel.lengthCm * parcel.breadthCm * parcel.heightCm) / VOLUMETRIC_DIVISOR;
  const chargeableKg = Math.max(parcel.weightKg, volumetricKg);
  // Whole 500 g slabs, a fraction counting as a slab (with a little slack for float error).
  const slabs = Math.max(1, Math.ceil(chargeableKg / SLAB_KG - 1e-9));
  const rate = RATE_CARD[zone];
  const freightPaise = paise(rate.first + (slabs - 1) * rate.additional);
  const codPaise = parcel.paymentMode === 'cod' ? Math.max(paise(COD_MINIMUM), Math.round((paise(parcel.codAmount ?? 0) * COD_BASIS_POINTS) / 10_000)) : 0;
  const gstPaise = Math.round(((freightPaise + codPaise) * LOGISTICS_GST_BASIS_POINTS) / 10_000);
  return {
    zone,
    zoneLabel: ZONE_LABELS[zone],
    volumetricKg: Math.round(volumetricKg * 1000) / 1000,
    chargeableKg: slabs * SLAB_KG,
    slabs,
    freightPaise,
    codPaise,
    gstPaise,
    totalPaise: freightPaise + codPaise + gstPaise,
  };
}
export type Quote = ReturnType<typeof quoteFor>;

// ---------------------------------------------------------------------------------------------
// Forms (rate calculator, booking, PIN pair)

const measure = (label: string, max: number) =>
  number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(fillTemplate(VALIDATION_TEXTS.named.notANumber, { lowerLabel: label.toLowerCase() }))
    .required(fillTemplate(VALIDATION_TEXTS.named.required, { label }))
    .moreThan(0, fillTemplate(VALIDATION_TEXTS.named.moreThanZero, { label }))
    .max(max, fillTemplate(VALIDATION_TEXTS.named.max, { label, max }));

export const pinPairSchema = object({
  pickupPin: pincodeSchema,
  deliveryPin: pincodeSchema,
});

export const parcelSchema = pinPairSchema.shape({
  weightKg: measure('Weight (kg)', 50),
  lengthCm: measure('Length (cm)', 200),
  breadthCm: measure('Breadth (cm)', 200),
  heightCm: measure('Height (cm)', 200),
  paymentMode: string().required(p.paymentMode).oneOf(['prepaid', 'cod'], p.paymentMode),
  codAmount: number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(p.codNotANumber)
    .when('paymentMode', {
      is: 'cod',
      then: (s) => s.required(p.codRequired).min(1, p.codMin).max(50_000, p.codMax),
      otherwise: (s) => s.optional().strip(),
    }),
});
export type ParcelForm = InferType<typeof parcelSchema>;

const person = (who: 'sender' | 'receiver') => ({
  name: string().trim().required(p[`${who}Name`]).max(100, tooLong(100)),
  mobile: string()
    .trim()
    .required(p[`${who}Mobile`])
    .matches(/^[6-9]\d{9}$/, p.mobileShape),
  address: string().trim().required(p[`${who}Address`]).max(300, tooLong(300)),
});

/** A booking (add-order) or a return pickup (add-return): the parcel plus both ends. */
export const shipmentSchema = parcelSchema.shape({
  kind: string().required().oneOf(['order', 'return'], 'kind must be order or return'),
  pickup: object(person('sender')),
  delivery: object(person('receiver')),
  contents: string().trim().required(p.contentsRequired).max(200, tooLong(200)),
});
export type ShipmentInput = InferType<typeof shipmentSchema>;

// ---------------------------------------------------------------------------------------------
// Where a shipment stands (docs/decisions/022-returning-customer-documents-and-shipment-status.md)

export const SHIPMENT_STATUSES = ['booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled', 'returned_to_origin'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_LABELS: Readonly<Record<ShipmentStatus, string>> = {
  booked: 'Booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned_to_origin: 'Returned to origin',
};

/**
 * The moves a courier or our staff may make from each status. A failed delivery attempt goes back
 * to in transit (the next attempt goes out again); a parcel that cannot be delivered goes back to
 * the sender (returned to origin). Delivered, cancelled and returned to origin are final.
 */
export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  booked: ['picked_up', 'cancelled'],
  picked_up: ['in_transit', 'returned_to_origin'],
  in_transit: ['out_for_delivery', 'returned_to_origin'],
  out_for_delivery: ['delivered', 'in_transit', 'returned_to_origin'],
  delivered: [],
  cancelled: [],
  returned_to_origin: [],
};

/** The shop may cancel only what the courier has not collected yet. */
export const SHOP_CANCELLABLE: readonly ShipmentStatus[] = ['booked'];

export const isShipmentStatus = (value: unknown): value is ShipmentStatus =>
  typeof value === 'string' && (SHIPMENT_STATUSES as readonly string[]).includes(value);
export const canMoveShipment = (from: ShipmentStatus, to: ShipmentStatus) => SHIPMENT_TRANSITIONS[from].includes(to);

/** A courier's or our staff's update (POST /logistics/staff/shipments/:trackingNumber/status). */
export const shipmentUpdateSchema = object({
  status: string()
    .required(p.statusRequired)
    .oneOf([...SHIPMENT_STATUSES], p.statusFromList),
  location: string()
    .trim()
    .max(120, fillTemplate(p.locationTooLong, { max: 120 }))
    .default(''),
  note: string()
    .trim()
    .max(300, fillTemplate(p.noteTooLong, { max: 300 }))
    .default(''),
});
export type ShipmentUpdateInput = InferType<typeof shipmentUpdateSchema>;

/** Final statuses: nothing moves after them. */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = SHIPMENT_STATUSES.filter((status) => SHIPMENT_TRANSITIONS[status].length === 0);

/**
 * An open shipment with no move for this long is past due on the logistics desk: a courier
 * normally collects within a day and moves a parcel every day or two, so two days of silence
 * means someone should chase it.
 */
export const SHIPMENT_STALL_HOURS = 48;
