// The operations dashboard (issue 30): every queue's summary (queue-summary.ts), for any staff
// role; each card says whether the caller's roles open its page. Contract:
// @platform/shared/contracts, ops-console.ts.
import type { FastifyInstance } from 'fastify';
import { getOpsDashboard } from '@platform/shared/contracts';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { summariseQueues, type QueueProvider } from './queue-summary.ts';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext, queues: readonly QueueProvider[]): void {
  registerContract(app, ctx, getOpsDashboard, async ({ staffRoles, request }) => {
    const now = ctx.clock.now();
    const summaries = await summariseQueues(ctx.db, now, queues, staffRoles, (error) => request.log.error({ err: error }, 'queue summary failed'));
    return { success: true, message: 'Dashboard', data: { queues: summaries, generatedAt: now.toISOString() } };
  });
}
