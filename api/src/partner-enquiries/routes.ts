// The partner-enquiry desk (issue 32; contracts: @platform/shared/contracts partner-enquiries.ts):
// the enquiries of the franchise, distributor and become-a-partner pages (stored by the content
// plugin in `partner_leads`), one enquiry, and the desk's moves. Converting one invites the person
// to register a shop: an e-mail with the shop registration link (/signup) carrying their name,
// e-mail, mobile, PIN code and city, so the form arrives filled in. The e-mail is written in the
// move's transaction (the outbox adapter writes there), and the move is allowed once (converted is
// final), so the invitation goes once. Every move is audited in its transaction.
import { PARTNER_PROGRAMME_LABELS, listPartnerEnquiries, movePartnerEnquiry, partnerEnquiry, successCode, type ResponseOf } from '@platform/shared/contracts';
import {
  PARTNER_ENQUIRY_STATUSES,
  PARTNER_ENQUIRY_STATUS_LABELS,
  PARTNER_ENQUIRY_TRANSITIONS,
  indiaMidnight,
  type PartnerEnquiryStatus,
  type PartnerProgramme,
} from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { QueueSummary } from '../ops/queue-summary.ts';

type Detail = ResponseOf<typeof partnerEnquiry>['data'];
type EnquiryRow = Awaited<ReturnType<typeof readEnquiry>>;

const OPEN: PartnerEnquiryStatus[] = ['new', 'contacted'];
const lower = (status: PartnerEnquiryStatus) => PARTNER_ENQUIRY_STATUS_LABELS[status].toLowerCase();

async function readEnquiry(db: Queryable, id: string, lock = false) {
  let query = kyselyOf(db).selectFrom('partner_leads').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = isUuid(id) ? await query.executeTakeFirst() : undefined;
  if (!row) throw new ApiError(404, 'Partner enquiry not found');
  return { ...row, status: row.status as PartnerEnquiryStatus, programme: row.programme as PartnerProgramme };
}

function rowOf(row: EnquiryRow) {
  return {
    id: row.id,
    programme: row.programme,
    programmeLabel: PARTNER_PROGRAMME_LABELS[row.programme],
    name: row.name,
    city: row.city,
    business: row.business,
    status: row.status,
    statusLabel: PARTNER_ENQUIRY_STATUS_LABELS[row.status],
    createdAt: iso(row.created_at)!,
  };
}

const detailOf = (row: EnquiryRow): Detail => ({
  ...rowOf(row),
  mobile: row.mobile,
  email: row.email,
  pinCode: row.pin_code,
  message: row.message,
  note: row.note,
  invitedAt: iso(row.invited_at),
  updatedAt: iso(row.updated_at)!,
  nextStatuses: [...PARTNER_ENQUIRY_TRANSITIONS[row.status]],
});

/** The shop registration link with the enquiry's details, so the form arrives filled in. */
export function invitationLink(siteUrl: string, row: Pick<EnquiryRow, 'name' | 'email' | 'mobile' | 'pin_code' | 'city'>): string {
  const query = new URLSearchParams({ username: row.name, email: row.email, mobile: row.mobile, pinCode: row.pin_code, city: row.city });
  return `${siteUrl.replace(/\/$/, '')}/signup?${query.toString()}`;
}

function invitationText(row: EnquiryRow, link: string): string {
  return [
    `Dear ${row.name},`,
    '',
    `Thank you for your interest in the LoanSetu ${PARTNER_PROGRAMME_LABELS[row.programme].toLowerCase()} programme. You are invited to register your shop as a LoanSetu partner:`,
    '',
    link,
    '',
    'The form has your name, e-mail, mobile number, PIN code and city filled in from your enquiry; add your address and a password, and confirm your mobile number with the OTP we send. Our team checks your KYC before your shop goes live.',
    '',
    'LoanSetu partner team',
  ].join('\n');
}

/**
 * The partner desk's dashboard card: new enquiries nobody has called yet, the oldest, those
 * waiting more than two days for a call, and the enquiries moved since midnight in India.
 */
export async function partnerEnquiriesQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const k = kyselyOf(db);
  const due = new Date(now.getTime() - 48 * 3_600_000);
  const [open, done] = await Promise.all([
    k
      .selectFrom('partner_leads')
      .select([
        (eb) => eb.fn.countAll<number>().as('size'),
        (eb) => eb.fn.min('created_at').as('oldest'),
        (eb) => eb.fn.countAll<number>().filterWhere('created_at', '<', due).as('late'),
      ])
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
    k
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', 'like', 'partner-enquiry.%')
      .where('created_at', '>=', indiaMidnight(now))
      .where('created_at', '<=', now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    queue: 'partner-enquiries',
    label: 'Partner enquiries',
    size: Number(open.size),
    oldestAt: iso(open.oldest ?? null),
    pastDue: Number(open.late),
    doneToday: Number(done.n),
    path: '/ops/partner-enquiries',
  };
}

export const partnerEnquiriesPlugin = domainPlugin<{ siteUrl: string }>((app, ctx, options) => {
  const { db, clock } = ctx;

  registerContract(app, ctx, listPartnerEnquiries, async ({ query }) => {
    let base = kyselyOf(db).selectFrom('partner_leads');
    if (query.programme) base = base.where('programme', '=', query.programme);
    let shown = base;
    if (query.status === 'open') shown = shown.where('status', 'in', OPEN);
    else if (query.status !== 'all') shown = shown.where('status', '=', query.status);
    const [rows, total, counted] = await Promise.all([
      shown
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      shown.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute(),
    ]);
    const counts = Object.fromEntries(PARTNER_ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<PartnerEnquiryStatus, number>;
    for (const row of counted) counts[row.status as PartnerEnquiryStatus] = Number(row.n);
    const items = rows.map((row) => rowOf({ ...row, status: row.status as PartnerEnquiryStatus, programme: row.programme as PartnerProgramme }));
    return { success: true, message: 'Partner enquiries', data: { items, counts, page: query.page, pageSize: query.pageSize, total: Number(total.n) } };
  });

  registerContract(app, ctx, partnerEnquiry, async ({ params }) => ({
    success: true,
    message: 'Partner enquiry',
    data: detailOf(await readEnquiry(db, params.id)),
  }));

  registerContract(app, ctx, movePartnerEnquiry, async ({ params, body, user }) => {
    const now = clock.now();
    const to = body.status as PartnerEnquiryStatus;
    let invitationId: string | null = null;
    const row = await db.transaction(async (tx) => {
      const found = await readEnquiry(tx, params.id, true);
      if (found.status !== body.expectedStatus) {
        throw new ApiError(
          409,
          `${found.name}'s enquiry was changed by someone else since you opened it: it is now ${lower(found.status)}. Reload it to see what changed.`,
        );
      }
      if (!PARTNER_ENQUIRY_TRANSITIONS[found.status].includes(to)) {
        throw new ApiError(
          409,
          found.status === 'converted'
            ? `${found.name} was invited to register already; the invitation goes once.`
            : `${found.name}'s enquiry is ${lower(found.status)} and cannot be marked ${lower(to)}.`,
        );
      }
      const invitedAt = to === 'converted' ? now : null;
      await kyselyOf(tx)
        .updateTable('partner_leads')
        .set({ status: to, note: body.note || found.note, invited_at: invitedAt, updated_at: now, updated_by: user.id })
        .where('id', '=', found.id)
        .execute();
      const link = to === 'converted' ? invitationLink(options.siteUrl, found) : null;
      await recordAudit(tx, {
        actor: { id: user.id, role: 'admin' },
        action: `partner-enquiry.${to === 'contacted' ? 'contact' : to === 'converted' ? 'convert' : 'close'}`,
        subjectType: 'partner_enquiry',
        subjectId: found.id,
        before: { status: found.status },
        after: { status: to, ...(link ? { invitation: { to: found.email } } : {}) },
        reason: body.note || null,
        at: now,
      });
      // In the outbox, in the move's transaction: "converted" always means the invitation is on its
      // way, and the move undone leaves none (docs/decisions/041-one-outbox-and-one-job-registry.md).
      if (link) {
        invitationId = await ctx.outbox.enqueue(tx, {
          channel: 'email',
          message: { to: found.email, subject: 'Register your shop with LoanSetu', text: invitationText(found, link), purpose: 'partner-invitation' },
        });
      }
      return readEnquiry(tx, found.id);
    });
    // Sent at once after the commit; if the provider fails, the outbox's worker tries again.
    if (invitationId) await ctx.outbox.deliver([invitationId]);
    // Each move's sentence and its code, for the site to say it in Hindi or Marathi (success-messages.ts).
    const { name } = row;
    const said =
      to === 'converted'
        ? { message: `${name} is invited to register a shop: the e-mail went to ${row.email}.`, ...successCode('partner-enquiry.invited', {}) }
        : to === 'contacted'
          ? { message: `${name}'s enquiry is contacted.`, ...successCode('partner-enquiry.contacted', { name }) }
          : { message: `${name}'s enquiry is closed.`, ...successCode('partner-enquiry.closed', { name }) };
    return { success: true, ...said, data: detailOf(row) };
  });
});
