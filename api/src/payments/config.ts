// Which payment provider the API uses, from the environment (api/README.md, Payments).
import type { Clock } from '../clock.ts';
import { CashfreeProvider } from './cashfree-adapter.ts';
import { LocalGateway } from './local-gateway.ts';
import type { PaymentProvider } from './provider.ts';

export function paymentProviderFromEnv(env: NodeJS.ProcessEnv, production: boolean): (clock: Clock) => PaymentProvider {
  const name = env.PAYMENT_PROVIDER ?? (production ? 'cashfree' : 'local');
  if (name === 'cashfree') {
    const environment = env.CASHFREE_ENV ?? (production ? 'production' : 'sandbox');
    if (environment !== 'production' && environment !== 'sandbox') throw new Error('CASHFREE_ENV must be sandbox or production');
    const provider = new CashfreeProvider({
      clientId: env.CASHFREE_CLIENT_ID ?? '',
      clientSecret: env.CASHFREE_CLIENT_SECRET ?? '',
      environment,
    });
    return () => provider;
  }
  if (name === 'local') {
    // The simulator's checkout page is not served in production, so nobody could ever pay.
    if (production) throw new Error('PAYMENT_PROVIDER=local cannot run with NODE_ENV=production; use cashfree');
    return (clock) => new LocalGateway(clock, env.LOCAL_PG_WEBHOOK_SECRET ? { webhookSecret: env.LOCAL_PG_WEBHOOK_SECRET } : {});
  }
  throw new Error(`PAYMENT_PROVIDER must be local or cashfree, not ${name}`);
}
