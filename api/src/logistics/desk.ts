// The logistics desk's routes (issue 30; contracts: @platform/shared/contracts logistics-desk.ts):
// every shop's shipments by status, one shipment, and moving one or many along the shared
// lifecycle. Company staff with the logistics_desk or ops_admin role only (the contracts'
// staffRoles, checked by the server per call). Every move notifies the shop and writes an audit
// row in the transaction that makes it.
//
// A batch is moved item by item inside one transaction: an item that moved since the desk read
// its page (its status is not the one the desk saw) or whose move the lifecycle refuses is left
// as it is and reported, and the others move. The desk works a tray of parcels scanned at a hub;
// one parcel another desk already updated must not hold back the other forty-nine, and each item
// carries the status it was seen in, so nothing is moved on a stale reading. A batch where
// nothing can move is a 409 with every reason, and changes nothing.
import type { FastifyInstance } from 'fastify';
import { deskShipment, listDeskShipments, moveDeskShipments, successCode, type ResponseOf } from '@platform/shared/contracts';
import { canMoveShipment, SHIPMENT_STATUS_LABELS, SHIPMENT_TRANSITIONS, type ShipmentStatus } from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { notifyShop } from '../vendor/notifications.ts';
import type { CourierAdapter } from './courier.ts';
import { deskRowOf, deskShipmentOr404, deskShipmentPage, isStalled, lockShipments } from './desk-queries.ts';
import * as shipments from './queries.ts';

const lower = (status: ShipmentStatus) => SHIPMENT_STATUS_LABELS[status].toLowerCase();

/**
 * Moves a locked shipment (409 when the lifecycle refuses), audits the move and tells its shop,
 * all in `tx`: a refused move or a failure at any step leaves none of them. Used by the desk's batch and by the update by tracking number (routes.ts).
 */
export async function moveAndTell(
  tx: Queryable,
  found: shipments.ShipmentRow,
  to: ShipmentStatus,
  staff: { id: string; role: 'admin' },
  now: Date,
  details: { location: string; note: string },
): Promise<shipments.ShipmentRow> {
  await recordAudit(tx, {
    actor: staff,
    action: 'shipment.move',
    subjectType: 'shipment',
    subjectId: found.id,
    before: { status: found.status },
    after: { status: to, location: details.location || null, note: details.note || null },
    at: now,
  });
  const moved = await shipments.moveShipment(tx, found, to, staff, now, details);
  await notifyShop(
    tx,
    found.vendor_id,
    {
      kind: 'service',
      title: `Shipment ${found.tracking_number}: ${SHIPMENT_STATUS_LABELS[to]}`,
      body: [details.location, details.note].filter(Boolean).join(' — ') || `Your ${found.kind === 'return' ? 'return pickup' : 'shipment'} is ${lower(to)}.`,
      link: '/logistics/home',
    },
    now,
  );
  return moved;
}

type Skipped = ResponseOf<typeof moveDeskShipments>['data']['skipped'][number];

export function logisticsDeskRoutes(app: FastifyInstance, ctx: AppContext, courier: CourierAdapter): void {
  const { db, clock } = ctx;

  registerContract(app, ctx, listDeskShipments, async ({ query }) => {
    if (query.bookedFrom && query.bookedTo && query.bookedFrom > query.bookedTo) {
      throw new ApiError(400, 'Booked from must be on or before booked to', { fields: { bookedTo: 'Must be on or after booked from' } });
    }
    const now = clock.now();
    const page = await deskShipmentPage(db, query, now);
    return {
      success: true,
      message: 'Shipments fetched successfully',
      data: {
        items: page.rows.map((row) => deskRowOf(row, SHIPMENT_STATUS_LABELS, now)),
        counts: page.counts,
        stalled: page.stalled,
        page: query.page,
        pageSize: query.pageSize,
        total: page.total,
      },
    };
  });

  registerContract(app, ctx, deskShipment, async ({ params }) => {
    const row = await deskShipmentOr404(db, params.id);
    return {
      success: true,
      message: 'Shipment fetched successfully',
      data: {
        ...shipments.shipmentOf(row),
        timeline: await shipments.timelineOf(db, row.id),
        shop: { id: row.vendor_id, name: row.shop_name, code: row.shop_code, mobile: row.shop_mobile },
        nextStatuses: SHIPMENT_TRANSITIONS[row.status].map((status) => ({ status, label: SHIPMENT_STATUS_LABELS[status] })),
        courier: courier.label,
        stalled: isStalled(row, clock.now()),
      },
    };
  });

  registerContract(app, ctx, moveDeskShipments, async ({ user: staff, body: input }) => {
    const to = input.status as ShipmentStatus;
    const ids = input.items.map((item) => item.id.toLowerCase());
    if (new Set(ids).size !== ids.length) throw new ApiError(400, 'Each shipment may be in the batch once', { fields: { items: 'Each shipment once' } });
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const found = await lockShipments(tx, ids);
      const moved: ResponseOf<typeof moveDeskShipments>['data']['moved'] = [];
      const skipped: Skipped[] = [];
      for (const [index, item] of input.items.entries()) {
        const row = found.get(ids[index]!);
        const seen = item.seenStatus as ShipmentStatus;
        if (!row) {
          skipped.push({ id: item.id, trackingNumber: null, reason: 'not_found', message: 'This shipment does not exist.' });
        } else if (row.status !== seen) {
          skipped.push({
            id: row.id,
            trackingNumber: row.tracking_number,
            reason: 'stale',
            message: `${row.tracking_number} was moved by someone else since you loaded the page: it is now ${lower(row.status)}. It was left as it is.`,
          });
        } else if (!canMoveShipment(row.status, to)) {
          skipped.push({
            id: row.id,
            trackingNumber: row.tracking_number,
            reason: 'not_allowed',
            message: `${row.tracking_number} is ${lower(row.status)} and cannot be marked ${lower(to)}.`,
          });
        } else {
          await moveAndTell(tx, row, to, { id: staff.id, role: 'admin' }, now, { location: input.location, note: input.note });
          moved.push({ id: row.id, trackingNumber: row.tracking_number, from: row.status, to });
        }
      }
      // Nothing moved: the whole request is refused (the transaction wrote nothing anyway).
      if (moved.length === 0) throw new ApiError(409, `Nothing was moved. ${skipped.map((s) => s.message).join(' ')}`);
      return { moved, skipped };
    });
    const count = result.moved.length;
    const left = result.skipped.length;
    // The counts and the status's code beside the English, for the site to say them in Hindi or Marathi.
    const said =
      left === 0
        ? { message: `${count} shipment${count === 1 ? ' is' : 's are'} now ${lower(to)}.`, ...successCode('shipments.moved', { count, status: to }) }
        : {
            message: `${count} shipment${count === 1 ? ' is' : 's are'} now ${lower(to)}. ${left} left as ${left === 1 ? 'it was' : 'they were'}.`,
            ...successCode('shipments.moved-some-left', { count, status: to, left }),
          };
    return { success: true, ...said, data: result };
  });
}
