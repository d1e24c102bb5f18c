import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { dataResponse, defineContract } from '@platform/shared/contracts';
import type { AppContext } from '../context.ts';
import { ApiError, failure } from './errors.ts';
import { registerContract } from './contract-route.ts';

const echo = defineContract({
  operationId: 'echoName',
  method: 'POST',
  path: '/echo/:id',
  summary: 'Echo',
  tag: 'test',
  callers: ['anyone'],
  params: object({ id: string().defined() }),
  body: object({ name: string().trim().required('Name is required') }),
  response: dataResponse(object({ id: string().defined(), name: string().defined() })),
  errors: [400],
  samples: [],
});

async function serverAnswering(answer: (name: string, id: string) => unknown, checkResponses: boolean) {
  const app = Fastify();
  // As buildServer does: the yup contracts validate, not Fastify's own compilers.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler((error: Error, _request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(failure(error.message, error.extra.fields));
    return reply.code(500).send(failure(error.message));
  });
  registerContract(app, { checkResponses } as AppContext, echo, async ({ params, body }) => answer(body.name, params.id) as never);
  await app.ready();
  return app;
}

describe('a route registered from its contract', () => {
  it('parses the body with the contract’s schema: bad input is a 400 naming the field', async () => {
    const app = await serverAnswering((name, id) => ({ success: true, message: 'ok', data: { id, name } }), true);
    const bad = await app.inject({ method: 'POST', url: '/echo/7', payload: { name: '  ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { name: 'Name is required' } });
    const good = await app.inject({ method: 'POST', url: '/echo/7', payload: { name: ' Asha ' } });
    expect(good.json()).toEqual({ success: true, message: 'ok', data: { id: '7', name: 'Asha' } });
  });

  it('refuses, where answers are checked, an answer that drifted from the contract', async () => {
    const drifted = (name: string) => ({ success: true, message: 'ok', data: { name } });
    const checked = await serverAnswering(drifted, true);
    const answer = await checked.inject({ method: 'POST', url: '/echo/7', payload: { name: 'Asha' } });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().error).toMatch(/echoName answered outside its contract: data.id/);
    const unchecked = await serverAnswering(drifted, false);
    expect((await unchecked.inject({ method: 'POST', url: '/echo/7', payload: { name: 'Asha' } })).statusCode).toBe(200);
  });
});
