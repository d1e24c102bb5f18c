import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { dataResponse, defineContract, successResponse } from '@platform/shared/contracts';
import { ManualClock } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { TokenService } from '../security/tokens.ts';
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

/** An OTP step: its flow's token comes in X-Flow-Token or as the bearer. */
const otpStep = defineContract({
  operationId: 'checkCode',
  method: 'POST',
  path: '/step',
  summary: 'Step',
  tag: 'test',
  callers: ['anyone'],
  flow: ['login'],
  body: object({ otp: string().required('OTP is required') }),
  response: successResponse(object({ mobile: string().defined() })),
  errors: [400, 403],
  samples: [],
});

function bareServer() {
  const app = Fastify();
  // As buildServer does: the yup contracts validate, not Fastify's own compilers.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler((error: Error, _request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(failure(error.message, error.extra.fields, error.statusCode));
    return reply.code(500).send(failure(error.message, undefined, 500));
  });
  return app;
}

async function serverAnswering(answer: (name: string, id: string) => unknown, checkResponses: boolean) {
  const app = bareServer();
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

  it('checks the token of the contract’s OTP flow after the body, refusing any failure with 403 (never 401)', async () => {
    const tokens = new TokenService('a test secret of enough length', new ManualClock());
    const app = bareServer();
    registerContract(app, { checkResponses: true, tokens } as unknown as AppContext, otpStep, async ({ flow }) => ({
      success: true,
      message: 'ok',
      mobile: flow.mobile!,
    }));
    await app.ready();
    const step = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/step', payload, headers });
    const login = (await tokens.issue('login', 'otp-login', { mobile: '9876543210' })).token;
    const access = (await tokens.issue('access', 'someone', { role: 'customer', ver: 0 })).token;

    // The body first, as every OTP step always answered: a bad body without a token is a 400.
    expect((await step({})).statusCode).toBe(400);
    const missing = await step({ otp: '123456' });
    expect([missing.statusCode, missing.json().error]).toEqual([403, 'Your session token is missing. Please start again.']);
    for (const wrong of [access, 'not-a-token']) expect((await step({ otp: '123456' }, { authorization: `Bearer ${wrong}` })).statusCode).toBe(403);
    expect((await step({ otp: '123456' }, { authorization: `Bearer ${login}` })).json()).toEqual({ success: true, message: 'ok', mobile: '9876543210' });
    // Beside an access token, the flow's own token comes in X-Flow-Token.
    const both = await step({ otp: '123456' }, { authorization: `Bearer ${access}`, 'x-flow-token': login });
    expect(both.json().mobile).toBe('9876543210');
  });
});
