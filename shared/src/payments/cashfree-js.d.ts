// @cashfreepayments/cashfree-js ships no types; this is the part of Cashfree.js v3 we call.
declare module '@cashfreepayments/cashfree-js' {
  export interface CashfreeCheckoutResult {
    error?: { message?: string; code?: string; type?: string };
    redirect?: boolean;
    paymentDetails?: { paymentMessage?: string };
  }
  export interface Cashfree {
    checkout(options: { paymentSessionId: string; redirectTarget?: '_self' | '_blank' | '_top' | '_modal' | HTMLElement }): Promise<CashfreeCheckoutResult>;
  }
  export function load(options: { mode: 'sandbox' | 'production' }): Promise<Cashfree | null>;
}
