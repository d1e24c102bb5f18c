// Erasure from the customer area (DPDP Act 2023 s.12, decision 023): what no law requires is
// erased, what must be kept is kept and named with its reason, the request is logged, the
// session ends, and no other customer loses anything.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASURE_CONFIRM_MESSAGE, RETAINED_RECORDS } from '@platform/shared/schemas';
import { TokenService } from '../src/security/tokens.ts';
import { bearer, databaseKinds, enquiryPayload, json, otpLogin, post, startTestServer, uniqueMobile, uniquePan, type TestServer } from './helpers.ts';

type Json = Record<string, unknown>;
const SECRET = 'erasure-tests-secret';

describe.each(databaseKinds)('erasure of a customer’s data on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { logger: { level: 'error' }, tokenSecret: SECRET });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });

  /** A customer with two enquiries (one ends in a disbursed loan), a credit report, a payment and a referral earning. */
  async function customerWithHistory(name: string) {
    const mobile = uniqueMobile();
    const ids: string[] = [];
    for (const loanAmount of [300000, 500000]) {
      const response = await post(server.app, '/inquiry/inquiry-submission', enquiryPayload({ mobile, username: name, loanAmount }), {
        'user-agent': 'ErasureTest/1.0',
      });
      expect(response.statusCode, response.body).toBe(201);
      // Each enquiry sends an OTP; the next may only after the resend wait.
      server.clock.advance(31_000);
    }
    ids.push(...(await server.db.query<{ id: string }>('SELECT id FROM enquiries WHERE mobile = $1 ORDER BY loan_amount', [mobile])).rows.map((r) => r.id));
    const token = String((await otpLogin(server.app, mobile)).accessToken);
    const { rows } = await server.db.query<{ id: string }>(`SELECT id FROM users WHERE mobile = $1 AND role = 'customer'`, [mobile]);
    const userId = rows[0]!.id;
    await server.db.query(`UPDATE enquiries SET status = 'verified', user_id = $2 WHERE mobile = $1`, [mobile, userId]);
    await server.db.query(`UPDATE leads SET user_id = $2 WHERE mobile = $1`, [mobile, userId]);
    // The second enquiry became a loan the partner bank disbursed.
    await server.db.query(`UPDATE leads SET status = 'disbursed' WHERE id = $1`, [ids[1]]);
    const checked = await post(server.app, '/customer/cibil', { pan: uniquePan(), fullName: name, consent: true }, bearer(token));
    expect(checked.statusCode, checked.body).toBe(201);
    const now = new Date();
    await server.db.query(
      `INSERT INTO payment_orders (order_id, purpose, description, owner_id, customer_id, customer_phone, amount_paise, status, provider, return_url, created_at, updated_at)
       VALUES ($1, 'service_fee', 'ITR filing', $2, $5, $3, 49900, 'paid', 'local', '/thank-you', $4, $4)`,
      [`OD${String(randomInt(10_000_000, 99_999_999))}`, userId, mobile, now, `customer-${userId}`],
    );
    await server.db.query(
      `INSERT INTO referral_earnings (id, user_id, source, source_id, description, amount, status, earned_at, created_at)
       VALUES ($1, $2, 'enquiry', $3, 'Referral: home loan', 250, 'paid', $4, $4)`,
      [randomUUID(), userId, randomUUID(), now],
    );
    return { mobile, token, userId, enquiryIds: ids as [string, string] };
  }

  it('erases what no law requires, keeps payments, earnings, the disbursed loan and the consents’ proof, logs it and ends the session', async () => {
    const asha = await customerWithHistory('Asha Verma');
    const ravi = await customerWithHistory('Ravi Kulkarni');
    const raviCopyBefore = json(await get('/customer/my-data', ravi.token));

    // Nothing happens without the explicit confirmation.
    const unconfirmed = await post(server.app, '/customer/erase-my-data', {}, bearer(asha.token));
    expect(unconfirmed.statusCode).toBe(400);
    expect(json(unconfirmed).message).toBe(ERASURE_CONFIRM_MESSAGE);
    expect((await server.db.query('SELECT 1 FROM users WHERE mobile = $1', [asha.mobile])).rows).toHaveLength(1);

    const erased = await post(server.app, '/customer/erase-my-data', { confirm: true }, bearer(asha.token));
    expect(erased.statusCode, erased.body).toBe(200);
    const answer = json(erased).data as { erased: Record<string, number>; kept: Json[] };
    expect(answer.erased).toMatchObject({ profile: 1, creditReports: 1, leads: 1, enquiries: 1 });
    expect(answer.kept.map((k) => k.kind).sort()).toEqual(['consents', 'dataRightsRequests', 'disbursedLoans', 'payments', 'referralEarnings']);
    expect(answer.kept.find((k) => k.kind === 'payments')).toMatchObject({ count: 1, law: RETAINED_RECORDS.payments.law });

    // The session has ended, and the mobile number no longer names an account.
    expect((await get('/customer/consents', asha.token)).statusCode).toBe(401);
    expect((await server.db.query('SELECT 1 FROM users WHERE mobile = $1', [asha.mobile])).rows).toEqual([]);
    const { rows: account } = await server.db.query<Json>('SELECT username, email, mobile, address FROM users WHERE id = $1', [asha.userId]);
    expect(account[0]).toEqual({ username: 'Erased customer', email: null, mobile: `erased:${asha.userId}`, address: null });

    // Erased: the open enquiry's person, the credit report; the open lead is closed.
    const { rows: enquiries } = await server.db.query<Json>(
      'SELECT id, username, mobile, email, address FROM enquiries WHERE user_id = $1 ORDER BY loan_amount',
      [asha.userId],
    );
    expect(enquiries[0]).toMatchObject({ username: 'Erased customer', mobile: '', email: '', address: '' });
    expect((await server.db.query('SELECT 1 FROM credit_reports WHERE user_id = $1', [asha.userId])).rows).toEqual([]);
    const { rows: leads } = await server.db.query<Json>('SELECT id, status, customer_name, mobile FROM leads WHERE user_id = $1 ORDER BY amount', [
      asha.userId,
    ]);
    expect(leads[0]).toMatchObject({ status: 'closed', customer_name: 'Erased customer', mobile: '' });
    expect((await server.db.query('SELECT 1 FROM sms_outbox WHERE mobile = $1', [asha.mobile])).rows).toEqual([]);
    expect((await server.db.query(`SELECT 1 FROM outbox_messages WHERE payload->>'mobile' = $1`, [asha.mobile])).rows).toEqual([]);

    // Kept: the disbursed loan whole, the payment, the earning, the consents without the person.
    expect(leads[1]).toMatchObject({ status: 'disbursed', customer_name: 'Asha Verma', mobile: asha.mobile });
    expect(enquiries[1]).toMatchObject({ username: 'Asha Verma', mobile: asha.mobile });
    expect((await server.db.query('SELECT 1 FROM payment_orders WHERE owner_id = $1', [asha.userId])).rows).toHaveLength(1);
    expect((await server.db.query('SELECT 1 FROM referral_earnings WHERE user_id = $1', [asha.userId])).rows).toHaveLength(1);
    const { rows: consents } = await server.db.query<Json>(
      'SELECT purpose, mobile, client_address, user_agent, withdrawn_at, notice_version FROM consent_records WHERE user_id = $1 OR subject_id = ANY($2::uuid[])',
      [asha.userId, asha.enquiryIds],
    );
    expect(consents.length).toBe(3);
    for (const consent of consents) {
      expect(consent).toMatchObject({ mobile: `******${asha.mobile.slice(-4)}`, client_address: null, user_agent: null, notice_version: 1 });
      expect(consent.withdrawn_at).not.toBeNull();
    }

    // Logged, with what was erased and kept.
    const { rows: logged } = await server.db.query<Json>(`SELECT kind, outcome, client_address FROM data_rights_requests WHERE user_id = $1`, [asha.userId]);
    expect(logged).toMatchObject([{ kind: 'erasure', outcome: { erased: { profile: 1 }, kept: expect.any(Array) }, client_address: null }]);

    // Another customer is untouched.
    const raviCopyAfter = json(await get('/customer/my-data', ravi.token));
    const { generatedAt: _a, dataRightsRequests: _b, ...before } = raviCopyBefore;
    const { generatedAt: _c, dataRightsRequests: _d, ...after } = raviCopyAfter;
    expect(after).toEqual(before);
    expect((after.creditReports as unknown[]).length).toBe(1);
    expect(after.profile).toMatchObject({ mobile: ravi.mobile });
  });

  it('takes the telecallers’ notes on an erased lead with it, from the call log and the status history', async () => {
    const asha = await customerWithHistory('Meena Iyer');
    const ravi = await customerWithHistory('Kiran Rao');
    const telecaller = await staff('telecaller');
    const note = (who: string) => `Spoke to ${who}: salary 62k, wife unwell, call after 6pm`;
    for (const [customer, who] of [
      [asha, 'Meena'],
      [ravi, 'Kiran'],
    ] as const) {
      const lead = customer.enquiryIds[0];
      await server.db.query(`INSERT INTO lead_calls (id, lead_id, telecaller_id, status_after, note, created_at) VALUES ($1, $2, $3, 'contacted', $4, now())`, [
        randomUUID(),
        lead,
        telecaller.id,
        note(who),
      ]);
      await server.db.query(
        `INSERT INTO lead_status_history (id, lead_id, from_status, to_status, note, actor_id, actor_role, actor_name, created_at)
         VALUES ($1, $2, 'new', 'contacted', $3, $4, 'telecaller', 'Rahul', now())`,
        [randomUUID(), lead, note(who), telecaller.id],
      );
    }
    expect((await post(server.app, '/customer/erase-my-data', { confirm: true }, bearer(asha.token))).statusCode).toBe(200);

    const notesOf = async (lead: string) => [
      ...(await server.db.query<{ note: string | null }>('SELECT note FROM lead_calls WHERE lead_id = $1', [lead])).rows.map((r) => r.note),
      ...(
        await server.db.query<{ note: string | null }>(`SELECT note FROM lead_status_history WHERE lead_id = $1 AND actor_role = 'telecaller'`, [lead])
      ).rows.map((r) => r.note),
    ];
    expect(await notesOf(asha.enquiryIds[0])).toEqual([null, null]);
    // The history keeps its entries (what the customer was told and when), only without the note.
    const { rows: kept } = await server.db.query(`SELECT to_status FROM lead_status_history WHERE lead_id = $1 AND actor_role = 'telecaller'`, [
      asha.enquiryIds[0],
    ]);
    expect(kept).toEqual([{ to_status: 'contacted' }]);
    // Another customer's notes stay, and the history is still append-only for anything else.
    expect(await notesOf(ravi.enquiryIds[0])).toEqual([note('Kiran'), note('Kiran')]);
    await server.db.query(`UPDATE lead_status_history SET to_status = 'closed', note = NULL WHERE lead_id = $1`, [ravi.enquiryIds[0]]);
    await server.db.query(`UPDATE lead_status_history SET note = 'rewritten' WHERE lead_id = $1`, [ravi.enquiryIds[0]]);
    expect(await notesOf(ravi.enquiryIds[0])).toEqual([note('Kiran'), note('Kiran')]);
  });

  /** A staff or shop account of `role`, signed in (a token the server issues for it). */
  async function staff(role: 'vendor' | 'telecaller' | 'banker') {
    const id = randomUUID();
    const mobile = uniqueMobile();
    await server.db.query(
      `INSERT INTO users (id, role, username, email, mobile, referral_code, mobile_verified_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now(), now(), now())`,
      [id, role, `${role} ${mobile.slice(-4)}`, `${role}.${mobile}@example.com`, mobile, `R${mobile}`],
    );
    return { id, mobile, token: (await new TokenService(SECRET, server.clock).issue('access', id, { role, ver: 0 })).token };
  }

  it('lets only a customer through every customer-only route: not a shop, telecaller or banker, nor anyone signed out', async () => {
    const doc = json(await server.app.inject({ method: 'GET', url: '/docs/json' })) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/customer/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, randomUUID()) })))
      // Erasure last: it ends the customer's session.
      .sort((a, b) => Number(a.url === '/customer/erase-my-data') - Number(b.url === '/customer/erase-my-data'));
    expect(routes.length).toBeGreaterThanOrEqual(13);
    // Bodies a customer could send, so a missing role check would answer 2xx, not 400.
    const bodies: Record<string, unknown> = {
      'POST /customer/erase-my-data': { confirm: true },
      'POST /customer/cibil': { pan: uniquePan(), fullName: 'Asha Rao', consent: true },
      'PUT /customer/profile': {
        username: 'Asha Rao',
        email: `asha.${uniqueMobile()}@example.com`,
        state: 'Karnataka',
        city: 'Bengaluru',
        pinCode: '560034',
        address: '14, 3rd Cross',
      },
    };
    const send = (route: { method: string; url: string }, token?: string) =>
      server.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: token ? bearer(token) : {},
        ...(route.method === 'GET'
          ? {}
          : // An OTP step gets a well-formed code, so what answers is the role check, then the flow's.
            { payload: (bodies[`${route.method} ${route.url}`] ?? (route.url.endsWith('/verify-otp') ? { otp: '123456' } : {})) as object }),
      });

    const others = await Promise.all((['vendor', 'telecaller', 'banker'] as const).map(staff));
    for (const route of routes) {
      expect([`${route.method} ${route.url}`, (await send(route)).statusCode]).toEqual([`${route.method} ${route.url}`, 401]);
      for (const [i, other] of others.entries()) {
        const answer = await send(route, other.token);
        expect([`${route.method} ${route.url}`, i, answer.statusCode]).toEqual([`${route.method} ${route.url}`, i, 403]);
      }
    }
    // Nothing of theirs moved: the shop still exists with its details and its sessions.
    const { rows } = await server.db.query<{ username: string; mobile: string; token_version: number }>(
      'SELECT username, mobile, token_version FROM users WHERE id = $1',
      [others[0]!.id],
    );
    expect(rows[0]).toEqual({ username: `vendor ${others[0]!.mobile.slice(-4)}`, mobile: others[0]!.mobile, token_version: 0 });

    const customer = String((await otpLogin(server.app, uniqueMobile())).accessToken);
    for (const route of routes) {
      const answer = await send(route, customer);
      // An OTP step's answer without its flow's token is the flow's refusal, after the role check.
      const flowRefused = answer.statusCode === 403 && /session token is missing|token is not valid for this request/.test(String(json(answer).error));
      expect([`${route.method} ${route.url}`, answer.statusCode < 300 || answer.statusCode === 404 || flowRefused, answer.body]).toEqual([
        `${route.method} ${route.url}`,
        true,
        answer.body,
      ]);
    }
  });
});
