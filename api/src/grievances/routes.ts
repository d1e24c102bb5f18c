// Complaints to the Grievance Redressal Officer (RBI Digital Lending Directions): a
// complaint gets a reference and the date by which the officer answers; the person looks its
// status up, with the officer's replies, with that reference and their mobile number (the SMS
// that tells them of a reply sends them there). Anyone may call both (registered from
// shared/src/contracts/grievances.ts); the officers' desk is ./desk.ts.
import { randomInt, randomUUID } from 'node:crypto';
import { grievanceStatus, raiseGrievance, type ResponseOf } from '@platform/shared/contracts';
import { GRIEVANCE_STATUS_LABELS, grievanceRespondBy, type GrievanceCategory, type GrievanceStatus } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import { clientAddress } from '../context.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import type { Limit } from '../security/rate-limit.ts';
import type { SmsAdapter } from '../sms/sms.ts';
import { repliesOf } from './desk-queries.ts';
import { grievanceDeskRoutes } from './desk.ts';

export const GRIEVANCES_PER_ADDRESS: Limit = { limit: 10, windowMs: 60 * 60_000 };
// Lookups need a reference and its mobile; the limit keeps anyone from trying references in bulk.
export const GRIEVANCE_LOOKUPS_PER_ADDRESS: Limit = { limit: 30, windowMs: 60 * 60_000 };

const ANSWER_COLUMNS = ['id', 'reference', 'category', 'status', 'resolution', 'respond_by', 'created_at'] as const;

interface GrievanceRow {
  id: string;
  reference: string;
  /** Held by the schema the complaint was registered with (grievanceSchema) and, for status, migration 013's CHECK. */
  category: GrievanceCategory;
  status: GrievanceStatus;
  resolution: string | null;
  respond_by: Date | string;
  created_at: Date | string;
}

type Answer = ResponseOf<typeof grievanceStatus>['data'];

const answerOf = (row: GrievanceRow, replies: Answer['replies']): Answer => ({
  reference: row.reference,
  category: row.category,
  status: row.status,
  statusLabel: GRIEVANCE_STATUS_LABELS[row.status],
  resolution: row.resolution,
  createdAt: iso(row.created_at)!,
  respondBy: iso(row.respond_by)!,
  replies,
});

export const grievancesPlugin = domainPlugin<{ sms: SmsAdapter }>((app, ctx, options) => {
  const { db, clock, limiter } = ctx;
  grievanceDeskRoutes(app, ctx, options.sms);

  registerContract(app, ctx, raiseGrievance, async ({ body: input, request }) => {
    const address = clientAddress(request);
    const allowed = await limiter.hit(`grievance:addr:${address}`, GRIEVANCES_PER_ADDRESS);
    if (!allowed.allowed) throw tooManyRequests('Too many complaints from your network. Please call us instead.', allowed.retryAfterSeconds);
    const now = clock.now();
    const respondBy = grievanceRespondBy(now);
    // References are random (not guessable from another's); a collision takes another.
    for (let attempt = 0; ; attempt += 1) {
      const reference = `GRV${String(randomInt(100_000_000)).padStart(8, '0')}`;
      const row = await kyselyOf(db)
        .insertInto('grievances')
        .values({
          id: randomUUID(),
          reference,
          name: input.name,
          mobile: input.mobile,
          email: input.email || null,
          category: input.category,
          details: input.details,
          status: 'received',
          respond_by: respondBy,
          client_address: address,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('reference').doNothing())
        .returning(ANSWER_COLUMNS)
        .$narrowType<{ category: GrievanceCategory; status: GrievanceStatus }>()
        .executeTakeFirst();
      if (row) return { success: true, message: `Your complaint has been registered. Your reference is ${reference}.`, data: answerOf(row, []) };
      if (attempt >= 5) throw new ApiError(503, 'Could not register the complaint just now. Please try again.');
    }
  });

  registerContract(app, ctx, grievanceStatus, async ({ body: input, request }) => {
    const allowed = await limiter.hit(`grievance-lookup:addr:${clientAddress(request)}`, GRIEVANCE_LOOKUPS_PER_ADDRESS);
    if (!allowed.allowed) throw tooManyRequests('Too many look-ups. Please try again later.', allowed.retryAfterSeconds);
    const row = await kyselyOf(db)
      .selectFrom('grievances')
      .select(ANSWER_COLUMNS)
      .where('reference', '=', input.reference)
      .where('mobile', '=', input.mobile)
      .$narrowType<{ category: GrievanceCategory; status: GrievanceStatus }>()
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'No complaint matches that reference and mobile number.');
    // What the officer wrote to the person, without who wrote it (the desk's own business).
    const replies = (await repliesOf(db, row.id)).map((reply) => ({ body: reply.body, at: iso(reply.created_at)! }));
    return { success: true, message: 'Complaint status', data: answerOf(row, replies) };
  });
});
