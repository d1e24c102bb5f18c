// The network-wide counts shared for a few seconds (decision 054), through the real server: the
// operations dashboard and the leads oversight's counts are computed once and served to every
// caller within the freshness (with the time they were counted), the page's rows are always read
// now, and each caller still sees only the cards their roles open.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@platform/shared/contracts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, bearer, databaseKinds, type TestServer, startTestServer } from './helpers.ts';

const SECRET = 'shared-figures-secret';

describe.each(databaseKinds)('network-wide counts shared for 10 s on %s', (kind) => {
  let server: TestServer;
  const tokenOf = async (roles: readonly StaffRole[]) => {
    const account = await addAccount(server, 'admin', { staffRoles: roles });
    return (await new TokenService(SECRET, server.clock).issue('access', account.id, { role: 'admin', ver: 0 })).token;
  };
  const get = async (url: string, token: string) => {
    const answer = await server.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: Record<string, unknown> }).data;
  };
  const addLead = (at: Date) =>
    server.db.query(
      `INSERT INTO leads (id, source, product, customer_name, mobile, pincode, status, created_at, updated_at)
       VALUES ($1, 'enquiry', 'home loan', 'Asha Rao', '9812345670', '411001', 'new', $2, $2)`,
      [randomUUID(), at],
    );
  type Card = { queue: string; size: number; open: boolean };
  const leadsCard = (data: Record<string, unknown>) => (data.queues as Card[]).find((card) => card.queue === 'leads')!;

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET, figuresFreshForMs: 10_000 });
    server.clock.set(Date.parse('2026-11-28T05:00:00Z'));
  });
  afterAll(() => server?.close());

  it('serves the dashboard counted once to every caller for 10 s, saying when, each with their own cards open', async () => {
    const admin = await tokenOf(['ops_admin']);
    const editor = await tokenOf(['content_editor']);
    const first = await get('/ops/dashboard', admin);
    await addLead(new Date('2026-11-28T04:00:00Z'));
    server.clock.advance(9_000);
    const shared = await get('/ops/dashboard', editor);
    expect(shared.generatedAt).toBe('2026-11-28T05:00:00.000Z');
    expect(leadsCard(shared).size).toBe(leadsCard(first).size);
    // The same counts, but the cards the content editor's role opens.
    expect(leadsCard(first).open).toBe(true);
    expect(leadsCard(shared).open).toBe(false);
    server.clock.advance(1_000);
    const recounted = await get('/ops/dashboard', admin);
    expect(recounted.generatedAt).toBe('2026-11-28T05:00:10.000Z');
    expect(leadsCard(recounted).size).toBe(leadsCard(first).size + 1);
  });

  it("shares the oversight's counts by status per filter, and always reads the page's rows now", async () => {
    const admin = await tokenOf(['ops_admin']);
    server.clock.advance(60_000);
    const before = await get('/admin/leads?status=all', admin);
    await addLead(new Date(server.clock.now().getTime() - 3_600_000));
    const shared = await get('/admin/leads?status=all', admin);
    expect(shared.total).toBe(before.total);
    expect((shared.counts as Record<string, number>).new).toBe((before.counts as Record<string, number>).new);
    // The rows are not shared: the new lead is on the page already.
    expect((shared.items as unknown[]).length).toBe((before.items as unknown[]).length + 1);
    server.clock.advance(10_000);
    const recounted = await get('/admin/leads?status=all', admin);
    expect(recounted.total).toBe(Number(before.total) + 1);
  });
});
