// The timers every API process runs (main.ts): the outbox worker's pass and the scheduler's tick.
// A pass still running when its timer fires again is not doubled (one at a time per process;
// across processes the database decides: SKIP LOCKED for the outbox, the per-interval claim for
// jobs). Stopping waits for the pass in progress, so a message being delivered is marked.
import type { FastifyInstance } from 'fastify';

export interface BackgroundTiming {
  /** Outbox worker pass interval; 0 turns the worker off. */
  outboxEveryMs: number;
  /** Scheduler tick interval; 0 turns scheduled jobs off in this process. */
  jobsEveryMs: number;
}

export function startBackgroundWork(app: FastifyInstance, timing: BackgroundTiming): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, label: string, work: () => Promise<unknown>) => {
    if (!(ms > 0)) return;
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const pass = work()
        .catch((error: unknown) => app.log.warn({ err: (error as Error).message }, `${label} failed`))
        .finally(() => {
          busy = false;
          running.delete(pass);
        });
      running.add(pass);
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  every(timing.outboxEveryMs, 'outbox delivery pass', () => app.outbox.deliverDue());
  every(timing.jobsEveryMs, 'scheduled jobs tick', () => app.jobs.tick());
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}
