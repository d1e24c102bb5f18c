// Request bodies that pass their route's validation, keyed by method and route as Fastify spells
// it. The OpenAPI document shows each as its operation's request example, and the API tests
// (test/route-catalogue.ts) drive the routes with the same bodies, so an example that stops
// passing its route fails a test instead of misleading a reader of /docs. Where the demo data
// (SEED_DEMO=1) has an account or code, the example uses it, so the request works as sent.
// A route on a contract (@platform/shared/contracts) has its examples there, as the contract's samples.
export const REQUEST_EXAMPLES: Record<string, Record<string, unknown>> = {
  // The webhook's contract (receivePaymentWebhook) has no body schema, since the signature is over
  // the raw bytes, so its body cannot be one of the contract's samples: the fuzz reads it here.
  'POST /payments/webhook': {
    type: 'PAYMENT_SUCCESS_WEBHOOK',
    data: { order: { order_id: 'OD12345678', order_amount: 500 }, payment: { payment_status: 'SUCCESS' } },
  },
  'POST /pg/checkout/:sessionId': { outcome: 'pay' },
  'POST /telecaller/leads/:id/outcome': { status: 'contacted', note: 'Spoke to the customer', nextCallAt: '2030-01-01T10:00:00Z' },
  'POST /banker/register': {
    username: 'Vikram Desai',
    mobile: '9123456780',
    email: 'new.banker@example.com',
    bankName: 'HDFC Bank',
    branch: 'Pune Camp',
    ifsc: 'HDFC0000123',
    designation: 'Relationship Manager',
    products: ['Home loan'],
    pincodes: ['411001', '411030'],
  },
  'POST /banker/leads/:id/status': { status: 'sanctioned', note: 'Approved', sanctionedAmount: 500000, interestRate: 10.5, tenureMonths: 60 },
  'POST /banker/leads/:id/confirm': { decision: 'disbursed', disbursedAmount: 500000, disbursedOn: '2026-11-20', lenderReference: 'HDFC/PL/1' },
  'POST /admin/staff/:id/suspend': { reason: 'Left the bank' },
  'POST /admin/leads/:id/confirm': { decision: 'sanctioned', sanctionedAmount: 500000, interestRate: 10.5, tenureMonths: 60 },
  'PUT /telecaller/profile': { languages: ['Hindi'], shiftStart: '09:00', shiftEnd: '18:00', onDuty: true },
};
