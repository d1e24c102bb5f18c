// Lead routes: the status history everyone with a stake reads (docs/spec/product.md §7,
// `GET /api/get-status-history/:id`) and the telecaller console's API. Every route reads the
// caller from the access token and only ever touches leads that caller may see; operations admins'
// oversight of every lead is in oversight.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  listStoredLeads,
  recordCallOutcome,
  saveTelecallerProfile,
  statusHistory,
  telecallerLead,
  telecallerProfile,
  telecallerQueue,
  telecallerTeam,
  type ResponseOf,
  successCode,
} from '@platform/shared/contracts';
import { FINAL_LEAD_STATUSES, LEAD_STATUSES, LEAD_STATUS_LABELS, nextLeadStatuses, TELECALLER_LANGUAGES, type LeadStatus } from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';
import type { SmsAdapter } from '../sms/sms.ts';
import type { UserRow } from '../users.ts';
import { bankerRoutes, factsOf } from './bankers.ts';
import { isFinal, moveLead, reassignOpenLeads, type LeadRow, type LeadStatusListener } from './lifecycle.ts';
import { decisionsOf } from './bank-decisions.ts';
import { oversightRoutes } from './oversight.ts';
import { OPEN_LEAD_SQL } from './oversight-queries.ts';
import { leadDocumentRoutes, leadDocumentsOf } from './lead-documents.ts';
import { enqueueCustomerSms } from './customer-sms.ts';
import { lenderDecisionRoutes, lenderJourneyOf } from './lender-decisions.ts';
import { indiaMidnight } from '@platform/shared/schemas';
import { historyOf, leadSummaryOf, visibleLeadOr404 } from './queries.ts';
import { iso } from '../clock.ts';

export interface LeadRoutesOptions {
  sms: SmsAdapter;
  /** Development routes (API_DEV_TOOLS): `/dev/leads` for end-to-end tests. */
  devTools?: boolean;
  /** Told of every status change inside its transaction (shop notifications). */
  listeners?: readonly LeadStatusListener[];
}

/** How far ahead a call-back may be scheduled. */
const CALL_BACK_HORIZON_MS = 90 * 24 * 60 * 60_000;

interface TelecallerRow {
  user_id: string;
  username: string;
  mobile: string;
  /** Written only through telecallerProfileSchema, so always languages of its list. */
  languages: (typeof TELECALLER_LANGUAGES)[number][];
  shift_start: string;
  shift_end: string;
  on_duty: boolean;
}

const profileOfTelecaller = (row: TelecallerRow) => ({
  id: row.user_id,
  name: row.username,
  languages: row.languages,
  shiftStart: row.shift_start,
  shiftEnd: row.shift_end,
  onDuty: row.on_duty,
});

/** The leads domain: customers', shops', telecallers' and bankers' routes to a lead. */
export const leadsPlugin = domainPlugin<LeadRoutesOptions>((app, ctx, options) => leadRoutes(app, ctx, options));

function leadRoutes(app: FastifyInstance, ctx: AppContext, options: LeadRoutesOptions): void {
  const { db, clock } = ctx;
  const listeners = options.listeners ?? [];

  if (options.devTools) leadDevRoutes(app, ctx);
  bankerRoutes(app, ctx, { ...options, listeners });
  lenderDecisionRoutes(app, ctx);
  oversightRoutes(app, ctx);
  leadDocumentRoutes(app, ctx);

  registerContract(app, ctx, statusHistory, async ({ user, params }) => {
    const lead = await visibleLeadOr404(db, user, params.id);
    const [history, decisions, lenderJourney] = await Promise.all([historyOf(db, lead.id), decisionsOf(db, lead.id), lenderJourneyOf(db, lead, clock.now())]);
    return {
      success: true,
      message: 'Status history fetched successfully',
      data: { ...leadSummaryOf(lead), history, decisions, lenderJourney },
    };
  });

  async function telecallerRow(user: UserRow): Promise<TelecallerRow> {
    const now = clock.now();
    // A telecaller new to the rotation takes a turn now, so they join it at the back.
    await db.query(`INSERT INTO telecallers (user_id, last_turn, updated_at) VALUES ($1, nextval('lead_turns'), $2) ON CONFLICT (user_id) DO NOTHING`, [
      user.id,
      now,
    ]);
    const { rows } = await db.query<TelecallerRow>(
      `SELECT t.*, u.username, u.mobile FROM telecallers t JOIN users u ON u.id = t.user_id WHERE t.user_id = $1`,
      [user.id],
    );
    return rows[0]!;
  }

  registerContract(app, ctx, telecallerQueue, async ({ user }) => {
    const me = await telecallerRow(user);
    const now = clock.now();
    const [{ rows: open }, { rows: counted }, { rows: calls }] = await Promise.all([
      // In the order of the telecaller's open leads' own index (migration 040).
      db.query<LeadRow>(
        `SELECT l.* FROM leads l WHERE l.assigned_to = $1 AND ${OPEN_LEAD_SQL}
            ORDER BY COALESCE(l.next_call_at, l.created_at), l.created_at, l.id LIMIT 500`,
        [user.id],
      ),
      db.query<{ status: LeadStatus; n: string | number }>('SELECT status, count(*) AS n FROM leads WHERE assigned_to = $1 GROUP BY status', [user.id]),
      db.query<{ n: string | number }>('SELECT count(*) AS n FROM lead_calls WHERE telecaller_id = $1 AND created_at >= $2', [user.id, indiaMidnight(now)]),
    ]);
    const due = (lead: LeadRow) => (lead.next_call_at === null ? lead.status === 'new' : new Date(lead.next_call_at).getTime() <= now.getTime());
    const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
    for (const row of counted) counts[row.status] = Number(row.n);
    return {
      success: true,
      message: 'Queue fetched successfully',
      data: {
        telecaller: profileOfTelecaller(me),
        now: now.toISOString(),
        dueNow: open.filter(due).map(leadSummaryOf),
        callBacks: open
          .filter((lead) => lead.next_call_at !== null && !due(lead))
          .sort((a, b) => new Date(a.next_call_at!).getTime() - new Date(b.next_call_at!).getTime())
          .map(leadSummaryOf),
        open: open.map(leadSummaryOf),
        counts,
        callsToday: Number(calls[0]?.n ?? 0),
      },
    };
  });

  registerContract(app, ctx, telecallerLead, async ({ user, params }) => {
    const lead = await visibleLeadOr404(db, user, params.id);
    const [request_, calls, history, banker, decisions, lenderJourney, documents] = await Promise.all([
      lead.source === 'enquiry'
        ? db.query<Record<string, unknown>>(
            `SELECT email, address, referred, status AS "otpStatus", verified_at AS "verifiedAt" FROM enquiries WHERE id = $1`,
            [lead.id],
          )
        : db.query<Record<string, unknown>>(`SELECT email, city, referred, details FROM product_applications WHERE id = $1`, [lead.id]),
      db.query<{ id: string; status_after: LeadStatus; note: string | null; next_call_at: Date | null; created_at: Date }>(
        'SELECT id, status_after, note, next_call_at, created_at FROM lead_calls WHERE lead_id = $1 ORDER BY created_at DESC LIMIT 100',
        [lead.id],
      ),
      historyOf(db, lead.id),
      lead.banker_id
        ? db.query<{ username: string; bank_name: string; branch: string }>(
            'SELECT u.username, b.bank_name, b.branch FROM bankers b JOIN users u ON u.id = b.user_id WHERE b.user_id = $1',
            [lead.banker_id],
          )
        : Promise.resolve({ rows: [] }),
      decisionsOf(db, lead.id),
      lenderJourneyOf(db, lead, clock.now()),
      leadDocumentsOf(db, lead),
    ]);
    const details = request_.rows[0] ?? {};
    return {
      success: true,
      message: 'Lead fetched successfully',
      data: {
        ...leadSummaryOf(lead),
        // The full number only here, for the click-to-call link; the page shows it masked.
        mobile: lead.mobile,
        request: details,
        documents,
        calls: calls.rows.map((c) => ({
          id: c.id,
          statusAfter: c.status_after,
          statusAfterLabel: LEAD_STATUS_LABELS[c.status_after],
          note: c.note,
          nextCallAt: iso(c.next_call_at),
          at: new Date(c.created_at).toISOString(),
        })),
        history,
        banker: banker.rows[0] ? { name: banker.rows[0].username, bank: banker.rows[0].bank_name, branch: banker.rows[0].branch } : null,
        decisions,
        lenderJourney,
        nextStatuses: nextLeadStatuses(lead.status, 'telecaller').map((status) => ({ status, label: LEAD_STATUS_LABELS[status] })),
      },
    };
  });

  registerContract(app, ctx, recordCallOutcome, async ({ user, params, body: input }) => {
    const now = clock.now();
    const nextCallAt = input.nextCallAt ? new Date(input.nextCallAt) : null;
    if (nextCallAt && (nextCallAt.getTime() <= now.getTime() || nextCallAt.getTime() > now.getTime() + CALL_BACK_HORIZON_MS)) {
      throw new ApiError(400, 'The next call must be in the future, within 90 days', {
        fields: { nextCallAt: 'Choose a time in the future, within 90 days' },
      });
    }
    const result = await db.transaction(async (tx) => {
      const lead = await visibleLeadOr404(tx, user, params.id, { lock: true });
      const to = (input.status || lead.status) as LeadStatus;
      if (isFinal(to) && nextCallAt) {
        throw new ApiError(400, 'A closed lead needs no call-back', { fields: { nextCallAt: 'Leave empty for a closed lead' } });
      }
      const facts = to === 'sanctioned' || to === 'disbursed' ? factsOf(input, to) : undefined;
      const moved = await moveLead(tx, lead, to, { id: user.id, role: 'telecaller', name: user.username }, input.note || null, now, listeners, facts);
      await tx.query('UPDATE leads SET next_call_at = $2, updated_at = $3 WHERE id = $1', [lead.id, nextCallAt, now]);
      await tx.query(`INSERT INTO lead_calls (id, lead_id, telecaller_id, status_after, note, next_call_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        randomUUID(),
        lead.id,
        user.id,
        to,
        input.note || null,
        nextCallAt,
        now,
      ]);
      const sms = await enqueueCustomerSms(ctx.outbox, tx, moved.change, lead.mobile);
      return { ...moved, lead: { ...moved.lead, next_call_at: nextCallAt, updated_at: now }, sms };
    });
    await ctx.outbox.deliver(result.sms);
    const awaiting = result.change?.bankDecision && !result.change.bankDecision.confirmed;
    const status = result.lead.status;
    const said = !result.change
      ? { message: 'Call recorded', ...successCode('telecaller.call-recorded', {}) }
      : awaiting
        ? {
            message: `Status changed to ${LEAD_STATUS_LABELS[status]}. It awaits the bank’s confirmation.`,
            ...successCode('lead.status-changed-awaiting', { status }),
          }
        : { message: `Status changed to ${LEAD_STATUS_LABELS[status]}`, ...successCode('lead.status-changed', { status }) };
    return { success: true, ...said, data: { ...leadSummaryOf(result.lead), history: await historyOf(db, result.lead.id) } };
  });

  registerContract(app, ctx, telecallerTeam, async () => {
    const { rows } = await db.query<TelecallerRow & { open_leads: string | number; calls_today: string | number }>(
      `SELECT t.*, u.username, u.mobile,
                (SELECT count(*) FROM leads l WHERE l.assigned_to = t.user_id AND l.status <> ALL($1::text[])) AS open_leads,
                (SELECT count(*) FROM lead_calls c WHERE c.telecaller_id = t.user_id AND c.created_at >= $2) AS calls_today
           FROM telecallers t JOIN users u ON u.id = t.user_id
          WHERE u.role = 'telecaller'
          ORDER BY t.on_duty DESC, u.username`,
      [FINAL_LEAD_STATUSES, indiaMidnight(clock.now())],
    );
    return {
      success: true,
      message: 'Team fetched successfully',
      data: rows.map((row) => ({ ...profileOfTelecaller(row), openLeads: Number(row.open_leads), callsToday: Number(row.calls_today) })),
    };
  });

  registerContract(app, ctx, telecallerProfile, async ({ user }) => {
    return { success: true, message: 'Profile fetched successfully', data: profileOfTelecaller(await telecallerRow(user)) };
  });

  registerContract(app, ctx, saveTelecallerProfile, async ({ user, body: input }) => {
    await telecallerRow(user);
    const now = clock.now();
    const moved = await db.transaction(async (tx) => {
      await tx.query('UPDATE telecallers SET languages = $2, shift_start = $3, shift_end = $4, on_duty = $5, updated_at = $6 WHERE user_id = $1', [
        user.id,
        input.languages,
        input.shiftStart,
        input.shiftEnd,
        input.onDuty,
        now,
      ]);
      // Off duty: nobody's customer waits for someone who is away. On duty: pick up what waits.
      return input.onDuty ? reassignOpenLeads(tx, now) : reassignOpenLeads(tx, now, user.id);
    });
    const said = input.onDuty
      ? moved > 0
        ? { message: `Profile saved. ${moved} waiting lead${moved === 1 ? '' : 's'} shared out.`, ...successCode('telecaller.leads-shared', { count: moved }) }
        : { message: 'Profile saved.', ...successCode('telecaller.profile-saved', {}) }
      : {
          message: `Profile saved. You are off duty; ${moved} open lead${moved === 1 ? '' : 's'} handed to the team.`,
          ...successCode('telecaller.leads-handed', { count: moved }),
        };
    return { success: true, ...said, data: profileOfTelecaller(await telecallerRow(user)) };
  });
}

/**
 * Development-only: the leads of a customer's mobile with the telecaller holding each, so an
 * end-to-end test knows whom to sign in as. Registered with the other development routes.
 */
function leadDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerContract(app, ctx, listStoredLeads, async ({ query }) => {
    const { rows } = await ctx.db.query<ResponseOf<typeof listStoredLeads>['data'][number]>(
      `SELECT l.id, l.status, l.shop_id AS "shopID", u.username AS "telecallerName", u.mobile AS "telecallerMobile", l.banker_id AS "bankerId"
         FROM leads l LEFT JOIN users u ON u.id = l.assigned_to WHERE l.mobile = $1 ORDER BY l.created_at`,
      [query.mobile],
    );
    return { success: true, message: 'Leads', data: rows };
  });
}
