// The audit log reader (issue 30): operations admins and finance read the append-only trail
// (migration 017) with filters, newest first, a page at a time, and export it as CSV, streamed in
// batches (issue 34). Nothing here writes to the log; the table's rules refuse changes anyway.
// Contracts: @platform/shared/contracts, ops-console.ts.
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AUDIT_EXPORT_MAX_ROWS, exportAuditLog, listAuditLog } from '@platform/shared/contracts';
import { iso } from '../clock.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { registerContract, registerDownload } from '../http/contract-route.ts';
import { keysetCsvStream } from '../http/csv-stream.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { pageOf, pagesOf } from './identity.ts';
import { indiaDayStart } from './queue-summary.ts';

export interface AuditFilters {
  actor?: string | undefined;
  action?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const likePattern = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filtered log, newest first. `actor` is an account id, or part of a name or email. */
function filteredLog(q: Queryable, filters: AuditFilters) {
  if (filters.from && filters.to && filters.from > filters.to) {
    throw new ApiError(400, 'To must not be before From', { fields: { to: 'To must not be before From' } });
  }
  const { actor, action, subjectType, subjectId, from, to } = filters;
  return (
    kyselyOf(q)
      .selectFrom('audit_log as l')
      .leftJoin('users as u', 'u.id', 'l.actor_id')
      .$if(!!actor, (query) =>
        isUuid(actor!)
          ? query.where('l.actor_id', '=', actor!)
          : query.where((eb) =>
              eb.or([
                eb(eb.fn('lower', ['u.username']), 'like', `%${likePattern(actor!)}%`),
                eb(eb.fn('lower', ['u.email']), 'like', `%${likePattern(actor!)}%`),
                eb('l.actor_role', '=', actor!),
              ]),
            ),
      )
      // An action or its domain: `staff.roles`, or `staff.` for all the staff actions.
      .$if(!!action, (query) => query.where('l.action', 'like', `${likePattern(action!)}%`))
      .$if(!!subjectType, (query) => query.where('l.subject_type', '=', subjectType!))
      .$if(!!subjectId, (query) => query.where('l.subject_id', '=', subjectId!))
      .$if(!!from, (query) => query.where('l.created_at', '>=', indiaDayStart(from!)))
      .$if(!!to, (query) => query.where('l.created_at', '<', new Date(indiaDayStart(to!).getTime() + 86_400_000)))
  );
}

function entriesOf(q: Queryable, filters: AuditFilters) {
  return filteredLog(q, filters)
    .select([
      'l.id',
      'l.seq',
      'l.created_at',
      'l.actor_id',
      'u.username as actor_name',
      'l.actor_role',
      'l.action',
      'l.subject_type',
      'l.subject_id',
      'l.before',
      'l.after',
      'l.reason',
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.seq', 'desc');
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesOf>['execute']>>[number];

const entryOf = (row: EntryRow) => ({
  id: row.id,
  at: iso(row.created_at),
  actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
  action: row.action,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  before: (row.before ?? null) as NonNullable<unknown> | null,
  after: (row.after ?? null) as NonNullable<unknown> | null,
  reason: row.reason,
});

const CSV_HEADER = ['at', 'actor_id', 'actor_name', 'actor_role', 'action', 'subject_type', 'subject_id', 'before', 'after', 'reason'];

const csvCells = (row: EntryRow) => [
  iso(row.created_at),
  row.actor_id,
  row.actor_name,
  row.actor_role,
  row.action,
  row.subject_type,
  row.subject_id,
  row.before === null ? null : JSON.stringify(row.before),
  row.after === null ? null : JSON.stringify(row.after),
  row.reason,
];

/** Rows one statement of the export reads: a few hundred kilobytes of CSV at a time. */
export const AUDIT_EXPORT_BATCH = 1_000;

/**
 * One batch of the export, in its order (newest first, `seq` breaking ties between rows written in
 * the same instant): the first, or the one after the row `afterId`. Keyset, not OFFSET, so every
 * batch costs the same however deep into the log it is, and no server-side cursor is held open
 * (PGlite has none, and a cursor would pin a pooled connection for the whole download). The last
 * row is found again by its id inside the statement, so its timestamp is compared at the
 * database's precision, not JavaScript's milliseconds.
 */
function exportBatch(q: Queryable, filters: AuditFilters, afterId: string | undefined, limit: number) {
  return entriesOf(q, filters)
    .$if(afterId !== undefined, (query) =>
      query.where((eb) => {
        const lastRow = eb.selectFrom('audit_log as last').where('last.id', '=', afterId!);
        // PostgreSQL narrows the walk of the created_at index by the row comparison's first column.
        return sql<boolean>`(${eb.ref('l.created_at')}, ${eb.ref('l.seq')}) < ${lastRow.select(['last.created_at', 'last.seq'])}`;
      }),
    )
    .limit(limit)
    .execute();
}

/** The export's CSV, streamed a batch at a time (http/csv-stream.ts), at most `max` rows. */
export function auditCsvStream(q: Queryable, filters: AuditFilters, log: FastifyBaseLogger, max = AUDIT_EXPORT_MAX_ROWS): Promise<Readable> {
  return keysetCsvStream(
    {
      what: 'audit export',
      header: CSV_HEADER,
      batch: (after, limit) => exportBatch(q, filters, after?.id, limit),
      cells: csvCells,
      batchSize: AUDIT_EXPORT_BATCH,
      max,
    },
    log,
  );
}

export function auditReaderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  registerContract(app, ctx, listAuditLog, async ({ query }) => {
    const { page, pageSize, offset } = pageOf(query);
    const [rows, count] = await Promise.all([
      entriesOf(db, query).limit(pageSize).offset(offset).execute(),
      filteredLog(db, query)
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.n);
    return { success: true, message: 'Audit log', data: { items: rows.map(entryOf), page, pageSize, total, pages: pagesOf(total, pageSize) } };
  });

  registerDownload(app, ctx, exportAuditLog, async ({ query, request, reply }) => {
    const csv = await auditCsvStream(db, query, request.log);
    const day = clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="loansetu-audit-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
