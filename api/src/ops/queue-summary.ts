// The operations dashboard's queues (issue 30). Each queue's domain exports a summary function of
// this shape (its size, how long the oldest item has waited, what is past due, what was closed
// today); app.ts hands the list to the ops plugin with the staff roles whose page the card opens.
import type { StaffRole } from '@platform/shared/contracts';
import type { Queryable } from '../db/database.ts';

export interface QueueSummary {
  /** A stable key, e.g. 'kyc-review'. */
  queue: string;
  /** The card's heading, e.g. 'KYC review'. */
  label: string;
  /** Open items. */
  size: number;
  /** ISO time the oldest open item started waiting; null when the queue is empty. */
  oldestAt: string | null;
  /** Open items past their due time or SLA (0 for a queue with no due time). */
  pastDue: number;
  /** Items closed since midnight, India time. */
  doneToday: number;
  /** The queue's page in the console, e.g. '/ops/kyc'. */
  path: string;
}

export type QueueSummaryFn = (db: Queryable, now: Date) => Promise<QueueSummary>;

/** A dashboard card: its summary, and the staff roles admitted to the queue's page. */
export interface QueueProvider {
  summarise: QueueSummaryFn;
  roles: readonly StaffRole[];
}

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The instant an India calendar day (`YYYY-MM-DD`) begins. */
export const indiaDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/**
 * Every queue's summary, in the registry's order, each with the staff roles its page admits. One
 * queue failing does not blank the dashboard: its card is left out and the failure logged.
 */
export async function summariseQueues(
  db: Queryable,
  now: Date,
  providers: readonly QueueProvider[],
  onFailure: (error: unknown) => void,
): Promise<Array<{ summary: QueueSummary; roles: readonly StaffRole[] }>> {
  const results = await Promise.allSettled(providers.map((provider) => provider.summarise(db, now)));
  return results.flatMap((result, index) => {
    if (result.status === 'rejected') {
      onFailure(result.reason);
      return [];
    }
    return [{ summary: result.value, roles: providers[index]!.roles }];
  });
}

/** The cards as one caller sees them: whether their roles open each queue's page. */
export const cardsFor = (summaries: ReadonlyArray<{ summary: QueueSummary; roles: readonly StaffRole[] }>, callerRoles: readonly StaffRole[]) =>
  summaries.map(({ summary, roles }) => ({ ...summary, open: roles.some((role) => callerRoles.includes(role)) }));
