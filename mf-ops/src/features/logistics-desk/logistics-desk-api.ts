// The logistics desk's requests, each through its endpoint's contract (@platform/shared/contracts
// logistics-desk.ts), typed by it.
import { deskShipment, listDeskShipments, moveDeskShipments, type BodyOf, type QueryOf, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type ShipmentPage = ResponseOf<typeof listDeskShipments>['data'];
export type DeskShipmentRow = ShipmentPage['items'][number];
export type DeskShipment = ResponseOf<typeof deskShipment>['data'];
export type ShipmentFilters = QueryOf<typeof listDeskShipments>;
export type MoveRequest = BodyOf<typeof moveDeskShipments>;
export type MoveResult = ResponseOf<typeof moveDeskShipments>;

/** Every request of this feature is cached under this key, so a move refreshes lists and details at once. */
export const DESK_KEY = 'ops-shipments';

export const fetchShipments = async (filters: Partial<ShipmentFilters>): Promise<ShipmentPage> =>
  (await callContract(listDeskShipments, { query: filters as ShipmentFilters })).data;

export const fetchShipment = async (id: string): Promise<DeskShipment> => (await callContract(deskShipment, { params: { id } })).data;

export const moveShipments = (body: MoveRequest): Promise<MoveResult> => callContract(moveDeskShipments, { body });
