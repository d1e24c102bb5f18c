// Which payouts provider the API uses, from the environment (README, "Payouts"): Cashfree Payouts
// when its credentials are set (or PAYOUTS_PROVIDER=cashfree), else the local simulator. The
// simulator moves no money, so production refuses it: a shop would be told it was paid.
import type { Clock } from '../clock.ts';
import { CashfreePayouts } from './cashfree-payouts.ts';
import { LocalPayouts } from './local-payouts.ts';
import type { PayoutsProvider } from './provider.ts';

export function payoutsProviderFromEnv(env: NodeJS.ProcessEnv, production: boolean): (clock: Clock) => PayoutsProvider {
  const name = env.PAYOUTS_PROVIDER ?? (env.CASHFREE_PAYOUT_CLIENT_ID ? 'cashfree' : 'local');
  if (name === 'cashfree') {
    const environment = env.CASHFREE_PAYOUT_ENV ?? (production ? 'production' : 'sandbox');
    if (environment !== 'production' && environment !== 'sandbox') throw new Error('CASHFREE_PAYOUT_ENV must be sandbox or production');
    const provider = new CashfreePayouts({
      clientId: env.CASHFREE_PAYOUT_CLIENT_ID ?? '',
      clientSecret: env.CASHFREE_PAYOUT_CLIENT_SECRET ?? '',
      environment,
    });
    return () => provider;
  }
  if (name === 'local') {
    if (production) throw new Error('NODE_ENV=production needs Cashfree Payouts: set CASHFREE_PAYOUT_CLIENT_ID and CASHFREE_PAYOUT_CLIENT_SECRET');
    return (clock) => new LocalPayouts(clock, env.LOCAL_PAYOUTS_WEBHOOK_SECRET ? { webhookSecret: env.LOCAL_PAYOUTS_WEBHOOK_SECRET } : {});
  }
  throw new Error(`PAYOUTS_PROVIDER must be local or cashfree, not ${name}`);
}
