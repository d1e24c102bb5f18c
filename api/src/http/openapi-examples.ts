// Request bodies of the few routes whose body no contract describes, keyed by method and route as
// Fastify spells it: every other route's examples are its contract's samples
// (@platform/shared/contracts). The API tests (test/route-catalogue.ts) drive the routes with these
// bodies too, so an example that stops passing its route fails a test.
export const REQUEST_EXAMPLES: Record<string, Record<string, unknown>> = {
  // The webhook's contract (receivePaymentWebhook) has no body schema, since the signature is over
  // the raw bytes, so its body cannot be one of the contract's samples: the fuzz reads it here.
  'POST /payments/webhook': {
    type: 'PAYMENT_SUCCESS_WEBHOOK',
    data: { order: { order_id: 'OD12345678', order_amount: 500 }, payment: { payment_status: 'SUCCESS' } },
  },
  'POST /pg/checkout/:sessionId': { outcome: 'pay' },
};
