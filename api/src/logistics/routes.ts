// Logistics tools (docs/decisions/021-logistics-zones-and-rate-card.md): the zone of a PIN pair and
// a quote, both from the India Post directory (ctx.directory) and the rate card in
// @platform/shared/schemas (logistics.ts), and the shop's bookings (an order or a return pickup)
// stored with the quote and the courier's tracking number (courier.ts). Bookings are the signed-in
// shop's only: another shop's never show. A shipment then moves through SHIPMENT_TRANSITIONS
// (shared logistics.ts): the courier's updates come in through the logistics desk (company staff
// with the logistics_desk or ops_admin role; desk.ts has its queue), the shop may cancel before
// pickup, and every move is a row of the shipment's tracking timeline. Contracts:
// @platform/shared/contracts (logistics.ts, logistics-desk.ts); rows and timelines: queries.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatPaise } from '@platform/shared/finance';
import {
  bookShipment,
  cancelShipment,
  pincodeZone,
  recordShipmentUpdate,
  shipmentRate,
  shopShipment,
  shopShipments,
  successCode,
} from '@platform/shared/contracts';
import { quoteFor, SHIPMENT_STATUS_LABELS, SHOP_CANCELLABLE, type ShipmentStatus } from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';
import { debitServiceFee, InsufficientBalanceError, refundCharge, walletBalance } from '../payments/wallet.ts';
import { localCourier, type CourierAdapter } from './courier.ts';
import { logisticsDeskRoutes, moveAndTell } from './desk.ts';
import * as shipments from './queries.ts';

/** The logistics domain: a shop's quotes, bookings and tracking, and the courier desk's updates. */
export const logisticsPlugin = domainPlugin<{ courier?: CourierAdapter }>((app, ctx, options) => {
  const courier = options.courier ?? localCourier;
  logisticsRoutes(app, ctx, courier);
  logisticsDeskRoutes(app, ctx, courier);
});

function logisticsRoutes(app: FastifyInstance, ctx: AppContext, courier: CourierAdapter): void {
  const { db, clock, directory } = ctx;

  registerContract(app, ctx, pincodeZone, async ({ query }) => ({
    success: true,
    message: 'Zone found',
    data: shipments.placesOf(directory, query.pickupPin, query.deliveryPin),
  }));

  registerContract(app, ctx, shipmentRate, async ({ body: parcel }) => {
    const places = shipments.placesOf(directory, parcel.pickupPin, parcel.deliveryPin);
    return {
      success: true,
      message: 'Quote ready',
      data: { ...places, quote: quoteFor(places.zone, { ...parcel, paymentMode: parcel.paymentMode as 'prepaid' | 'cod' }) },
    };
  });

  registerContract(app, ctx, bookShipment, async ({ user: vendor, body: input }) => {
    const places = shipments.placesOf(directory, input.pickupPin, input.deliveryPin);
    const quote = quoteFor(places.zone, { ...input, paymentMode: input.paymentMode as 'prepaid' | 'cod' });
    const id = randomUUID();
    const now = clock.now();
    const { trackingNumber } = await courier.book({
      id,
      kind: input.kind as 'order' | 'return',
      pickupPin: places.pickup.pinCode,
      deliveryPin: places.delivery.pinCode,
      weightKg: input.weightKg,
      paymentMode: input.paymentMode as 'prepaid' | 'cod',
    });
    const row = await db.transaction(async (tx) => {
      const booked = await shipments.insertShipment(tx, { id, vendorId: vendor.id, trackingNumber, input, places, quote, now });
      // The whole quote (freight, the COD charge of a cash-on-delivery parcel, GST) is paid from
      // the wallet with the booking: no wallet money, no booking (the transaction rolls back).
      try {
        await debitServiceFee(tx, {
          userId: vendor.id,
          amountPaise: quote.totalPaise,
          description: `Shipment ${booked.tracking_number}: courier charge`,
          reference: shipments.ledgerReference(id),
          now,
        });
      } catch (error) {
        if (!(error instanceof InsufficientBalanceError)) throw error;
        throw new ApiError(
          402,
          `Your wallet balance of ${formatPaise(error.balancePaise)} is less than the ${formatPaise(quote.totalPaise)} this booking costs. Please top up your wallet and book again.`,
        );
      }
      await recordAudit(tx, {
        actor: { id: vendor.id, role: 'vendor' },
        action: 'wallet.debit',
        subjectType: 'shipment',
        subjectId: id,
        after: {
          amountPaise: quote.totalPaise,
          reference: shipments.ledgerReference(id),
          trackingNumber: booked.tracking_number,
          paymentMode: input.paymentMode,
        },
        at: now,
      });
      await shipments.addEvent(tx, id, 'booked', { role: 'vendor', id: vendor.id }, now);
      return booked;
    });
    return {
      success: true,
      message: input.kind === 'return' ? 'Return pickup booked' : 'Shipment booked',
      data: {
        ...shipments.shipmentOf(row),
        timeline: await shipments.timelineOf(db, id),
        chargedPaise: quote.totalPaise,
        balance: await walletBalance(db, vendor.id),
      },
    };
  });

  registerContract(app, ctx, shopShipments, async ({ user: vendor }) => ({
    success: true,
    message: 'Shipments fetched successfully',
    data: { items: (await shipments.shopShipments(db, vendor.id)).map(shipments.shipmentOf) },
  }));

  registerContract(app, ctx, shopShipment, async ({ user: vendor, params }) => {
    const row = await shipments.shopShipment(db, vendor.id, params.id);
    return {
      success: true,
      message: 'Shipment fetched successfully',
      data: { ...shipments.shipmentOf(row), timeline: await shipments.timelineOf(db, row.id) },
    };
  });

  registerContract(app, ctx, cancelShipment, async ({ user: vendor, params }) => {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await shipments.shopShipment(tx, vendor.id, params.id, { lock: true });
      if (!SHOP_CANCELLABLE.includes(found.status)) {
        throw new ApiError(
          409,
          `This shipment is ${SHIPMENT_STATUS_LABELS[found.status].toLowerCase()} and can no longer be cancelled. Only a shipment not yet picked up can be.`,
        );
      }
      const moved = await shipments.moveShipment(tx, found, 'cancelled', { role: 'vendor', id: vendor.id }, now, {
        note: 'Cancelled by the shop before pickup',
      });
      // What the booking charged comes back once (a booking made before charging existed has no
      // charge line, so nothing comes back for it).
      const refundedPaise = await refundCharge(tx, {
        userId: vendor.id,
        reference: shipments.ledgerReference(found.id),
        description: `Refund: shipment ${found.tracking_number} cancelled before pickup`,
        now,
      });
      if (refundedPaise > 0) {
        await recordAudit(tx, {
          actor: { id: vendor.id, role: 'vendor' },
          action: 'wallet.refund',
          subjectType: 'shipment',
          subjectId: found.id,
          before: { status: found.status },
          after: { status: 'cancelled', amountPaise: refundedPaise, reference: shipments.ledgerReference(found.id) },
          at: now,
        });
      }
      return { moved, refundedPaise };
    });
    const refund = row.refundedPaise > 0 ? `. ${formatPaise(row.refundedPaise)} is back in your wallet` : '';
    return {
      success: true,
      message: `Shipment ${row.moved.tracking_number} cancelled${refund}`,
      data: {
        ...shipments.shipmentOf(row.moved),
        timeline: await shipments.timelineOf(db, row.moved.id),
        refundedPaise: row.refundedPaise,
        balance: await walletBalance(db, vendor.id),
      },
    };
  });

  registerContract(app, ctx, recordShipmentUpdate, async ({ user: staff, params, body: input }) => {
    const to = input.status as ShipmentStatus;
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await shipments.shipmentByTrackingNumber(tx, params.trackingNumber);
      return moveAndTell(tx, found, to, { id: staff.id, role: 'admin' }, now, { location: input.location, note: input.note });
    });
    return {
      success: true,
      message: `Shipment ${row.tracking_number} is now ${SHIPMENT_STATUS_LABELS[to].toLowerCase()}`,
      ...successCode('shipment.status-changed', { tracking: row.tracking_number, status: to }),
      data: { ...shipments.shipmentOf(row), timeline: await shipments.timelineOf(db, row.id) },
    };
  });
}
