// @platform/shared/payments: the checkout helper and the verified order outcome, used by every
// page that takes a payment. Its own entry so only paying pages load the provider's loader.
export {
  startCheckout,
  localCheckoutUrl,
  PAYMENT_CONSOLE_MESSAGES,
  PAYMENT_NOTICES,
  type CheckoutRequest,
  type CheckoutResult,
  type CheckoutDependencies,
  type CreatedOrder,
} from './checkout';
export { fetchVerifiedOrder, outcomeOf, isOrderId, type VerifiedOrder, type PaymentOutcome } from './order-status';
