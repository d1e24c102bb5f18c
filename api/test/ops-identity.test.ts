// The operations console's staff identity (issue 30): nobody signs up, an operations admin invites
// by email, the invitee sets a password and enrols an authenticator, every sign-in needs the
// password and a current code, and an admin manages roles and accounts, each change audited in
// its own transaction.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditTrailOf } from '../src/audit/audit.ts';
import { STAFF_USE_CONSOLE } from '../src/auth/routes.ts';
import { auditCsvStream } from '../src/ops/audit-reader.ts';
import { STAFF_SIGN_IN_REFUSED } from '../src/ops/identity.ts';
import { LAST_OPS_ADMIN } from '../src/ops/staff-accounts.ts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, bearer, databaseKinds, json, post, startTestServer, uniqueAddress, uniqueMobile, type TestServer } from './helpers.ts';

type Json = Record<string, unknown>;
const SECRET = 'ops-identity-secret';
const ADMIN = { email: 'ops.admin@example.com', password: 'Admin@2026' };

describe.each(databaseKinds)('staff identity on %s', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let adminId: string;

  const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const put = (url: string, body: Json, token: string) => server.app.inject({ method: 'PUT', url, payload: body, headers: bearer(token) });
  const codeFor = async (email: string) => String((json(await get(`/dev/staff-totp?email=${email}`)).data as Json).code);
  /** A fresh 30-second step, so the next code has not been used. */
  const nextStep = () => server.clock.advance(30_000);
  const tokenFor = async (userId: string) => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role: 'admin', ver: rows[0]!.token_version })).token;
  };
  const staffAccount = async (roles: Parameters<typeof addAccount>[2] extends infer E ? (E extends { staffRoles?: infer R } ? R : never) : never) => {
    const account = await addAccount(server, 'admin', { staffRoles: roles });
    return { id: account.id, token: await tokenFor(account.id) };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      tokenSecret: SECRET,
      seedDemo: true,
      authLimits: { failedLoginsPerEmailAndAddress: { limit: 3, windowMs: 15 * 60_000 } },
    });
    const signedIn = await post(server.app, '/ops/login', { ...ADMIN, code: await codeFor(ADMIN.email) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    adminToken = String(json(signedIn).accessToken);
    adminId = String((json(signedIn).user as Json).id);
  });
  afterAll(async () => {
    await server?.close();
  });
  // A fresh token each time: some tests move the clock by days, past an access token's life.
  beforeEach(async () => {
    nextStep();
    adminToken = await tokenFor(adminId);
  });

  describe('sign-in', () => {
    it('signs the demo admin in with password and current code, as role admin holding ops_admin', async () => {
      const signedIn = await post(server.app, '/ops/login', { ...ADMIN, code: await codeFor(ADMIN.email) });
      expect(signedIn.statusCode).toBe(200);
      expect(json(signedIn)).toMatchObject({ role: 'admin', user: { email: ADMIN.email } });
      const me = await get('/ops/me', String(json(signedIn).accessToken));
      expect(json(me).data).toMatchObject({ email: ADMIN.email, name: 'Anita Rao', staffRoles: ['ops_admin'] });
      const trail = await auditTrailOf(server.db, 'staff', adminId);
      expect(trail.at(-1)).toMatchObject({ action: 'staff.sign-in', actor_id: adminId });
    });

    it('takes each code once', async () => {
      const code = await codeFor(ADMIN.email);
      const address = uniqueAddress();
      expect((await post(server.app, '/ops/login', { ...ADMIN, code }, {}, address)).statusCode).toBe(200);
      const again = await post(server.app, '/ops/login', { ...ADMIN, code }, {}, address);
      expect(again.statusCode).toBe(401);
      expect(json(again).error).toBe(STAFF_SIGN_IN_REFUSED);
    });

    it('answers a wrong password, a wrong code and an unknown email alike', async () => {
      const code = await codeFor(ADMIN.email);
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all([
        post(server.app, '/ops/login', { ...ADMIN, password: 'Wrong@2026', code }),
        post(server.app, '/ops/login', { ...ADMIN, code: wrongCode }),
        post(server.app, '/ops/login', { email: 'nobody@example.com', password: ADMIN.password, code }),
        // A shop's right password is no staff sign-in either.
        post(server.app, '/ops/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026', code }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(json(answer).error).toBe(STAFF_SIGN_IN_REFUSED);
      }
    });

    it('locks an email out from one address after repeated failures, not from elsewhere', async () => {
      const attacker = uniqueAddress();
      for (let i = 0; i < 3; i += 1) {
        expect((await post(server.app, '/ops/login', { ...ADMIN, password: 'Wrong@2026', code: '000000' }, {}, attacker)).statusCode).toBe(401);
      }
      const locked = await post(server.app, '/ops/login', { ...ADMIN, code: await codeFor(ADMIN.email) }, {}, attacker);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBeDefined();
      expect((await post(server.app, '/ops/login', { ...ADMIN, code: await codeFor(ADMIN.email) }, {}, uniqueAddress())).statusCode).toBe(200);
    });

    it('no longer signs a staff account in on /api/login with a password alone; shops still do', async () => {
      const staff = await post(server.app, '/api/login', ADMIN);
      expect(staff.statusCode).toBe(403);
      expect(json(staff).error).toBe(STAFF_USE_CONSOLE);
      expect((await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' })).statusCode).toBe(200);
    });

    it('signs in every demo staff account with its own role', async () => {
      for (const [email, role] of [
        ['kyc.reviewer@example.com', 'kyc_reviewer'],
        ['ca.expert@example.com', 'ca_expert'],
        ['logistics.desk@example.com', 'logistics_desk'],
        ['finance@example.com', 'finance'],
        ['content.editor@example.com', 'content_editor'],
        ['grievance.officer@example.com', 'grievance_officer'],
      ] as const) {
        const signedIn = await post(server.app, '/ops/login', { email, password: 'Staff@2026', code: await codeFor(email) });
        expect(signedIn.statusCode, email).toBe(200);
        expect((json(await get('/ops/me', String(json(signedIn).accessToken))).data as Json).staffRoles).toEqual([role]);
      }
      expect((await get('/dev/staff-totp?email=demo.vendor@example.com')).statusCode).toBe(404);
    });
  });

  describe('invitations', () => {
    const invite = (body: Json, token = adminToken) => post(server.app, '/ops/invitations', body, bearer(token));
    const newcomer = () => {
      const mobile = uniqueMobile();
      return { name: 'Farah Khan', email: `farah.${mobile}@example.com`, mobile, roles: ['kyc_reviewer', 'finance'] };
    };
    const tokenOfEmail = async (to: string) => {
      const mail = (json(await get(`/dev/last-email?to=${to}`)).data as Json).body as string;
      return /\/ops\/accept-invite\?token=([\w-]+)/.exec(mail)![1]!;
    };
    const codeOf = async (secret: string) => {
      const { totpCode } = await import('../src/ops/totp.ts');
      return totpCode({ secret, at: server.clock.now() });
    };

    it('invites by email; the invitee sets a password, enrols with a current code and is signed in', async () => {
      const person = newcomer();
      const invited = await invite(person);
      expect(invited.statusCode, invited.body).toBe(201);
      const invitationId = String((json(invited).data as Json).id);
      const token = await tokenOfEmail(person.email);
      expect((json(await get(`/dev/last-email?to=${person.email}`)).data as Json).body as string).toContain('KYC reviewer, Finance');

      const opened = await post(server.app, '/ops/invitations/open', { token });
      expect(opened.statusCode).toBe(200);
      const { authenticator, roles } = json(opened).data as { authenticator: { secret: string; otpauthUri: string }; roles: string[] };
      expect(roles).toEqual(['kyc_reviewer', 'finance']);
      expect(authenticator.otpauthUri).toContain(`secret=${authenticator.secret}`);

      const body = { token, password: 'Staff@2026', confirmPassword: 'Staff@2026' };
      const wrong = await post(server.app, '/ops/invitations/accept', { ...body, code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong).fields).toHaveProperty('code');
      const weak = await post(server.app, '/ops/invitations/accept', {
        ...body,
        password: 'short',
        confirmPassword: 'short',
        code: await codeOf(authenticator.secret),
      });
      expect(weak.statusCode).toBe(400);
      expect(json(weak).fields).toHaveProperty('password');

      const accepted = await post(server.app, '/ops/invitations/accept', { ...body, code: await codeOf(authenticator.secret) });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const me = json(await get('/ops/me', String(json(accepted).accessToken))).data as Json;
      expect(me).toMatchObject({ email: person.email, staffRoles: ['kyc_reviewer', 'finance'] });
      // Single use.
      expect((await post(server.app, '/ops/invitations/open', { token })).statusCode).toBe(410);
      expect((await post(server.app, '/ops/invitations/accept', { ...body, code: await codeOf(authenticator.secret) })).statusCode).toBe(410);
      // And the new account signs in with both factors from then on.
      nextStep();
      const signedIn = await post(server.app, '/ops/login', { email: person.email, password: 'Staff@2026', code: await codeOf(authenticator.secret) });
      expect(signedIn.statusCode).toBe(200);
      expect((await auditTrailOf(server.db, 'staff-invitation', invitationId)).map((row) => row.action)).toEqual(['staff.invite']);
      expect((await auditTrailOf(server.db, 'staff', String(me.id))).map((row) => row.action)).toEqual(['staff.invite-accept', 'staff.sign-in']);
    });

    it('keeps no usable link in the outbox outside development', async () => {
      const { OutboxEmailAdapter } = await import('../src/email/email.ts');
      const outbox = new OutboxEmailAdapter(server.db, server.clock, { info: () => undefined }, false);
      await outbox.send({
        to: 'masked@example.com',
        subject: 's',
        text: 'Open /ops/accept-invite?token=abc123',
        purpose: 'staff-invitation',
        secret: 'abc123',
      });
      expect((json(await get('/dev/last-email?to=masked@example.com')).data as Json).body as string).toBe('Open /ops/accept-invite?token=******');
    });

    it('expires, and a revoked link stops working; a second invitation to the same email waits for the first', async () => {
      const person = newcomer();
      expect((await invite(person)).statusCode).toBe(201);
      expect((await invite(person)).statusCode).toBe(409);
      const token = await tokenOfEmail(person.email);
      server.clock.advance(8 * 24 * 60 * 60_000);
      adminToken = await tokenFor(adminId);
      expect((await post(server.app, '/ops/invitations/open', { token })).statusCode).toBe(410);
      // Expired, it no longer holds the address.
      const again = await invite(person);
      expect(again.statusCode).toBe(201);
      const id = String((json(again).data as Json).id);
      const listed = json(await get('/ops/invitations?pageSize=100', adminToken)).data as { items: Json[] };
      expect(listed.items.find((item) => item.id === id)).toMatchObject({ expired: false, invitedBy: 'Anita Rao' });

      expect((await post(server.app, `/ops/invitations/${id}/revoke`, {}, bearer(adminToken))).statusCode).toBe(200);
      expect((await post(server.app, `/ops/invitations/${id}/revoke`, {}, bearer(adminToken))).statusCode).toBe(409);
      expect((await post(server.app, '/ops/invitations/open', { token: await tokenOfEmail(person.email) })).statusCode).toBe(410);
      expect((await auditTrailOf(server.db, 'staff-invitation', id)).map((row) => row.action)).toEqual(['staff.invite', 'staff.invite-revoke']);
    });

    it('refuses an email or mobile that already has an account, and anyone but an operations admin', async () => {
      expect((await invite({ ...newcomer(), email: 'demo.vendor@example.com' })).statusCode).toBe(409);
      const reviewer = await staffAccount(['kyc_reviewer']);
      const refused = await invite(newcomer(), reviewer.token);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).error).toBe('Your staff role does not allow this.');
      expect((await invite({ ...newcomer(), roles: [] })).statusCode).toBe(400);
      expect((await invite({ ...newcomer(), roles: ['superuser'] })).statusCode).toBe(400);
    });

    it('keeps no invitation when its email cannot be written to the outbox (one transaction)', async () => {
      const person = newcomer();
      server.failNextQuery(/INSERT INTO outbox_messages/);
      expect((await invite(person)).statusCode).toBe(500);
      const { rows } = await server.db.query('SELECT 1 FROM staff_invitations WHERE email = $1', [person.email]);
      expect(rows).toHaveLength(0);
    });

    it('keeps the invitation when the mail provider fails, and the outbox delivers it later, once', async () => {
      const person = newcomer();
      server.failNextQuery(/INSERT INTO email_outbox/);
      expect((await invite(person)).statusCode).toBe(201);
      expect((await get(`/dev/last-email?to=${person.email}`)).statusCode).toBe(404);
      // The worker's pass after the backoff delivers it.
      server.clock.advance(60_000);
      expect((await server.app.outbox.deliverDue()).delivered).toBeGreaterThanOrEqual(1);
      expect((json(await get(`/dev/last-email?to=${person.email}`)).data as Json).body as string).toContain('/ops/accept-invite?token=');
      await server.app.outbox.deliverDue();
      const { rows } = await server.db.query('SELECT 1 FROM email_outbox WHERE to_address = $1', [person.email]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('staff management', () => {
    it('lists staff a page at a time, by name, with their roles', async () => {
      const first = json(await get('/ops/staff?pageSize=2&page=1', adminToken)).data as { items: Json[]; total: number; pages: number };
      expect(first.items).toHaveLength(2);
      expect(first.total).toBeGreaterThanOrEqual(7);
      expect(first.pages).toBe(Math.ceil(first.total / 2));
      const second = json(await get('/ops/staff?pageSize=2&page=2', adminToken)).data as { items: Json[] };
      expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
      const found = json(await get('/ops/staff?q=FINANCE@', adminToken)).data as { items: Json[] };
      expect(found.items.map((item) => item.email)).toEqual(['finance@example.com']);
      expect(found.items[0]).toMatchObject({ roles: ['finance'], active: true });
      const byRole = json(await get('/ops/staff?role=grievance_officer', adminToken)).data as { items: Json[] };
      expect(byRole.items.map((item) => item.email)).toContain('grievance.officer@example.com');
      expect(byRole.items.every((item) => (item.roles as string[]).includes('grievance_officer'))).toBe(true);
    });

    it('grants and revokes roles (audited, in the same transaction); a role taken away stops at once', async () => {
      const member = await staffAccount(['kyc_reviewer']);
      expect((await get('/ops/audit', member.token)).statusCode).toBe(403);
      server.failNextQuery(/insert into "audit_log"/i);
      expect((await put(`/ops/staff/${member.id}/roles`, { roles: ['kyc_reviewer', 'finance'] }, adminToken)).statusCode).toBe(500);
      expect((await get('/ops/audit', member.token)).statusCode).toBe(403);

      const granted = await put(`/ops/staff/${member.id}/roles`, { roles: ['finance', 'kyc_reviewer'], reason: 'Month-end' }, adminToken);
      expect(granted.statusCode, granted.body).toBe(200);
      expect((json(granted).data as Json).roles).toEqual(['kyc_reviewer', 'finance']);
      expect((await get('/ops/audit', member.token)).statusCode).toBe(200);
      expect((await put(`/ops/staff/${member.id}/roles`, { roles: ['kyc_reviewer'] }, adminToken)).statusCode).toBe(200);
      expect((await get('/ops/audit', member.token)).statusCode).toBe(403);
      const trail = await auditTrailOf(server.db, 'staff', member.id);
      expect(trail.map((row) => [row.action, row.before, row.after, row.reason])).toEqual([
        ['staff.roles', { roles: ['kyc_reviewer'] }, { roles: ['kyc_reviewer', 'finance'], granted: ['finance'], revoked: [] }, 'Month-end'],
        ['staff.roles', { roles: ['kyc_reviewer', 'finance'] }, { roles: ['kyc_reviewer'], granted: [], revoked: ['finance'] }, null],
      ]);
      expect((await put('/ops/staff/00000000-0000-4000-8000-000000000000/roles', { roles: ['finance'] }, adminToken)).statusCode).toBe(404);
    });

    it('never leaves the console without an active operations admin', async () => {
      // Only the demo admin and test accounts hold ops_admin; take it from every other one first.
      await server.db.query("DELETE FROM staff_roles WHERE role = 'ops_admin' AND user_id <> $1", [adminId]);
      const lastOne = await put(`/ops/staff/${adminId}/roles`, { roles: ['finance'] }, adminToken);
      expect(lastOne.statusCode).toBe(409);
      expect(json(lastOne).error).toBe(LAST_OPS_ADMIN);
      const deactivated = await post(server.app, `/ops/staff/${adminId}/deactivate`, { reason: 'Testing' }, bearer(adminToken));
      expect(deactivated.statusCode).toBe(409);
      const deputy = await staffAccount(['finance']);
      expect((await put(`/ops/staff/${deputy.id}/roles`, { roles: ['ops_admin', 'finance'] }, adminToken)).statusCode).toBe(200);
      // With a second admin the first may drop the role, and the second may not then drop theirs.
      expect((await put(`/ops/staff/${adminId}/roles`, { roles: ['ops_admin', 'finance'] }, deputy.token)).statusCode).toBe(200);
      expect((await put(`/ops/staff/${deputy.id}/roles`, { roles: ['finance'] }, deputy.token)).statusCode).toBe(200);
      expect((await put(`/ops/staff/${adminId}/roles`, { roles: ['finance'] }, adminToken)).statusCode).toBe(409);
      expect((await put(`/ops/staff/${adminId}/roles`, { roles: ['ops_admin'] }, adminToken)).statusCode).toBe(200);
    });

    it('deactivates (sessions end, sign-in refused) and reactivates an account', async () => {
      const email = 'content.editor@example.com';
      const signedIn = await post(server.app, '/ops/login', { email, password: 'Staff@2026', code: await codeFor(email) });
      const token = String(json(signedIn).accessToken);
      const id = String((json(signedIn).user as Json).id);
      expect((await post(server.app, `/ops/staff/${id}/deactivate`, { reason: '' }, bearer(adminToken))).statusCode).toBe(400);
      const done = await post(server.app, `/ops/staff/${id}/deactivate`, { reason: 'Left the company' }, bearer(adminToken));
      expect(done.statusCode).toBe(200);
      expect(json(done).data).toMatchObject({ active: false, deactivationReason: 'Left the company' });
      expect((await get('/ops/me', token)).statusCode).toBe(401);
      nextStep();
      const refused = await post(server.app, '/ops/login', { email, password: 'Staff@2026', code: await codeFor(email) });
      expect(refused.statusCode).toBe(403);
      expect((await post(server.app, `/ops/staff/${id}/deactivate`, { reason: 'Again' }, bearer(adminToken))).statusCode).toBe(409);

      expect((await post(server.app, `/ops/staff/${id}/reactivate`, {}, bearer(adminToken))).statusCode).toBe(200);
      expect((await post(server.app, `/ops/staff/${id}/reactivate`, {}, bearer(adminToken))).statusCode).toBe(409);
      nextStep();
      expect((await post(server.app, '/ops/login', { email, password: 'Staff@2026', code: await codeFor(email) })).statusCode).toBe(200);
      const actions = (await auditTrailOf(server.db, 'staff', id)).map((row) => row.action);
      expect(actions.filter((action) => action !== 'staff.sign-in')).toEqual(['staff.deactivate', 'staff.reactivate']);
    });
  });

  describe('the audit log reader', () => {
    it('filters, pages newest first, and is read by finance too but not by other roles', async () => {
      const member = await staffAccount(['kyc_reviewer']);
      for (const reason of ['first', 'second', 'third']) {
        server.clock.advance(1000);
        const roles = reason === 'second' ? ['kyc_reviewer'] : ['kyc_reviewer', 'finance'];
        expect((await put(`/ops/staff/${member.id}/roles`, { roles, reason }, adminToken)).statusCode).toBe(200);
      }
      const finance = await staffAccount(['finance']);
      const page = (query: string, token = finance.token) => get(`/ops/audit?${query}`, token);
      const all = json(await page(`subjectId=${member.id}&pageSize=2`)).data as { items: Json[]; total: number; pages: number };
      expect(all.total).toBe(3);
      expect(all.pages).toBe(2);
      expect(all.items.map((item) => item.reason)).toEqual(['third', 'second']);
      expect(all.items[0]).toMatchObject({ action: 'staff.roles', subjectType: 'staff', actor: { id: adminId, name: 'Anita Rao', role: 'ops_admin' } });
      const second = json(await page(`subjectId=${member.id}&pageSize=2&page=2`)).data as { items: Json[] };
      expect(second.items.map((item) => item.reason)).toEqual(['first']);

      expect((json(await page(`subjectId=${member.id}&actor=anita`)).data as Json).total).toBe(3);
      expect((json(await page(`subjectId=${member.id}&actor=${finance.id}`)).data as Json).total).toBe(0);
      expect((json(await page(`subjectId=${member.id}&action=staff.`)).data as Json).total).toBe(3);
      expect((json(await page(`subjectId=${member.id}&action=staff.invite`)).data as Json).total).toBe(0);
      expect((json(await page(`subjectId=${member.id}&subjectType=lead`)).data as Json).total).toBe(0);
      const today = server.clock.now().toISOString().slice(0, 10);
      expect((json(await page(`subjectId=${member.id}&from=${today}&to=${today}`)).data as Json).total).toBe(3);
      expect((json(await page(`subjectId=${member.id}&to=2020-01-01`)).data as Json).total).toBe(0);
      const reversed = await page('from=2026-02-01&to=2026-01-01');
      expect(reversed.statusCode).toBe(400);
      expect(json(reversed).fields).toHaveProperty('to');
      expect((await page('from=yesterday')).statusCode).toBe(400);
      const reviewer = await staffAccount(['kyc_reviewer']);
      expect((await page('', reviewer.token)).statusCode).toBe(403);
    });

    it('exports the filtered rows as CSV, formulas defused', async () => {
      const member = await staffAccount(['kyc_reviewer']);
      expect((await put(`/ops/staff/${member.id}/roles`, { roles: ['finance'], reason: '=HYPERLINK("x")' }, adminToken)).statusCode).toBe(200);
      const csv = await get(`/ops/audit/export?subjectId=${member.id}`, adminToken);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="loansetu-audit-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe('at,actor_id,actor_name,actor_role,action,subject_type,subject_id,before,after,reason');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(
        `,Anita Rao,ops_admin,staff.roles,staff,${member.id},"{""roles"": [""kyc_reviewer""]}"`.replace('{""roles"": [', '{""roles"":['),
      );
      expect(lines[1]!.endsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
      const reviewer = await staffAccount(['kyc_reviewer']);
      expect((await get(`/ops/audit/export`, reviewer.token)).statusCode).toBe(403);
    });

    describe('the export, longer than one batch', () => {
      // 2,500 rows (AUDIT_EXPORT_BATCH is 1,000), three to each timestamp, so rows written in the
      // same instant straddle the batch boundaries; microseconds, which JavaScript's Date drops.
      const ROWS = 2_500;
      const subjectType = `export-check-${kind}`;
      beforeAll(async () => {
        await server.db.query(
          `INSERT INTO audit_log (id, actor_id, actor_role, action, subject_type, subject_id, before, after, reason, created_at)
           SELECT md5($1 || i)::uuid, $2, 'ops_admin', CASE WHEN i % 2 = 0 THEN 'export.even' ELSE 'export.odd' END, $1, i::text,
                  NULL, jsonb_build_object('n', i), 'row ' || i,
                  timestamptz '2026-11-20 10:00:00.123456+00' - interval '1 second' * (i / 3)
             FROM generate_series(0, ${ROWS - 1}) i`,
          [subjectType, adminId],
        );
      });
      /** The export's order as one statement gives it: newest first, then the row written last. */
      const expectedOrder = async (action = 'export.') =>
        (
          await server.db.query<{ subject_id: string }>(
            `SELECT subject_id FROM audit_log WHERE subject_type = $1 AND action LIKE $2 || '%' ORDER BY created_at DESC, seq DESC`,
            [subjectType, action],
          )
        ).rows.map((row) => Number(row.subject_id));
      const subjectIds = (lines: string[]) => lines.slice(1).map((line) => Number(line.split(',')[6]));
      const exported = async (query: string) => {
        const csv = await get(`/ops/audit/export?subjectType=${subjectType}${query}`, adminToken);
        expect(csv.statusCode).toBe(200);
        const lines = csv.body.split('\r\n');
        expect(lines.pop()).toBe('');
        return lines;
      };

      it('has every row exactly once, in order, under one header', async () => {
        const lines = await exported('');
        expect(lines.filter((line) => line.startsWith('at,'))).toHaveLength(1);
        expect(lines[0]).toBe('at,actor_id,actor_name,actor_role,action,subject_type,subject_id,before,after,reason');
        const ids = subjectIds(lines);
        expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: ROWS }, (_, i) => i));
        expect(ids).toEqual(await expectedOrder());
        expect(ids.slice(0, 3).sort()).toEqual([0, 1, 2]);
        expect(lines.slice(1, 4)).toContain(`2026-11-20T10:00:00.123Z,${adminId},Anita Rao,ops_admin,export.even,${subjectType},2,,"{""n"":2}",row 2`);
      });

      it('applies the filters in every batch', async () => {
        const odd = subjectIds(await exported('&action=export.odd'));
        expect(odd).toHaveLength(ROWS / 2);
        expect(odd.every((i) => i % 2 === 1)).toBe(true);
        expect(odd).toEqual(await expectedOrder('export.odd'));
        // 10:00 back to 09:46 UTC is 15:16 to 15:30 on 2026-11-20 in India: one day, every row.
        expect(await exported('&from=2026-11-20&to=2026-11-20&actor=anita')).toHaveLength(ROWS + 1);
        expect(await exported('&to=2026-11-19')).toHaveLength(1);
      });

      it('stops at its bound, mid-batch', async () => {
        const csv = (await (await auditCsvStream(server.db, { subjectType }, server.app.log, 1_500)).toArray()).join('');
        const lines = csv.split('\r\n').slice(0, -1);
        expect(lines).toHaveLength(1_501);
        expect(subjectIds(lines)).toEqual((await expectedOrder()).slice(0, 1_500));
      });

      it('cuts the download off, rather than ending it short, when the database fails mid-way', async () => {
        // Before anything is sent: an error answer, with its status.
        server.failNextQuery(/from "audit_log" as "l"/);
        expect((await get(`/ops/audit/export?subjectType=${subjectType}`, adminToken)).statusCode).toBe(500);
        // After the first batch went out: the connection is reset, not ended as if complete.
        server.failNextQuery(/"audit_log" as "last"/);
        await expect(get(`/ops/audit/export?subjectType=${subjectType}`, adminToken)).rejects.toMatchObject({ code: 'LIGHT_ECONNRESET' });
        expect(subjectIds(await exported(''))).toHaveLength(ROWS);
      });
    });
  });

  describe('the dashboard', () => {
    it('shows the partner-approvals queue to every staff role, opening its page only for operations admins', async () => {
      const before = (json(await get('/ops/dashboard', adminToken)).data as { queues: Json[] }).queues.find((queue) => queue.queue === 'partner-approvals')!;
      const mobile = uniqueMobile();
      expect(
        (
          await post(server.app, '/banker/register', {
            username: 'Kiran Bhat',
            mobile,
            email: `kiran.${mobile}@example.com`,
            lenderId: 'deccan-commercial-bank',
            branch: 'Shivajinagar',
            ifsc: 'CNRB0000123',
            designation: 'Branch Manager',
            products: ['Home loan'],
            pincodes: ['411005'],
          })
        ).statusCode,
      ).toBe(201);
      const after = (json(await get('/ops/dashboard', adminToken)).data as { queues: Json[] }).queues.find((queue) => queue.queue === 'partner-approvals')!;
      expect(after).toMatchObject({ label: 'Partner approvals', path: '/ops/partners', open: true, size: Number(before.size) + 1 });
      const reviewer = await staffAccount(['kyc_reviewer']);
      const seen = (json(await get('/ops/dashboard', reviewer.token)).data as { queues: Json[] }).queues.find((queue) => queue.queue === 'partner-approvals');
      expect(seen).toMatchObject({ open: false, size: after.size });
      expect((await get('/ops/dashboard')).statusCode).toBe(401);
    });
  });
});
