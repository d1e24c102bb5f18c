// GET /health: the process answers and its database does, on its contract
// (@platform/shared/contracts, health.ts).
import { checkHealth } from '@platform/shared/contracts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';

export const healthPlugin = domainPlugin((app, ctx) => {
  registerContract(app, ctx, checkHealth, async () => {
    await ctx.db.query('SELECT 1');
    return { success: true, message: 'ok', database: ctx.db.kind };
  });
});
