/// <reference path="./cashfree-js.d.ts" />
// The one checkout path of the site (docs/spec/product.md §§4, 7, 8 and 9): the server creates the
// order and its payment session, then the person is sent to the provider with the session id. What
// the person paid is never decided here: the return pages read the outcome the server verified.
import type { Cashfree } from '@cashfreepayments/cashfree-js';
import { getRuntimeConfig, notify } from '@platform/shared';
import { createPaymentOrder, type BodyOf, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { PaymentPurpose } from '@platform/shared/schemas';

/** docs/spec/product.md §8: console-only messages (no user-facing text for these). */
export const PAYMENT_CONSOLE_MESSAGES = {
  createSession: 'error creating session',
  sessionMissing: 'session ID missing so payment cannot proceed',
  paymentError: 'payment error or popup closed',
  sdkLoad: 'error loading the payment SDK',
} as const;

/** What the person is told instead (the spec leaves the wording to us). */
export const PAYMENT_NOTICES = {
  sessionMissing: 'We could not start the payment. Nothing was charged. Please try again in a minute.',
  sdkLoad: 'The payment page could not be loaded. Check your internet connection, turn off any blocker for this site, and try again. Nothing was charged.',
  paymentError: 'The payment window closed before the payment finished. Nothing was charged. Choose Pay again to retry.',
} as const;

export type CheckoutRequest =
  | { purpose: 'wallet_topup'; /** whole rupees */ amountRupees: number; orderId?: string; /** a `/vender/...` page to come back to */ returnPath?: string }
  | { purpose: Exclude<PaymentPurpose, 'wallet_topup'>; item: string; customerPhone?: string; orderId?: string };

/** The answer of POST /wallet/create-order. */
export type CreatedOrder = ResponseOf<typeof createPaymentOrder>;

export type CheckoutResult =
  /** The browser is on its way to the provider's page. */
  | { status: 'redirected'; orderId: string }
  /** Stopped here; the person has been told why (the API client or a notice). */
  | { status: 'stopped'; reason: 'create-failed' | 'session-missing' | 'sdk-failed' | 'payment-error'; orderId?: string };

export interface CheckoutDependencies {
  createOrder(body: BodyOf<typeof createPaymentOrder>): Promise<CreatedOrder>;
  loadSdk(mode: 'sandbox' | 'production'): Promise<Cashfree | null>;
  /** Leaves the page (the local checkout). */
  navigate(url: string): void;
  console: Pick<Console, 'error'>;
}

const defaultDependencies: CheckoutDependencies = {
  createOrder: (body) => callContract(createPaymentOrder, { body }),
  // Imported only when someone pays through Cashfree: the loader injects the provider's script as
  // soon as it is evaluated, which pages that merely could take a payment must not do.
  loadSdk: async (mode) => (await import('@cashfreepayments/cashfree-js')).load({ mode }),
  navigate: (url) => window.location.assign(url),
  console,
};

/** The API's hosted test checkout for the `local` provider (api/README.md, Payments). */
export const localCheckoutUrl = (apiBaseUrl: string, sessionId: string) => `${apiBaseUrl.replace(/\/+$/, '')}/pg/checkout/${encodeURIComponent(sessionId)}`;

export async function startCheckout(request: CheckoutRequest, overrides: Partial<CheckoutDependencies> = {}): Promise<CheckoutResult> {
  const deps = { ...defaultDependencies, ...overrides };
  const body =
    request.purpose === 'wallet_topup'
      ? { purpose: request.purpose, order_amount: request.amountRupees, order_id: request.orderId, return_path: request.returnPath }
      : { purpose: request.purpose, item: request.item, customer_phone: request.customerPhone, order_id: request.orderId };

  let order: CreatedOrder;
  try {
    order = await deps.createOrder(body);
  } catch (error) {
    // The API client has already shown the server's message.
    deps.console.error(PAYMENT_CONSOLE_MESSAGES.createSession, error);
    return { status: 'stopped', reason: 'create-failed' };
  }
  const sessionId = order.payment_session_id;
  if (!sessionId) {
    deps.console.error(PAYMENT_CONSOLE_MESSAGES.sessionMissing);
    notify.error(PAYMENT_NOTICES.sessionMissing);
    return { status: 'stopped', reason: 'session-missing', orderId: order.order_id };
  }

  const { paymentMode, apiBaseUrl } = getRuntimeConfig();
  // A session of the local simulator only opens on the API's own page, whatever the site's mode.
  if (paymentMode === 'local' || order.provider === 'local') {
    deps.navigate(localCheckoutUrl(apiBaseUrl, sessionId));
    return { status: 'redirected', orderId: order.order_id };
  }

  let cashfree: Cashfree | null = null;
  try {
    cashfree = await deps.loadSdk(paymentMode);
  } catch (error) {
    deps.console.error(PAYMENT_CONSOLE_MESSAGES.sdkLoad, error);
  }
  if (!cashfree) {
    if (cashfree === null) deps.console.error(PAYMENT_CONSOLE_MESSAGES.sdkLoad);
    notify.error(PAYMENT_NOTICES.sdkLoad);
    return { status: 'stopped', reason: 'sdk-failed', orderId: order.order_id };
  }

  try {
    // `_self` leaves for the provider's page; the promise settles only when that fails.
    const result = await cashfree.checkout({ paymentSessionId: sessionId, redirectTarget: '_self' });
    if (result?.error) throw result.error;
  } catch (error) {
    deps.console.error(PAYMENT_CONSOLE_MESSAGES.paymentError, error);
    notify.error(PAYMENT_NOTICES.paymentError);
    return { status: 'stopped', reason: 'payment-error', orderId: order.order_id };
  }
  return { status: 'redirected', orderId: order.order_id };
}
