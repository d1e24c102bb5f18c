// Every scheduled job the platform runs, registered in one place (docs/decisions/041): each
// domain's job is a name, a label and description for the console, a schedule (an interval, or a
// daily time in India) and an idempotent `run(now)` answering what it did. To add one, append a
// `jobs.register({ ... })` here with its handler from its own domain folder, and test it on a
// ManualClock through `app.jobs.tick()` or `app.jobs.runNow(name, admin)`.
import { expireAllUnpaid } from '../ca-services/expiry.ts';
import { markCaRequestBreaches } from '../ca-services/sla-marking.ts';
import { runRetention } from '../consent/retention.ts';
import type { AppContext } from '../context.ts';
import { FIRST_CALL_SLA_JOB, markFirstCallBreaches } from '../leads/sla-marking.ts';
import { markGrievanceBreaches } from '../grievances/desk-queries.ts';
import type { Payments } from '../payments/reconcile.ts';
import type { JobScheduler } from './scheduler.ts';
import type { Payouts } from '../payouts/payouts.ts';

export interface JobTiming {
  paymentsReconcileEveryMs: number;
  caUnpaidExpiryEveryMs: number;
  slaMarkingEveryMs: number;
  /** `HH:MM`, India time. */
  retentionDailyAt: string;
  /** How often transfers the payouts provider has not answered yet are asked about. */
  payoutsPollEveryMs: number;
  /** `HH:MM`, India time: the daily money reconciliation (after the night's retention run). */
  moneyReconcileDailyAt: string;
}

export const defaultJobTiming: JobTiming = {
  paymentsReconcileEveryMs: 60_000,
  caUnpaidExpiryEveryMs: 60 * 60_000,
  slaMarkingEveryMs: 5 * 60_000,
  retentionDailyAt: '02:30',
  payoutsPollEveryMs: 5 * 60_000,
  moneyReconcileDailyAt: '03:00',
};

export function registerPlatformJobs(
  jobs: JobScheduler,
  { ctx, payments, payouts, timing }: { ctx: AppContext; payments: Payments; payouts: Payouts; timing: JobTiming },
): void {
  const { db } = ctx;
  if (timing.paymentsReconcileEveryMs > 0) {
    jobs.register({
      name: 'payments-reconcile',
      label: 'Payment reconciliation',
      description: 'Asks the payment provider about orders left open (a closed tab, a lost webhook) and settles or expires them',
      schedule: { everyMs: timing.paymentsReconcileEveryMs },
      run: async () => {
        const { checked, settled, expired } = await payments.reconcile();
        return {
          summary: `${checked} open order${checked === 1 ? '' : 's'} checked, ${settled} settled, ${expired} expired`,
          counts: { checked, settled, expired },
        };
      },
    });
  }
  if (timing.caUnpaidExpiryEveryMs > 0) {
    jobs.register({
      name: 'ca-unpaid-expiry',
      label: 'Unpaid CA requests expiry',
      description: 'Expires CA and other service requests left unpaid too long, and deletes their documents',
      schedule: { everyMs: timing.caUnpaidExpiryEveryMs },
      run: async () => {
        const { expired, filesDeleted } = await expireAllUnpaid(ctx);
        return {
          summary: `${expired} unpaid request${expired === 1 ? '' : 's'} expired, ${filesDeleted} file${filesDeleted === 1 ? '' : 's'} deleted`,
          counts: { expired, filesDeleted },
        };
      },
    });
  }
  jobs.register({
    name: 'retention',
    label: 'Retention deletion',
    description: 'Anonymises kept records whose legal retention period ended and deletes old messages and expired codes (decision 023)',
    schedule: { dailyAt: timing.retentionDailyAt },
    run: (now) => runRetention(db, now),
  });
  jobs.register({
    name: FIRST_CALL_SLA_JOB,
    label: 'Lead first-call SLA',
    description: 'Marks leads whose first call was not made within the first-call service level',
    schedule: { everyMs: timing.slaMarkingEveryMs },
    run: (now) => markFirstCallBreaches(db, now),
  });
  jobs.register({
    name: 'ca-request-sla',
    label: 'CA request SLA',
    description: 'Marks CA requests still open with our team past their due date',
    schedule: { everyMs: timing.slaMarkingEveryMs },
    run: (now) => markCaRequestBreaches(db, now),
  });
  jobs.register({
    name: 'grievance-sla',
    label: 'Complaint SLA',
    description: 'Marks complaints not resolved within 30 days (the RBI Integrated Ombudsman Scheme limit), each audited',
    schedule: { everyMs: timing.slaMarkingEveryMs },
    run: async (now) => {
      const marked = await markGrievanceBreaches(db, now);
      return { summary: `${marked.length} complaint${marked.length === 1 ? '' : 's'} marked as past the 30 days`, counts: { marked: marked.length } };
    },
  });
  if (timing.payoutsPollEveryMs > 0) {
    jobs.register({
      name: 'payouts-poll',
      label: 'Payout status check',
      description: 'Asks the payouts provider about transfers still pending (a lost webhook) and settles each once',
      schedule: { everyMs: timing.payoutsPollEveryMs },
      run: async () => {
        const { checked, settled } = await payouts.poll();
        return { summary: `${checked} pending transfer${checked === 1 ? '' : 's'} checked, ${settled} settled`, counts: { checked, settled } };
      },
    });
  }
  jobs.register({
    name: 'money-reconciliation',
    label: 'Money reconciliation',
    description:
      'Proves every wallet equals its ledger, every paid order has one credit and every payout line one transfer; lists differences for finance, fixes none',
    schedule: { dailyAt: timing.moneyReconcileDailyAt },
    run: async () => {
      const run = await payouts.reconcile({ trigger: 'schedule' });
      return {
        summary: `${run.shopsChecked} shops, ${run.ordersChecked} orders and ${run.linesChecked} payout lines checked: ${run.differences.length} difference${run.differences.length === 1 ? '' : 's'}`,
        counts: { shops: run.shopsChecked, orders: run.ordersChecked, lines: run.linesChecked, differences: run.differences.length },
      };
    },
  });
}
