// A partner shop's notifications (handlers: api/src/vendor/notifications.ts, part of the vendor
// domain's plugin): what happened to its KYC, connectors, leads, payments, invoices and services,
// newest first, and marking them read.
import { array, boolean, mixed, number, object, string } from 'yup';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, successResponse, uuid } from './envelope';

export const SHOP_NOTIFICATION_KINDS = ['kyc', 'connector', 'lead', 'payment', 'invoice', 'commission', 'account', 'service'] as const;
export type ShopNotificationKind = (typeof SHOP_NOTIFICATION_KINDS)[number];

export const shopNotificationSchema = object({
  id: uuid(),
  kind: mixed<ShopNotificationKind>()
    .oneOf([...SHOP_NOTIFICATION_KINDS])
    .defined(),
  title: string().defined(),
  body: string().defined(),
  /** A site path the notification opens, e.g. `/vender/vendor-profile`. */
  link: string().nullable().defined(),
  read: boolean().defined(),
  readAt: isoDateTime().nullable(),
  createdAt: isoDateTime(),
});

const unreadAnswer = successResponse(object({ unread: number().integer().min(0).defined() }));

const EARNED = {
  id: '6e5d4c3b-2a19-4f08-9e7d-6c5b4a392817',
  kind: 'commission' as const,
  title: 'Commission earned',
  body: '₹9,000 on the education loan of Snehal More. Upload your invoice to be paid.',
  link: '/vender/loan-payment-history',
  read: false,
  readAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};

export const shopNotifications = defineContract({
  operationId: 'listShopNotifications',
  method: 'GET',
  path: '/api/get-notification',
  summary: "The shop's notifications, newest first (50), with the unread count",
  tag: 'vendor',
  callers: ['vendor'],
  response: dataResponse(object({ unread: number().integer().min(0).defined(), items: array(shopNotificationSchema.defined()).defined() })),
  errors: [401, 403],
  samples: [{ name: 'One unread', response: { success: true, message: 'Notifications fetched successfully', data: { unread: 1, items: [EARNED] } } }],
});

export const markNotificationRead = defineContract({
  operationId: 'markShopNotificationRead',
  method: 'POST',
  path: '/api/notifications/:id/read',
  summary: 'Mark one notification read (404 for another shop’s)',
  tag: 'vendor',
  callers: ['vendor'],
  params: object({ id: string().defined() }),
  response: unreadAnswer,
  errors: [401, 403, 404],
  samples: [{ name: 'The last unread one', request: { params: { id: EARNED.id } }, response: { success: true, message: 'Marked as read', unread: 0 } }],
});

export const markAllNotificationsRead = defineContract({
  operationId: 'markAllShopNotificationsRead',
  method: 'POST',
  path: '/api/notifications/read-all',
  summary: 'Mark every notification of the shop read',
  tag: 'vendor',
  callers: ['vendor'],
  response: unreadAnswer,
  errors: [401, 403],
  samples: [{ name: 'All read', response: { success: true, message: 'All notifications marked as read', unread: 0 } }],
});

export const NOTIFICATION_CONTRACTS = [shopNotifications, markNotificationRead, markAllNotificationsRead] as const;
