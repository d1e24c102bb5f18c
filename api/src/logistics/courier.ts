// The courier behind a shipment (issue 30): booking gives a tracking number, tracking reports the
// courier's own status updates. A courier company's API plugs in behind this interface, chosen by
// COURIER (api/src/config/env.ts) as the SMS gateway is chosen by SMS_GATEWAY_URL. The default is
// the platform's own logistics desk: it numbers the parcels itself (LS + 10 digits) and nothing
// reports moves on its own, because the desk records every move by hand (api/src/logistics/desk.ts).
import { randomInt } from 'node:crypto';
import type { ShipmentStatus } from '@platform/shared/schemas';

/** What a booking tells the courier. */
export interface CourierBooking {
  id: string;
  kind: 'order' | 'return';
  pickupPin: string;
  deliveryPin: string;
  weightKg: number;
  paymentMode: 'prepaid' | 'cod';
}

/** A move the courier reports, to be applied through the shared lifecycle like the desk's. */
export interface CourierUpdate {
  status: ShipmentStatus;
  location: string;
  note: string;
  at: Date;
}

export interface CourierAdapter {
  /** The name staff see on a shipment ("who carries it"). */
  readonly label: string;
  /** Registers the parcel with the courier; answers the tracking number the shop and customer use. */
  book(booking: CourierBooking): Promise<{ trackingNumber: string }>;
  /** The courier's updates for a parcel since `since`, oldest first. */
  track(trackingNumber: string, since: Date): Promise<CourierUpdate[]>;
}

export const COURIERS = ['local'] as const;
export type CourierName = (typeof COURIERS)[number];

/** LS + 10 digits: short enough to read out on the phone. */
const localTrackingNumber = () => `LS${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`;

/** The platform's own desk: it numbers parcels and records their moves itself. */
export const localCourier: CourierAdapter = {
  label: 'LoanSetu logistics desk',
  book: async () => ({ trackingNumber: localTrackingNumber() }),
  // The desk's moves are written as they are made; there is no outside source to read.
  track: async () => [],
};

export function courierNamed(name: CourierName): CourierAdapter {
  switch (name) {
    case 'local':
      return localCourier;
  }
}
