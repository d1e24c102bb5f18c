// A shop's notifications: created by the events themselves (a KYC result, a connector joining, a
// lead changing status, a payment arriving, an invoice accepted). Other domains call notifyShop()
// inside their own transaction, so the notification exists exactly when the event does. The three
// routes (contracts: @platform/shared/contracts notifications.ts) are part of the vendor domain's
// plugin (./routes.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { markAllNotificationsRead, markNotificationRead, shopNotifications, type ShopNotificationKind } from '@platform/shared/contracts';
import { LEAD_STATUS_LABELS } from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import type { LeadStatusListener } from '../leads/lifecycle.ts';
import { iso } from '../clock.ts';
import { isUuid } from '../http/validate.ts';

export type { ShopNotificationKind };

export interface ShopNotification {
  kind: ShopNotificationKind;
  title: string;
  body: string;
  /** A site path the notification opens, e.g. `/vender/vendor-profile`. */
  link?: string;
}

/** Tells a shop something happened. Call it with the transaction that made it happen. */
export async function notifyShop(db: Queryable, vendorId: string, notification: ShopNotification, at: Date): Promise<string> {
  const id = randomUUID();
  await db.query(`INSERT INTO vendor_notifications (id, vendor_id, kind, title, body, link, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
    id,
    vendorId,
    notification.kind,
    notification.title,
    notification.body,
    notification.link ?? null,
    at,
  ]);
  return id;
}

interface NotificationRow {
  id: string;
  kind: ShopNotificationKind;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
}

export async function unreadCount(db: Queryable, vendorId: string): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM vendor_notifications WHERE vendor_id = $1 AND read_at IS NULL', [
    vendorId,
  ]);
  return Number(rows[0]?.n ?? 0);
}

/** Registered by the vendor domain's plugin (./routes.ts). */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  registerContract(app, ctx, shopNotifications, async ({ user: vendor }) => {
    const { rows } = await db.query<NotificationRow>(
      `SELECT id, kind, title, body, link, read_at, created_at FROM vendor_notifications
       WHERE vendor_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
      [vendor.id],
    );
    return {
      success: true,
      message: 'Notifications fetched successfully',
      data: {
        unread: await unreadCount(db, vendor.id),
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          title: r.title,
          body: r.body,
          link: r.link,
          read: r.read_at !== null,
          readAt: iso(r.read_at),
          createdAt: new Date(r.created_at).toISOString(),
        })),
      },
    };
  });

  registerContract(app, ctx, markNotificationRead, async ({ user: vendor, params }) => {
    const { rows } = isUuid(params.id)
      ? await db.query(`UPDATE vendor_notifications SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND vendor_id = $2 RETURNING id`, [
          params.id,
          vendor.id,
          clock.now(),
        ])
      : { rows: [] };
    if (rows.length === 0) throw new ApiError(404, 'Notification not found');
    return { success: true, message: 'Marked as read', unread: await unreadCount(db, vendor.id) };
  });

  registerContract(app, ctx, markAllNotificationsRead, async ({ user: vendor }) => {
    await db.query('UPDATE vendor_notifications SET read_at = $2 WHERE vendor_id = $1 AND read_at IS NULL', [vendor.id, clock.now()]);
    return { success: true, message: 'All notifications marked as read', unread: 0 };
  });
}

/**
 * A lead that came through a shop changed status at a key step (contacted, logged in at the bank,
 * sanctioned, disbursed, rejected …): the shop hears of it in the same transaction as the change.
 * Registered as a lead-status listener by buildServer.
 */
export const notifyShopOfLeadStatus: LeadStatusListener = async (tx, change) => {
  if (!change.shopVendorId || !change.keyStep) return;
  await notifyShop(
    tx,
    change.shopVendorId,
    {
      kind: 'lead',
      title: `${change.customerName}: ${LEAD_STATUS_LABELS[change.to]}`,
      body: `${change.product} moved from ${LEAD_STATUS_LABELS[change.from]} to ${LEAD_STATUS_LABELS[change.to]}${change.note ? `: ${change.note}` : ''}.`,
      link: '/vender/loan-sell-history',
    },
    change.at,
  );
};
