// The money reconciliation's invariants under random interleavings (fast-check): top-ups paid by
// webhook, CA-style fees charged and refunded, withdrawals and commission payouts whose transfers
// succeed, fail or are reversed, with webhooks delivered twice and polls racing them. After every
// run the reconciliation finds no difference and no wallet is below zero.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalGateway } from '../src/payments/local-gateway.ts';
import { debitServiceFee, InsufficientBalanceError, refundCharge, walletBalance } from '../src/payments/wallet.ts';
import { savePayoutAccount } from '../src/payouts/accounts.ts';
import { LocalPayouts } from '../src/payouts/local-payouts.ts';
import { findDifferences } from '../src/payouts/reconcile-money.ts';
import { deriveKey, Sealer } from '../src/security/keys.ts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, bearer, databaseKinds, json, post, startTestServer, type TestServer } from './helpers.ts';

const SECRET = 'money-invariants-secret';

type Op =
  | { kind: 'topup'; rupees: number }
  | { kind: 'fee'; paise: number }
  | { kind: 'refund' }
  | { kind: 'withdraw'; paise: number }
  | { kind: 'earn'; paise: number }
  | { kind: 'payout' }
  | { kind: 'outcome'; which: 'success' | 'failure' | 'reversal'; twice: boolean; poll: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('topup' as const), rupees: fc.integer({ min: 100, max: 3000 }) }),
  fc.record({ kind: fc.constant('fee' as const), paise: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ kind: fc.constant('refund' as const) }),
  fc.record({ kind: fc.constant('withdraw' as const), paise: fc.integer({ min: 10_000, max: 300_000 }) }),
  fc.record({ kind: fc.constant('earn' as const), paise: fc.integer({ min: 100, max: 500_000 }) }),
  fc.record({ kind: fc.constant('payout' as const) }),
  fc.record({
    kind: fc.constant('outcome' as const),
    which: fc.constantFrom('success' as const, 'failure' as const, 'reversal' as const),
    twice: fc.boolean(),
    poll: fc.boolean(),
  }),
);

describe.each(databaseKinds)('money invariants on %s', (kind) => {
  let server: TestServer;
  let payouts: LocalPayouts;
  const sealer = new Sealer(deriveKey(SECRET, 'sealed-data'));
  let financeToken: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET, payouts: { provider: (clock) => (payouts = new LocalPayouts(clock, { mode: 'hold' })) } });
    const staff = await addAccount(server, 'admin', { staffRoles: ['finance'] });
    financeToken = (await new TokenService(SECRET, server.clock).issue('access', staff.id, { role: 'admin', ver: 0 })).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps every wallet the sum of its ledger, every paid top-up one credit and every paid line one transfer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 14 }), async (ops) => {
        const shop = await addAccount(server, 'vendor');
        const now = server.clock.now();
        await server.db.query(
          `INSERT INTO vendor_kyc_steps (vendor_id, step, status, masked, updated_at, verified_at) VALUES ($1, 'bank', 'verified', 'X', $2, $2)`,
          [shop.id, now],
        );
        await savePayoutAccount(server.db, sealer, { vendorId: shop.id, accountNumber: '50100123454321', ifsc: 'HDFC0001234', holderName: 'Owner', now });
        const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [shop.id]);
        const shopToken = (await new TokenService(SECRET, server.clock).issue('access', shop.id, { role: 'vendor', ver: rows[0]!.token_version })).token;
        const fees: string[] = [];
        const transfers: string[] = [];
        const gateway = server.app.payments.provider as LocalGateway;

        for (const step of ops) {
          server.clock.advance(1000);
          if (step.kind === 'topup') {
            const created = await post(server.app, '/wallet/create-order', { order_amount: step.rupees }, bearer(shopToken));
            const orderId = String(json(created).order_id);
            await gateway.complete((await gateway.sessionOf(orderId))!, 'pay');
            await gateway.idle();
          } else if (step.kind === 'fee') {
            const reference = `fee-${randomUUID()}`;
            try {
              await server.db.transaction((tx) =>
                debitServiceFee(tx, { userId: shop.id, amountPaise: step.paise, description: 'Fee', reference, now: server.clock.now() }),
              );
              fees.push(reference);
            } catch (error) {
              if (!(error instanceof InsufficientBalanceError)) throw error;
            }
          } else if (step.kind === 'refund') {
            const reference = fees.shift();
            if (reference)
              await server.db.transaction((tx) => refundCharge(tx, { userId: shop.id, reference, description: 'Refund', now: server.clock.now() }));
          } else if (step.kind === 'withdraw') {
            const answer = await post(server.app, '/wallet/withdrawals', { amountPaise: step.paise }, bearer(shopToken));
            expect([201, 402]).toContain(answer.statusCode);
            if (answer.statusCode === 201) transfers.push(String((json(answer).data as { id: string }).id));
          } else if (step.kind === 'earn') {
            const id = randomUUID();
            await server.db.query(
              `INSERT INTO vendor_commissions (id, vendor_id, lead_kind, lead_id, product, amount_paise, status, earned_at, invoice_number, invoice_date, invoice_uploaded_at)
               VALUES ($1, $2, 'application', $3, 'personal-loan', $4, 'unpaid', $5, $6, '2026-01-15', $5)`,
              [id, shop.id, randomUUID(), step.paise, server.clock.now(), `I${id.slice(0, 12)}`],
            );
            await post(server.app, `/finance/commissions/${id}/approve`, {}, bearer(financeToken));
          } else if (step.kind === 'payout') {
            const created = await post(server.app, '/finance/payout-batches', { shopId: shop.id }, bearer(financeToken));
            if (created.statusCode === 201) {
              const paid = await post(server.app, `/finance/payout-batches/${(json(created).data as { id: string }).id}/pay`, {}, bearer(financeToken));
              transfers.push(String((json(paid).data as { transfer: { transferId: string } }).transfer.transferId));
            }
          } else if (transfers.length > 0) {
            const transferId = transfers[transfers.length - 1]!;
            if (await payouts.complete(transferId, step.which)) {
              const hooks = payouts.takeHeldWebhooks();
              const deliveries = hooks.flatMap((hook) => (step.twice ? [hook, hook] : [hook]));
              await Promise.all([
                ...deliveries.map((hook) => server.app.inject({ method: 'POST', url: '/payouts/webhook', payload: hook.rawBody, headers: hook.headers })),
                ...(step.poll ? [server.app.payouts.poll({ olderThanMs: 0 })] : []),
              ]);
            }
          }
        }
        const { differences } = await findDifferences(server.db);
        expect(differences).toEqual([]);
        expect(await walletBalance(server.db, shop.id)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 12 },
    );
  });
});
