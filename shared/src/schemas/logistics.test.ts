import { describe, expect, it } from 'vitest';
import { parcelSchema, quoteFor, zoneOf, type Zone } from './logistics';
import { WORKED_CASES } from './logistics-worked-cases';

// Places as the India Post directory names them (api/src/pincode/directory.ts).
const PLACES = {
  '400001': { state: 'Maharashtra', district: 'Mumbai' },
  '400070': { state: 'Maharashtra', district: 'Mumbai Suburban' },
  '110001': { state: 'Delhi', district: 'New Delhi' },
  '110092': { state: 'Delhi', district: 'East' },
  '411030': { state: 'Maharashtra', district: 'Pune' },
  '411001': { state: 'Maharashtra', district: 'Pune' },
  '413001': { state: 'Maharashtra', district: 'Solapur' },
  '560001': { state: 'Karnataka', district: 'Bengaluru Urban' },
  '190001': { state: 'Jammu And Kashmir', district: 'Srinagar' },
  '781001': { state: 'Assam', district: 'Kamrup Metro' },
  '744101': { state: 'Andaman And Nicobar Islands', district: 'South Andamans' },
  '600001': { state: 'Tamil Nadu', district: 'Chennai' },
} as const;
type Pin = keyof typeof PLACES;

describe('zone of a PIN pair', () => {
  it.each<[Pin, Pin, Zone]>([
    ['400001', '400070', 'local'], // Mumbai and Mumbai Suburban are one city
    ['110001', '110092', 'local'], // every Delhi district is Delhi
    ['411030', '411001', 'local'],
    ['411030', '413001', 'regional'],
    ['400001', '560001', 'metro'],
    ['411030', '560001', 'rest'],
    ['190001', '110001', 'special'],
    ['781001', '781001', 'local'], // within one city even in a special zone
    ['600001', '744101', 'special'],
  ])('%s → %s is %s', (from, to, zone) => {
    expect(zoneOf(PLACES[from], PLACES[to])).toBe(zone);
    expect(zoneOf(PLACES[to], PLACES[from])).toBe(zone);
  });
});

describe('rate calculator', () => {
  it.each(WORKED_CASES)('$name', ({ zone, parcel, chargeableKg, freight, cod, gst, total }) => {
    const quote = quoteFor(zone, parcel);
    expect(quote.chargeableKg).toBe(chargeableKg);
    expect(quote.freightPaise).toBe(Math.round(freight * 100));
    expect(quote.codPaise).toBe(Math.round(cod * 100));
    expect(quote.gstPaise).toBe(Math.round(gst * 100));
    expect(quote.totalPaise).toBe(Math.round(total * 100));
  });

  it('asks for the amount to collect only for cash on delivery', async () => {
    const base = { pickupPin: '411030', deliveryPin: '560001', weightKg: '1', lengthCm: '10', breadthCm: '10', heightCm: '10' };
    await expect(parcelSchema.validate({ ...base, paymentMode: 'cod' }, { abortEarly: false })).rejects.toThrow(
      'Amount to collect is required for cash on delivery',
    );
    await expect(parcelSchema.validate({ ...base, paymentMode: 'prepaid' })).resolves.toMatchObject({ weightKg: 1 });
    await expect(parcelSchema.validate({ ...base, weightKg: '0', paymentMode: 'prepaid' })).rejects.toThrow('Weight (kg) must be more than 0');
  });
});
