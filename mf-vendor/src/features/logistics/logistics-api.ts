// The logistics calls (docs/decisions/021 and 022), through their contracts
// (@platform/shared/contracts, logistics.ts): types come from the contracts' answers.
import {
  bookShipment as bookShipmentContract,
  cancelShipment as cancelShipmentContract,
  pincodeZone,
  shipmentRate,
  shopShipment,
  shopShipments,
  type BodyOf,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type ZoneAnswer = ResponseOf<typeof pincodeZone>['data'];
export type Shipment = ResponseOf<typeof shopShipments>['data']['items'][number];
export type TrackedShipment = ResponseOf<typeof shopShipment>['data'];

export const logisticsKeys = {
  shipments: ['vendor', 'shipments'] as const,
  shipment: (id: string) => ['vendor', 'shipments', id] as const,
};

export async function fetchZone(pickupPin: string, deliveryPin: string): Promise<ZoneAnswer> {
  return (await callContract(pincodeZone, { query: { pickupPin, deliveryPin } })).data;
}

// The form values below were validated by the form with the contract's own body schema.

export async function fetchQuote(parcel: Record<string, unknown>) {
  return (await callContract(shipmentRate, { body: parcel as BodyOf<typeof shipmentRate> })).data;
}

/** Books and pays from the wallet; a 402 (balance too low) is shown by the API client as the API words it. */
export const bookShipment = (shipment: Record<string, unknown>) =>
  callContract(bookShipmentContract, { body: shipment as BodyOf<typeof bookShipmentContract> });

export async function fetchShipments(): Promise<Shipment[]> {
  return (await callContract(shopShipments)).data.items;
}

export async function fetchShipment(id: string): Promise<TrackedShipment> {
  return (await callContract(shopShipment, { params: { id } })).data;
}

export const cancelShipment = (id: string) => callContract(cancelShipmentContract, { params: { id } });

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
export const inRupees = (paise: number) => rupees.format(paise / 100);
