// Payments (docs/spec/product.md §§3, 7 and 9): what can be paid for, at which price, and the
// create-order payload. The server decides every amount from this table; only a wallet top-up takes
// the figure from the person, within the limits below. Money is integer paise.
import { mixed, number, object, string, type InferType } from 'yup';
import { createMobileSchema } from './fields';
import { fillTemplates, VALIDATION_TEXTS } from './validation-texts';

/** GST charged on every item sold through the site (services: 18%). */
export const GST_RATE_PERCENT = 18;

/** Wallet top-ups: ₹100 to ₹2,00,000, whole rupees. */
export const WALLET_TOPUP_MIN_RUPEES = 100;
export const WALLET_TOPUP_MAX_RUPEES = 200_000;

export const PAYMENT_PURPOSES = ['wallet_topup', 'service_fee', 'order'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = ['created', 'active', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PayableItem {
  /** In URLs: /order-summary?item=<slug>. */
  slug: string;
  title: string;
  description: string;
  /** 'order': anyone may buy it; 'service_fee': a vendor pays it for a service they sell. */
  purpose: Exclude<PaymentPurpose, 'wallet_topup'>;
  /** Price before GST, paise. */
  pricePaise: number;
}

export const PAYABLE_ITEMS: readonly PayableItem[] = [
  {
    slug: 'credit-report-review',
    title: 'Credit report review',
    description: 'Your full credit report read by a credit expert, with a written plan to raise your score.',
    purpose: 'order',
    pricePaise: 49_900,
  },
  {
    slug: 'gst-registration',
    title: 'GST registration',
    description: 'GSTIN application filed for your business by a chartered accountant, documents checked first.',
    purpose: 'order',
    pricePaise: 149_900,
  },
  {
    slug: 'msme-registration',
    title: 'MSME (Udyam) registration',
    description: 'Udyam registration certificate for your business.',
    purpose: 'order',
    pricePaise: 99_900,
  },
  {
    slug: 'partner-onboarding',
    title: 'Partner onboarding fee',
    description: 'One-time fee to list your shop as a partner: training, QR standee and dashboard access.',
    purpose: 'service_fee',
    pricePaise: 99_900,
  },
];

export const payableItem = (slug: string | null | undefined) => PAYABLE_ITEMS.find((item) => item.slug === slug);

/** GST on a price, rounded to the paisa. */
export const gstOn = (pricePaise: number) => Math.round((pricePaise * GST_RATE_PERCENT) / 100);
export const totalWithGst = (pricePaise: number) => pricePaise + gstOn(pricePaise);

export const PAYMENT_MESSAGES = fillTemplates(VALIDATION_TEXTS.payments, { min: WALLET_TOPUP_MIN_RUPEES });

/** The amount field of the top-up form, in rupees. */
export const walletTopUpAmountSchema = number()
  .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
  .typeError(PAYMENT_MESSAGES.amountRequired)
  .required(PAYMENT_MESSAGES.amountRequired)
  .integer(PAYMENT_MESSAGES.amountWhole)
  .min(WALLET_TOPUP_MIN_RUPEES, PAYMENT_MESSAGES.amountMin)
  .max(WALLET_TOPUP_MAX_RUPEES, PAYMENT_MESSAGES.amountMax);

/** The pages a vendor's payment may return to (`return_path`). */
export const VENDOR_RETURN_PATH = /^\/vender\/[A-Za-z0-9/_-]{1,100}$/;

export const walletTopUpSchema = object({ order_amount: walletTopUpAmountSchema });
export type WalletTopUpInput = InferType<typeof walletTopUpSchema>;

/**
 * `POST /wallet/create-order` (docs/spec/product.md §3 keys plus what is bought). `order_amount` is
 * read only for a wallet top-up; `order_id` resumes an order of the caller's that still has a
 * session ("a payment session is created if none exists"); `customer_id` is decided by the server.
 */
export const createOrderSchema = object({
  purpose: mixed<PaymentPurpose>()
    .oneOf([...PAYMENT_PURPOSES], 'Unknown payment purpose')
    .default('wallet_topup'),
  item: string().max(60).optional(),
  order_amount: mixed().optional(),
  order_id: string().max(20).optional(),
  customer_id: string().max(60).optional(),
  customer_phone: createMobileSchema().optional().default(undefined),
  /**
   * A vendor page to come back to after paying (a service form whose fee needed a top-up); only
   * `/vender/...` paths, anything else keeps the default return page.
   */
  return_path: string().max(120).optional(),
});
export type CreateOrderInput = InferType<typeof createOrderSchema>;

/** /place-order-summary: the mobile number the payment provider writes to. */
export const placeOrderSchema = object({ customer_phone: createMobileSchema() });
export type PlaceOrderInput = InferType<typeof placeOrderSchema>;
