// Handlers: api/src/ops/audit-reader.ts, api/src/ops/dashboard.ts, api/src/ops/dev-tools.ts. The
// operations console's audit log reader (filters, a page at a time, CSV export; the log itself is
// append-only), its dashboard (each queue's size, oldest item, items past due and today's
// throughput), and the development reads the end-to-end suite uses for staff sign-in.
import { array, boolean, mixed, number, object, string } from 'yup';
import { VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract } from './contract';
import { dataResponse, FILE_ANSWER, isoDateTime } from './envelope';
import { pageFields, pagingQuery } from './ops';

/** A filter's text, trimmed and cut to `max` characters; anything else is none. */
const filterText = (max: number) =>
  string()
    .optional()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' && original.trim() !== '' ? original.trim().slice(0, max) : undefined));

// What a bad day says, per end of the range: keyed words, so the console shows them in Hindi and Marathi too.
const DAY_MESSAGES = {
  from: { shape: VALIDATION_TEXTS.common.fromDate, real: VALIDATION_TEXTS.opsConsole.fromRealDate },
  to: { shape: VALIDATION_TEXTS.common.toDate, real: VALIDATION_TEXTS.opsConsole.toRealDate },
} as const;

/** A day `YYYY-MM-DD` (India time) bounding the range; anything else is a 400 naming the field. */
const day = (end: keyof typeof DAY_MESSAGES) =>
  string()
    .optional()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .matches(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGES[end].shape)
    .test('real-day', DAY_MESSAGES[end].real, (value) => value === undefined || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

export const auditFilterQuery = {
  actor: filterText(100),
  action: filterText(60),
  subjectType: filterText(60),
  subjectId: filterText(100),
  from: day('from'),
  to: day('to'),
};

export const auditEntrySchema = object({
  id: string().defined(),
  at: isoDateTime(),
  actor: object({ id: string().nullable().defined(), name: string().nullable().defined(), role: string().defined() }).defined(),
  action: string().defined(),
  subjectType: string().defined(),
  subjectId: string().defined(),
  before: mixed().nullable().defined(),
  after: mixed().nullable().defined(),
  reason: string().nullable().defined(),
});

const ENTRY = {
  id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
  at: '2026-11-25T09:30:00.000Z',
  actor: { id: '5b0c7e3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d', name: 'Anita Rao', role: 'admin' },
  action: 'staff.roles',
  subjectType: 'staff',
  subjectId: '5b0c7e3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d',
  before: { roles: ['ops_admin'] },
  after: { roles: ['ops_admin', 'finance'] },
  reason: 'Covers month-end',
};

export const listAuditLog = defineContract({
  operationId: 'listAuditLog',
  method: 'GET',
  path: '/ops/audit',
  summary: 'The audit log, newest first, a page at a time; filters: actor (id, name or email), action, subject type and id, from and to (India days)',
  description: 'Read-only: the log is append-only (migration 017), and no endpoint changes it.',
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin', 'finance'],
  query: object({ ...pagingQuery, ...auditFilterQuery }),
  response: dataResponse(object({ items: array(auditEntrySchema.defined()).defined(), ...pageFields })),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'Role changes',
      request: { query: { action: 'staff.roles' } },
      response: { success: true, message: 'Audit log', data: { items: [ENTRY], page: 1, pageSize: 25, total: 1, pages: 1 } },
    },
  ],
});

/**
 * The most rows one export holds; narrow the filters for more. The export is streamed in batches,
 * so the API's memory does not grow with it: the bound is the spreadsheet's, one sheet holding
 * 1,048,576 rows, and keeps one download to a few minutes.
 */
export const AUDIT_EXPORT_MAX_ROWS = 1_000_000;

export const exportAuditLog = defineContract({
  operationId: 'exportAuditLog',
  method: 'GET',
  path: '/ops/audit/export',
  summary: `The audit log's rows matching the filters as CSV, newest first (at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-US')})`,
  description:
    'Streamed as it is read. A failure before the first rows answers with an error status; a failure after them resets the connection, so the download fails rather than ending short as if complete.',
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin', 'finance'],
  query: object(auditFilterQuery),
  download: {
    description: 'loansetu-audit-<day>.csv: at, actor id, actor name, actor role, action, subject type, subject id, before, after, reason',
    types: ['text/csv'],
  },
  response: FILE_ANSWER,
  errors: [400, 401, 403],
  samples: [{ name: 'Role changes', request: { query: { action: 'staff.roles' } }, response: {} }],
});

export const queueSummarySchema = object({
  queue: string().defined(),
  label: string().defined(),
  size: number().integer().defined(),
  oldestAt: isoDateTime().nullable(),
  pastDue: number().integer().defined(),
  doneToday: number().integer().defined(),
  path: string().defined(),
  /** Whether the signed-in staff member's roles admit the queue's page (the card links only then). */
  open: boolean().defined(),
});

export const getOpsDashboard = defineContract({
  operationId: 'getOpsDashboard',
  method: 'GET',
  path: '/ops/dashboard',
  summary: "Each queue's size, oldest item, items past due and today's throughput (since midnight, India time)",
  tag: 'ops',
  callers: ['admin'],
  response: dataResponse(object({ queues: array(queueSummarySchema.defined()).defined(), generatedAt: isoDateTime() })),
  errors: [401, 403],
  samples: [
    {
      name: 'Partner approvals',
      response: {
        success: true,
        message: 'Dashboard',
        data: {
          queues: [
            {
              queue: 'partner-approvals',
              label: 'Partner approvals',
              size: 1,
              oldestAt: '2026-11-24T09:00:00.000Z',
              pastDue: 0,
              doneToday: 2,
              path: '/ops/partners',
              open: true,
            },
          ],
          generatedAt: '2026-11-25T10:00:00.000Z',
        },
      },
    },
  ],
});

export const getLastEmail = defineContract({
  operationId: 'getLastEmail',
  method: 'GET',
  path: '/dev/last-email',
  summary: 'Last email sent to an address (local email outbox; absent in production)',
  tag: 'development',
  callers: ['anyone'],
  query: object({ to: string().trim().required(VALIDATION_TEXTS.opsConsole.lastEmailToRequired).max(254, VALIDATION_TEXTS.opsConsole.lastEmailToTooLong) }),
  response: dataResponse(object({ subject: string().defined(), body: string().defined(), purpose: string().defined(), sentAt: isoDateTime() })),
  errors: [400, 404],
  samples: [
    {
      name: 'An invitation',
      request: { query: { to: 'farah.khan@example.com' } },
      response: {
        success: true,
        message: 'Last email',
        data: {
          subject: 'You are invited to the LoanSetu operations console',
          body: 'Open http://localhost:3000/ops/accept-invite?token=…',
          purpose: 'staff-invitation',
          sentAt: '2026-11-25T09:00:00.000Z',
        },
      },
    },
  ],
});

export const getDemoStaffCode = defineContract({
  operationId: 'getDemoStaffCode',
  method: 'GET',
  path: '/dev/staff-totp',
  summary: "A demo staff account's current authenticator code, from its published secret (absent in production)",
  tag: 'development',
  callers: ['anyone'],
  query: object({
    email: string().trim().required(VALIDATION_TEXTS.opsConsole.staffCodeEmailRequired).max(254, VALIDATION_TEXTS.opsConsole.staffCodeEmailTooLong),
  }),
  response: dataResponse(object({ code: string().defined(), validForSeconds: number().integer().defined() })),
  errors: [400, 404],
  samples: [
    {
      name: 'The demo admin',
      request: { query: { email: 'ops.admin@example.com' } },
      response: { success: true, message: 'Current code', data: { code: '123456', validForSeconds: 17 } },
    },
  ],
});

export const OPS_CONSOLE_CONTRACTS = [listAuditLog, exportAuditLog, getOpsDashboard, getLastEmail, getDemoStaffCode] as const;
