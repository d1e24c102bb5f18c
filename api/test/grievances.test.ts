import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRIEVANCES_PER_ADDRESS } from '../src/grievances/routes.ts';
import { databaseKinds, json, post, startTestServer, uniqueAddress, uniqueMobile, type TestServer } from './helpers.ts';

type Json = Record<string, unknown>;

describe.each(databaseKinds)('grievances on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const complaint = (overrides: Json = {}) => ({
    name: 'Farhan Qureshi',
    mobile: uniqueMobile(),
    email: '',
    category: 'Interest, fees or charges',
    details: 'The processing fee charged was higher than the one shown on the offer screen.',
    ...overrides,
  });

  it('registers a complaint with a reference and the date the officer answers by (30 days), and shows its status', async () => {
    const body = complaint();
    const raised = await post(server.app, '/api/grievances', body);
    expect(raised.statusCode).toBe(201);
    const data = json(raised).data as Json;
    expect(data.reference).toMatch(/^GRV\d{8}$/);
    expect(json(raised).message).toBe(`Your complaint has been registered. Your reference is ${String(data.reference)}.`);
    // The end of the 30th India day after the complaint (the test clock: 15:30 in India on 15 January).
    expect(data.createdAt).toBe('2026-01-15T10:00:00.000Z');
    expect(data.respondBy).toBe('2026-02-14T18:30:00.000Z');

    // The reference may be typed in lower case.
    const found = await post(server.app, '/api/grievances/status', { reference: String(data.reference).toLowerCase(), mobile: body.mobile });
    expect(found.statusCode).toBe(200);
    expect(json(found).data).toMatchObject({ reference: data.reference, status: 'received', statusLabel: 'Received', category: body.category });

    await server.db.query(`UPDATE grievances SET status = 'resolved', resolution = 'Excess fee refunded' WHERE reference = $1`, [data.reference]);
    const resolved = await post(server.app, '/api/grievances/status', { reference: data.reference, mobile: body.mobile });
    expect(json(resolved).data).toMatchObject({ statusLabel: 'Resolved', resolution: 'Excess fee refunded' });
  });

  it('shows a complaint only with its own mobile number', async () => {
    const body = complaint();
    const reference = String((json(await post(server.app, '/api/grievances', body)).data as Json).reference);
    const other = await post(server.app, '/api/grievances/status', { reference, mobile: uniqueMobile() });
    expect(other.statusCode).toBe(404);
    expect(json(other).error).toBe('No complaint matches that reference and mobile number.');
  });

  it('refuses bad input with a message per field, storing nothing', async () => {
    const mobile = uniqueMobile();
    const refused = await post(server.app, '/api/grievances', complaint({ mobile, category: 'Bad vibes', details: 'Too short', email: 'nope' }));
    expect(refused.statusCode).toBe(400);
    expect(json(refused).fields).toMatchObject({
      category: 'Choose what the complaint is about',
      details: 'Tell us a little more (at least 20 characters)',
      email: 'Invalid email address',
    });
    expect((await server.db.query('SELECT 1 FROM grievances WHERE mobile = $1', [mobile])).rows).toEqual([]);
    const badLookup = await post(server.app, '/api/grievances/status', { reference: 'ABC', mobile: '12' });
    expect(badLookup.statusCode).toBe(400);
    expect(json(badLookup).fields).toMatchObject({ reference: 'A reference looks like GRV12345678' });
  });

  it('limits complaints from one network address', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < GRIEVANCES_PER_ADDRESS.limit; i += 1) {
      expect((await post(server.app, '/api/grievances', complaint(), {}, address)).statusCode).toBe(201);
    }
    const limited = await post(server.app, '/api/grievances', complaint(), {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
