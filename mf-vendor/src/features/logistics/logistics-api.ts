import { apiClient } from '@platform/shared/api';
import type { Quote, ShipmentStatus, Zone } from '@platform/shared/schemas';

export interface Place {
  pinCode: string;
  district: string;
  state: string;
}
export interface ZoneAnswer {
  pickup: Place;
  delivery: Place;
  zone: Zone;
  zoneLabel: string;
}
export interface Shipment {
  id: string;
  kind: 'order' | 'return';
  trackingNumber: string;
  pickup: Place & { name: string };
  delivery: Place & { name: string };
  contents: string;
  paymentMode: 'prepaid' | 'cod';
  zoneLabel: string;
  quote: Quote;
  status: ShipmentStatus;
  statusLabel: string;
  /** The shop may still cancel it (not picked up yet). */
  cancellable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One step of a shipment's tracking timeline. */
export interface TrackingEvent {
  status: ShipmentStatus;
  label: string;
  location: string | null;
  note: string | null;
  by: string;
  at: string;
}
export type TrackedShipment = Shipment & { timeline: TrackingEvent[] };

export const logisticsKeys = {
  shipments: ['vendor', 'shipments'] as const,
  shipment: (id: string) => ['vendor', 'shipments', id] as const,
};

export async function fetchZone(pickupPin: string, deliveryPin: string): Promise<ZoneAnswer> {
  const { data } = await apiClient.get<{ data: ZoneAnswer }>(`/logistics/pincode-zone?${new URLSearchParams({ pickupPin, deliveryPin })}`);
  return data.data;
}

export async function fetchQuote(parcel: Record<string, unknown>): Promise<ZoneAnswer & { quote: Quote }> {
  const { data } = await apiClient.post<{ data: ZoneAnswer & { quote: Quote } }>('/logistics/rate', parcel);
  return data.data;
}

/** Books and pays from the wallet; a 402 (balance too low) is shown by the API client as the API words it. */
export async function bookShipment(shipment: Record<string, unknown>) {
  const { data } = await apiClient.post<{ message: string; data: Shipment & { chargedPaise: number; balance: number } }>('/logistics/orders', shipment);
  return data;
}

export async function fetchShipments(): Promise<Shipment[]> {
  const { data } = await apiClient.get<{ data: { items: Shipment[] } }>('/logistics/orders');
  return data.data.items;
}

export async function fetchShipment(id: string): Promise<TrackedShipment> {
  const { data } = await apiClient.get<{ data: TrackedShipment }>(`/logistics/orders/${encodeURIComponent(id)}`);
  return data.data;
}

export async function cancelShipment(id: string) {
  const { data } = await apiClient.post<{ message: string; data: TrackedShipment }>(`/logistics/orders/${encodeURIComponent(id)}/cancel`, {});
  return data;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
export const inRupees = (paise: number) => rupees.format(paise / 100);
