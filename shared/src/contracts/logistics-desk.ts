// The logistics desk of the operations console (issue 30): every shop's shipments by status,
// oldest first and paged, one shipment with its timeline, and moving one or many along the shared
// lifecycle (SHIPMENT_TRANSITIONS). Staff only: the logistics desk and operations admins.
// Handlers: api/src/logistics/desk.ts (queries in api/src/logistics/desk-queries.ts).
import { array, mixed, number, object, string } from 'yup';
import { SHIPMENT_STATUSES, SHIPMENT_STATUS_LABELS, shipmentUpdateSchema, type ShipmentStatus } from '../schemas/logistics';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, messageCodeFields, UUID_PATTERN, uuid } from './envelope';
import { SAMPLE_BOOKED_EVENT, SAMPLE_SHIPMENT, trackedShipmentSchema } from './logistics';
import { pageInfoSchema, pageQuerySchema } from './ops-paging';

const messages = VALIDATION_TEXTS.logisticsDesk;
const common = VALIDATION_TEXTS.common;

const shipmentStatus = () =>
  mixed<ShipmentStatus>()
    .oneOf([...SHIPMENT_STATUSES])
    .defined();

/** Which shipments a list shows: the open ones (not final), all, or one status. */
export const DESK_STATUS_FILTERS = ['open', 'all', ...SHIPMENT_STATUSES] as const;
export type DeskStatusFilter = (typeof DESK_STATUS_FILTERS)[number];

const dayFilter = (label: 'bookedFrom' | 'bookedTo') =>
  string()
    .trim()
    .default('')
    .test(
      'day',
      fillTemplate(messages.bookedDay, { label: VALIDATION_TEXTS.labels[label] }),
      (value) => !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
    );

export const deskShipmentsQuerySchema = pageQuerySchema.shape({
  status: string()
    .default('open')
    .oneOf([...DESK_STATUS_FILTERS], messages.statusFilter),
  /** Part of the shop's name or its code. */
  shop: string()
    .trim()
    .max(100, fillTemplate(common.shopTooLong, { max: 100 }))
    .default(''),
  /** Booked on or after / on or before these days (India time). */
  bookedFrom: dayFilter('bookedFrom'),
  bookedTo: dayFilter('bookedTo'),
});

const shopSchema = object({ id: uuid(), name: string().defined(), code: string().nullable().defined() });
const placeSchema = object({ pinCode: string().defined(), district: string().defined() });

/** A shipment as the desk's list shows it. */
export const deskShipmentRowSchema = object({
  id: uuid(),
  trackingNumber: string().defined(),
  kind: mixed<'order' | 'return'>().oneOf(['order', 'return']).defined(),
  status: shipmentStatus(),
  statusLabel: string().defined(),
  shop: shopSchema.defined(),
  pickup: placeSchema.defined(),
  delivery: placeSchema.defined(),
  paymentMode: mixed<'prepaid' | 'cod'>().oneOf(['prepaid', 'cod']).defined(),
  createdAt: isoDateTime(),
  /** When it last moved. */
  updatedAt: isoDateTime(),
  /** Open and not moved for SHIPMENT_STALL_HOURS: someone should chase the courier. */
  stalled: mixed<boolean>().oneOf([true, false]).defined(),
});

const countsSchema = object(Object.fromEntries(SHIPMENT_STATUSES.map((status) => [status, number().integer().defined()]))).defined();

const nextStatusesSchema = array(object({ status: shipmentStatus(), label: string().defined() }).defined()).defined();

const SHOP = { id: '5b1d8e2a-7c3f-4a9e-b6d2-0e4f8a1c3b57', name: 'Shree Ganesh Mobile', code: 'LSDEMO1' };
const ROW = {
  id: SAMPLE_SHIPMENT.id,
  trackingNumber: SAMPLE_SHIPMENT.trackingNumber,
  kind: SAMPLE_SHIPMENT.kind,
  status: SAMPLE_SHIPMENT.status,
  statusLabel: SAMPLE_SHIPMENT.statusLabel,
  shop: SHOP,
  pickup: { pinCode: '411030', district: 'Pune' },
  delivery: { pinCode: '400001', district: 'Mumbai' },
  paymentMode: SAMPLE_SHIPMENT.paymentMode,
  createdAt: SAMPLE_SHIPMENT.createdAt,
  updatedAt: SAMPLE_SHIPMENT.updatedAt,
  stalled: false,
};
const COUNTS = { booked: 1, picked_up: 0, in_transit: 0, out_for_delivery: 0, delivered: 0, cancelled: 0, returned_to_origin: 0 };

export const listDeskShipments = defineContract({
  operationId: 'listDeskShipments',
  method: 'GET',
  path: '/logistics/desk/shipments',
  summary:
    "Every shop's shipments for the logistics desk, oldest first and paged, filtered by status (open unless asked), shop and booking day, with counts per status under the other filters",
  tag: 'logistics',
  callers: ['admin'],
  staffRoles: ['logistics_desk', 'ops_admin'],
  query: deskShipmentsQuerySchema,
  response: dataResponse(
    pageInfoSchema.shape({ items: array(deskShipmentRowSchema.defined()).defined(), counts: countsSchema, stalled: number().integer().defined() }),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'One open shipment',
      request: { query: { status: 'open' } },
      response: {
        success: true,
        message: 'Shipments fetched successfully',
        data: { items: [ROW], counts: COUNTS, stalled: 0, page: 1, pageSize: 25, total: 1 },
      },
    },
  ],
});

const idParams = object({ id: string().defined() });

export const deskShipmentSchema = trackedShipmentSchema.shape({
  shop: shopSchema.shape({ mobile: string().defined() }).defined(),
  nextStatuses: nextStatusesSchema,
  /** Who carries it: the courier adapter's name (the platform's own desk by default). */
  courier: string().defined(),
  stalled: mixed<boolean>().oneOf([true, false]).defined(),
});

const DETAIL = {
  ...SAMPLE_SHIPMENT,
  timeline: [SAMPLE_BOOKED_EVENT],
  shop: { ...SHOP, mobile: '9876500002' },
  nextStatuses: [
    { status: 'picked_up' as const, label: SHIPMENT_STATUS_LABELS.picked_up },
    { status: 'cancelled' as const, label: SHIPMENT_STATUS_LABELS.cancelled },
  ],
  courier: 'LoanSetu logistics desk',
  stalled: false,
};

export const deskShipment = defineContract({
  operationId: 'getDeskShipment',
  method: 'GET',
  path: '/logistics/desk/shipments/:id',
  summary: 'One shipment for the logistics desk: both ends, the shop, the tracking timeline and the moves the lifecycle allows from where it stands',
  tag: 'logistics',
  callers: ['admin'],
  staffRoles: ['logistics_desk', 'ops_admin'],
  params: idParams,
  response: dataResponse(deskShipmentSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'Just booked',
      request: { params: { id: SAMPLE_SHIPMENT.id } },
      response: { success: true, message: 'Shipment fetched successfully', data: DETAIL },
    },
  ],
});

export const MAX_MOVES = 100;

/**
 * Move one or many shipments to one status; each item says the status the desk saw it in. The
 * status, location and note are a courier's update's (schemas/logistics.ts), one set for many.
 */
export const deskMoveSchema = shipmentUpdateSchema.shape({
  items: array(
    object({
      id: string().required(messages.itemId).matches(UUID_PATTERN, messages.itemId),
      seenStatus: string()
        .required(messages.itemSeenStatus)
        .oneOf([...SHIPMENT_STATUSES], messages.itemSeenStatus),
    }),
  )
    .required(messages.shipmentsRequired)
    .min(1, messages.shipmentsRequired)
    .max(MAX_MOVES, fillTemplate(messages.shipmentsMax, { max: MAX_MOVES })),
});

const movedSchema = object({ id: uuid(), trackingNumber: string().defined(), from: shipmentStatus(), to: shipmentStatus() });
/** An item left as it was: moved by someone else since the page was read, or a move the lifecycle refuses. */
const skippedSchema = object({
  id: uuid(),
  trackingNumber: string().nullable().defined(),
  reason: mixed<'stale' | 'not_allowed' | 'not_found'>().oneOf(['stale', 'not_allowed', 'not_found']).defined(),
  message: string().defined(),
});

export const moveDeskShipments = defineContract({
  operationId: 'moveDeskShipments',
  method: 'POST',
  path: '/logistics/desk/shipments/moves',
  summary:
    'Move one or many shipments to a status (with where and a note). Each item carries the status the desk saw; one that moved meanwhile (stale) or whose move the lifecycle refuses is left as it was and reported, the others move, each shop is notified and each move audited, in one transaction. When nothing can move: 409, nothing changed.',
  tag: 'logistics',
  callers: ['admin'],
  staffRoles: ['logistics_desk', 'ops_admin'],
  body: deskMoveSchema,
  response: dataResponse(object({ moved: array(movedSchema.defined()).defined(), skipped: array(skippedSchema.defined()).defined() })).concat(
    messageCodeFields(['shipments.moved', 'shipments.moved-some-left']),
  ),
  errors: [400, 401, 403, 409],
  samples: [
    {
      name: 'Picked up at the shop',
      request: { body: { status: 'picked_up', location: 'Pune hub', note: '', items: [{ id: SAMPLE_SHIPMENT.id, seenStatus: 'booked' }] } },
      response: {
        success: true,
        message: '1 shipment is now picked up.',
        messageCode: 'shipments.moved',
        messageParams: { count: 1, status: 'picked_up' },
        data: { moved: [{ id: SAMPLE_SHIPMENT.id, trackingNumber: SAMPLE_SHIPMENT.trackingNumber, from: 'booked', to: 'picked_up' }], skipped: [] },
      },
    },
  ],
});

export const LOGISTICS_DESK_CONTRACTS = [listDeskShipments, deskShipment, moveDeskShipments] as const;
