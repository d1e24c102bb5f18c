import type { FastifyInstance } from 'fastify';
import { addressLookupSchema } from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';

export function publicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, directory } = ctx;

  app.post(
    '/api/get-address',
    {
      schema: {
        tags: ['content'],
        summary: "State, district and post offices of an Indian PIN code (India Post's directory)",
        body: jsonSchemaOf(addressLookupSchema),
        response: {
          200: successEnvelope({
            data: {
              type: 'object',
              properties: {
                pinCode: { type: 'string' },
                state: { type: 'string' },
                district: { type: 'string' },
                city: { type: 'string' },
                postOffices: { type: 'array', items: { type: 'object', additionalProperties: true } },
              },
            },
          }),
          ...failures(404),
        },
      },
    },
    async (request) => {
      const { pinCode } = await parseBody(addressLookupSchema, request.body);
      const found = directory.lookup(pinCode);
      if (!found) {
        throw new ApiError(404, 'No post office found for this PIN code', { fields: { pinCode: 'Unknown PIN code' } });
      }
      const { division: _division, circle: _circle, ...address } = found;
      return { success: true, message: 'Address fetched successfully', data: address };
    },
  );

  app.get('/health', { schema: { tags: ['ops'], summary: 'Liveness and database check', response: { 200: successEnvelope() } } }, async () => {
    await db.query('SELECT 1');
    return { success: true, message: 'ok', database: db.kind };
  });
}
