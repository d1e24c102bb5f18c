// POST /wallet/create-order (contract `createPaymentOrder`): the server prices the order, stores it
// and opens the provider's payment session (docs/spec/product.md §§3, 4, 7, 9; api/README.md
// "Payments"). Nothing is fulfilled here: only settling a paid order does that (orders.ts).
import type { FastifyRequest } from 'fastify';
import { createPaymentOrder, paymentWebhook, type BodyOf, type ResponseOf } from '@platform/shared/contracts';
import { payableItem, PAYMENT_MESSAGES, totalWithGst, VENDOR_RETURN_PATH, walletTopUpAmountSchema, type PaymentPurpose } from '@platform/shared/schemas';
import { ValidationError } from 'yup';
import { clientAddress, optionalAccessToken, type AppContext } from '../context.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { findUserById } from '../users.ts';
import { ORDER_ID_PATTERN } from './order-id.ts';
import { activateOrder, failUnsentOrder, findOrder, insertOrder, type PaymentOrder } from './orders.ts';
import { ProviderError, rupeesOf, type PaymentProvider } from './provider.ts';

/** docs/spec/product.md §9: the customer id sent to the provider when no vendor id is known. */
export const GUEST_CUSTOMER_ID = 'guest_customer';

const CREATE_ORDERS_PER_ADDRESS = { limit: 60, windowMs: 60 * 60 * 1000 };

const RETURN_PATHS: Record<PaymentPurpose, string> = {
  // docs/spec/product.md §2: a vendor paying from the vendor area comes back to /vender/services, a
  // customer's card payment to /thank-you.
  wallet_topup: '/vender/services?order_id={order_id}',
  service_fee: '/vender/services?order_id={order_id}',
  order: '/thank-you?order_id={order_id}',
};

export interface OrderSettings {
  provider: PaymentProvider;
  /** Site origins a return URL may point at; the first is used when the request names none. */
  siteOrigins: string[];
  /** The API's public URL, for the provider's notify_url. */
  apiPublicUrl: string;
}

type CreatedOrder = ResponseOf<typeof createPaymentOrder>;

export async function createOrder(
  ctx: AppContext,
  settings: OrderSettings,
  input: BodyOf<typeof createPaymentOrder>,
  request: FastifyRequest,
): Promise<CreatedOrder> {
  const { db, clock } = ctx;
  const { provider } = settings;
  // Anyone may buy an `order`; a wallet top-up or a service fee is a signed-in vendor's.
  const claims = await optionalAccessToken(ctx, request);
  const purpose = input.purpose ?? 'wallet_topup';
  if (purpose !== 'order' && !claims) throw new ApiError(401, 'Please log in to continue.');
  const user = claims ? await findUserById(db, claims.sub) : null;
  if (purpose !== 'order' && user?.role !== 'vendor') throw new ApiError(403, 'Only partner accounts can pay this.');

  const allowed = await ctx.limiter.hit(`payment-order:addr:${clientAddress(request)}`, CREATE_ORDERS_PER_ADDRESS);
  if (!allowed.allowed) throw tooManyRequests('Too many payment attempts. Please try again later.', allowed.retryAfterSeconds);

  let amountPaise: number;
  let description: string;
  let item: string | null = null;
  if (purpose === 'wallet_topup') {
    let rupees: number;
    try {
      rupees = await walletTopUpAmountSchema.validate(input.order_amount);
    } catch (error) {
      const message = error instanceof ValidationError ? error.message : PAYMENT_MESSAGES.amountRequired;
      throw new ApiError(400, message, { fields: { order_amount: message } });
    }
    amountPaise = rupees * 100;
    description = 'Wallet top-up';
  } else {
    const found = payableItem(input.item);
    if (!found || found.purpose !== purpose) {
      throw new ApiError(400, PAYMENT_MESSAGES.itemUnknown, { fields: { item: PAYMENT_MESSAGES.itemUnknown } });
    }
    item = found.slug;
    amountPaise = totalWithGst(found.pricePaise);
    description = found.title;
  }
  const customerPhone = input.customer_phone ?? user?.mobile;
  if (!customerPhone) throw new ApiError(400, 'Phone number is required', { fields: { customer_phone: 'Phone number is required' } });
  const ownerId = user?.id ?? null;

  const created = (o: PaymentOrder): CreatedOrder => ({
    success: true,
    message: 'Order created',
    order_id: o.orderId,
    payment_session_id: o.paymentSessionId,
    order_amount: rupeesOf(o.amountPaise),
    amount_paise: o.amountPaise,
    provider: provider.name,
  });

  // "A payment session is created if none exists": the same open order answers its session.
  if (input.order_id && ORDER_ID_PATTERN.test(input.order_id)) {
    const existing = await findOrder(db, input.order_id);
    if (
      existing &&
      existing.status === 'active' &&
      existing.paymentSessionId &&
      existing.ownerId === ownerId &&
      existing.customerPhone === customerPhone &&
      existing.purpose === purpose &&
      existing.item === item &&
      existing.amountPaise === amountPaise
    ) {
      return created(existing);
    }
  }

  const order = await insertOrder(db, {
    purpose,
    item,
    description,
    ownerId,
    customerId: user?.role === 'vendor' ? user.id : GUEST_CUSTOMER_ID,
    customerPhone,
    amountPaise,
    provider: provider.name,
    returnUrlTemplate:
      returnOrigin(settings, request) +
      (purpose !== 'order' && input.return_path && VENDOR_RETURN_PATH.test(input.return_path)
        ? `${input.return_path}?order_id={order_id}`
        : RETURN_PATHS[purpose]),
    now: clock.now(),
  });
  try {
    const session = await provider.createOrder({
      orderId: order.orderId,
      amountPaise,
      currency: 'INR',
      customerId: order.customerId,
      customerPhone,
      returnUrl: order.returnUrl,
      notifyUrl: settings.apiPublicUrl + paymentWebhook.path,
      note: description,
    });
    await activateOrder(db, order.orderId, session, clock.now());
  } catch (error) {
    const reason = error instanceof ProviderError ? error.message : 'provider error';
    await failUnsentOrder(db, order.orderId, reason, clock.now());
    request.log.error({ orderId: order.orderId, err: reason }, 'payment provider refused the order');
    throw new ApiError(502, 'The payment service is not answering. Please try again in a few minutes.');
  }
  return created((await findOrder(db, order.orderId))!);
}

function returnOrigin(settings: OrderSettings, request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && settings.siteOrigins.includes(origin)) return origin;
  return settings.siteOrigins[0] ?? 'http://localhost:8080';
}
