import type { FastifyInstance } from 'fastify';
import { signedInUser, type AppContext } from '../context.ts';
import { failures, successEnvelope } from '../http/openapi.ts';
import { identityOf, profileOf } from '../users.ts';

const security = [{ bearer: [] }];

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const currentUser = (request: Parameters<typeof signedInUser>[1]) => signedInUser(ctx, request);

  app.get(
    '/api/get-profile',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in account's profile",
        security,
        response: { 200: successEnvelope({ data: { type: 'object', additionalProperties: true } }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return { success: true, message: 'Profile fetched successfully', data: profileOf(user) };
    },
  );

  app.get(
    '/api/get-user',
    {
      schema: {
        tags: ['account'],
        summary: 'Who is signed in: id, role, name, email, mobile',
        security,
        response: { 200: successEnvelope({ data: { type: 'object', additionalProperties: true } }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return { success: true, message: 'User fetched successfully', data: identityOf(user) };
    },
  );
}
