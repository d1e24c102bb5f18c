// Worked cases of the rate card (logistics.ts), done by hand: the unit tests check quoteFor against
// them and the end-to-end suite checks the rate calculator page shows the same figures.
import type { ParcelInput, Zone } from './logistics';

/** Worked cases (rupees): chargeable weight, freight, COD charge, GST 18%, total. */
export const WORKED_CASES: { name: string; zone: Zone; parcel: ParcelInput; chargeableKg: number; freight: number; cod: number; gst: number; total: number }[] =
  [
    {
      name: 'a light box across town',
      zone: 'local',
      parcel: { weightKg: 0.4, lengthCm: 10, breadthCm: 10, heightCm: 10, paymentMode: 'prepaid' },
      chargeableKg: 0.5,
      freight: 40,
      cod: 0,
      gst: 7.2,
      total: 47.2,
    },
    {
      name: 'exactly one slab within the state',
      zone: 'regional',
      parcel: { weightKg: 0.5, lengthCm: 20, breadthCm: 10, heightCm: 5, paymentMode: 'prepaid' },
      chargeableKg: 0.5,
      freight: 48,
      cod: 0,
      gst: 8.64,
      total: 56.64,
    },
    {
      name: 'COD at the ₹35 minimum',
      zone: 'rest',
      parcel: { weightKg: 1.2, lengthCm: 30, breadthCm: 20, heightCm: 10, paymentMode: 'cod', codAmount: 1500 },
      chargeableKg: 1.5,
      freight: 200,
      cod: 35,
      gst: 42.3,
      total: 277.3,
    },
    {
      name: 'a bulky, light carton billed by volume',
      zone: 'metro',
      parcel: { weightKg: 1, lengthCm: 40, breadthCm: 30, heightCm: 20, paymentMode: 'prepaid' },
      chargeableKg: 5,
      freight: 555,
      cod: 0,
      gst: 99.9,
      total: 654.9,
    },
    {
      name: 'COD at 2% to a special zone',
      zone: 'special',
      parcel: { weightKg: 2.5, lengthCm: 10, breadthCm: 10, heightCm: 10, paymentMode: 'cod', codAmount: 5000 },
      chargeableKg: 2.5,
      freight: 430,
      cod: 100,
      gst: 95.4,
      total: 625.4,
    },
  ];
