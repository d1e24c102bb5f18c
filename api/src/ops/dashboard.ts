// The operations dashboard (issue 30): every queue's summary (queue-summary.ts), for any staff
// role; each card says whether the caller's roles open its page. Contract:
// @platform/shared/contracts, ops-console.ts.
import type { FastifyInstance } from 'fastify';
import { getOpsDashboard } from '@platform/shared/contracts';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { cardsFor, summariseQueues, type QueueProvider } from './queue-summary.ts';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext, queues: readonly QueueProvider[]): void {
  registerContract(app, ctx, getOpsDashboard, async ({ staffRoles, request }) => {
    // Every card counts across the whole network: computed once and shared for a few seconds
    // (decision 054); the answer says when. Which cards open is the caller's own.
    const { value: summaries, at } = await ctx.figures.get('ops-dashboard', () =>
      summariseQueues(ctx.db, ctx.clock.now(), queues, (error) => request.log.error({ err: error }, 'queue summary failed')),
    );
    return { success: true, message: 'Dashboard', data: { queues: cardsFor(summaries, staffRoles), generatedAt: at.toISOString() } };
  });
}
