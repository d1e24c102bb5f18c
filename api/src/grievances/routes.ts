// Complaints to the Grievance Redressal Officer (RBI Digital Lending Directions): a
// complaint gets a reference and the date by which the officer answers; the person looks its
// status up with that reference and their mobile number.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { GRIEVANCE_RESOLUTION_DAYS, GRIEVANCE_STATUS_LABELS, grievanceLookupSchema, grievanceSchema, type GrievanceStatus } from '@platform/shared/schemas';
import { clientAddress, type AppContext } from '../context.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import type { Limit } from '../security/rate-limit.ts';

export const GRIEVANCES_PER_ADDRESS: Limit = { limit: 10, windowMs: 60 * 60_000 };
// Lookups need a reference and its mobile; the limit keeps anyone from trying references in bulk.
export const GRIEVANCE_LOOKUPS_PER_ADDRESS: Limit = { limit: 30, windowMs: 60 * 60_000 };

const DAY_MS = 24 * 60 * 60_000;

interface GrievanceRow {
  reference: string;
  category: string;
  status: GrievanceStatus;
  resolution: string | null;
  respond_by: Date | string;
  created_at: Date | string;
}

const answerOf = (row: GrievanceRow) => ({
  reference: row.reference,
  category: row.category,
  status: row.status,
  statusLabel: GRIEVANCE_STATUS_LABELS[row.status],
  resolution: row.resolution,
  createdAt: new Date(row.created_at).toISOString(),
  respondBy: new Date(row.respond_by).toISOString(),
});

const dataEnvelope = successEnvelope({ data: { type: 'object', additionalProperties: true } });

export function grievanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, limiter } = ctx;

  app.post(
    '/api/grievances',
    {
      schema: {
        tags: ['grievances'],
        summary: 'Register a complaint with the Grievance Redressal Officer; answers its reference and respond-by date',
        body: jsonSchemaOf(grievanceSchema),
        response: { 201: dataEnvelope, ...failures(429) },
      },
    },
    async (request, reply) => {
      const input = await parseBody(grievanceSchema, request.body);
      const address = clientAddress(request);
      const allowed = await limiter.hit(`grievance:addr:${address}`, GRIEVANCES_PER_ADDRESS);
      if (!allowed.allowed) throw tooManyRequests('Too many complaints from your network. Please call us instead.', allowed.retryAfterSeconds);
      const now = clock.now();
      const respondBy = new Date(now.getTime() + GRIEVANCE_RESOLUTION_DAYS * DAY_MS);
      // References are random (not guessable from another's); a collision takes another.
      for (let attempt = 0; ; attempt += 1) {
        const reference = `GRV${String(randomInt(100_000_000)).padStart(8, '0')}`;
        const { rows } = await db.query<GrievanceRow>(
          `INSERT INTO grievances (id, reference, name, mobile, email, category, details, status, respond_by, client_address, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'received', $8, $9, $10, $10)
           ON CONFLICT (reference) DO NOTHING
           RETURNING reference, category, status, resolution, respond_by, created_at`,
          [randomUUID(), reference, input.name, input.mobile, input.email || null, input.category, input.details, respondBy, address, now],
        );
        if (rows[0]) {
          return reply.code(201).send({
            success: true,
            message: `Your complaint has been registered. Your reference is ${reference}.`,
            data: answerOf(rows[0]),
          });
        }
        if (attempt >= 5) throw new ApiError(503, 'Could not register the complaint just now. Please try again.');
      }
    },
  );

  app.post(
    '/api/grievances/status',
    {
      schema: {
        tags: ['grievances'],
        summary: 'The status of a complaint, by its reference and the mobile number it was made with',
        body: jsonSchemaOf(grievanceLookupSchema),
        response: { 200: dataEnvelope, ...failures(404, 429) },
      },
    },
    async (request) => {
      const input = await parseBody(grievanceLookupSchema, request.body);
      const allowed = await limiter.hit(`grievance-lookup:addr:${clientAddress(request)}`, GRIEVANCE_LOOKUPS_PER_ADDRESS);
      if (!allowed.allowed) throw tooManyRequests('Too many look-ups. Please try again later.', allowed.retryAfterSeconds);
      const { rows } = await db.query<GrievanceRow>(
        'SELECT reference, category, status, resolution, respond_by, created_at FROM grievances WHERE reference = $1 AND mobile = $2',
        [input.reference, input.mobile],
      );
      if (!rows[0]) throw new ApiError(404, 'No complaint matches that reference and mobile number.');
      return { success: true, message: 'Complaint status', data: answerOf(rows[0]) };
    },
  );
}
