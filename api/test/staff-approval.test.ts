// Nobody joins the staff side by themselves: a banker who registers waits for an operations admin,
// receives and reads no lead until approved, joins the rotation at the back, and a suspended
// account stops working at once. Sign-in and registration answer alike for every number.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditTrailOf } from '../src/audit/audit.ts';
import { TokenService } from '../src/security/tokens.ts';
import {
  addAccount,
  addBankerDetails,
  bearer,
  databaseKinds,
  enquiryPayload,
  json,
  lastOtp,
  post,
  staffSignIn,
  startTestServer,
  uniqueMobile,
  type TestServer,
} from './helpers.ts';

type Json = Record<string, unknown>;
const SECRET = 'staff-approval-secret';

describe.each(databaseKinds)('staff approval on %s', (kind) => {
  let server: TestServer;
  let admin: { id: string; token: string };

  const tokenFor = async (userId: string, role: 'admin' | 'vendor' | 'customer' | 'telecaller' | 'banker') => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role, ver: rows[0]!.token_version })).token;
  };
  const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const act = (id: string, action: string, body: Json = {}, token = admin.token) => post(server.app, `/admin/staff/${id}/${action}`, body, bearer(token));

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET });
    const account = await addAccount(server, 'admin');
    admin = { id: account.id, token: await tokenFor(account.id, 'admin') };
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await server.db.query('UPDATE telecallers SET on_duty = false');
    server.clock.advance(60_000);
  });

  /** A banker who registers through the site and confirms the mobile; answers its id, mobile and token. */
  async function registerBanker(pincode: string) {
    const mobile = uniqueMobile();
    const registered = await post(server.app, '/banker/register', {
      username: 'Random Cooperative Banker',
      mobile,
      email: `banker.${mobile}@example.com`,
      lenderId: 'narmada-small-finance-bank',
      branch: 'Main',
      ifsc: 'RCBK0000001',
      designation: 'Manager',
      products: ['Personal loan', 'Education loan'],
      pincodes: pincode,
    });
    expect(registered.statusCode).toBe(201);
    const verified = await post(
      server.app,
      '/banker/verify-otp',
      { otp: await lastOtp(server.app, mobile) },
      { 'x-flow-token': String(json(registered).signUpToken) },
    );
    expect(verified.statusCode).toBe(200);
    return { id: String(json(registered).bankerId), mobile, token: String(json(verified).accessToken), verified: json(verified) };
  }

  /** A lead for `pincode` taken by a telecaller to "logged in at the bank"; answers the lead id and the banker it went to. */
  async function loggedInLead(pincode: string): Promise<{ id: string; bankerId: string | null }> {
    const telecaller = await addAccount(server, 'telecaller');
    const token = await staffSignIn(server, 'telecaller', telecaller.mobile);
    const submitted = await post(server.app, '/inquiry/inquiry-submission', enquiryPayload({ pincode }));
    expect(submitted.statusCode).toBe(201);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM leads WHERE assigned_to = $1', [telecaller.id]);
    const id = rows[0]!.id;
    for (const status of ['contacted', 'interested', 'documents_pending', 'logged_in']) {
      expect((await post(server.app, `/telecaller/leads/${id}/outcome`, { status, note: `to ${status}` }, bearer(token))).statusCode).toBe(200);
    }
    await server.db.query('UPDATE telecallers SET on_duty = false WHERE user_id = $1', [telecaller.id]);
    const routed = await server.db.query<{ banker_id: string | null }>('SELECT banker_id FROM leads WHERE id = $1', [id]);
    return { id, bankerId: routed.rows[0]!.banker_id };
  }

  it('a self-registered banker waits for approval: signs in to the wait, receives no lead and reads none', async () => {
    const pincode = '500081';
    const banker = await registerBanker(pincode);
    expect(banker.verified.message).toMatch(/operations team for approval/);
    expect(banker.verified.approvalStatus).toBe('pending');

    const me = await get('/banker/me', banker.token);
    expect(me.statusCode).toBe(200);
    expect((json(me).data as Json).approval).toMatchObject({ status: 'pending', label: 'Waiting for approval' });
    const leads = await get('/banker/leads', banker.token);
    expect(leads.statusCode).toBe(403);
    expect(json(leads).error).toMatch(/waiting for approval/);
    // Not listed publicly either while it waits.
    expect((await get(`/banker/profile/${banker.id}`)).statusCode).toBe(404);

    // The next loan logged in for its PIN code goes to nobody rather than to it.
    const lead = await loggedInLead(pincode);
    expect(lead.bankerId).toBeNull();
    expect((await get(`/api/get-status-history/${lead.id}`, banker.token)).statusCode).toBe(403);
    expect((await post(server.app, `/banker/leads/${lead.id}/status`, { status: 'rejected', note: 'x' }, bearer(banker.token))).statusCode).toBe(403);
  });

  it('an admin approves it (recorded with who and when), and it joins the rotation at the back', async () => {
    const pincode = '500082';
    const veteran = await addAccount(server, 'banker');
    await addBankerDetails(server, veteran.id, [pincode]);
    // The veteran has had turns before.
    const first = await loggedInLead(pincode);
    expect(first.bankerId).toBe(veteran.id);

    const newcomer = await registerBanker(pincode);
    const approved = await act(newcomer.id, 'approve');
    expect(approved.statusCode).toBe(200);
    // The past tense goes as a code of its own, for the site to say it in Hindi or Marathi.
    expect(json(approved)).toMatchObject({
      message: 'Random Cooperative Banker approved.',
      messageCode: 'partner.approved',
      messageParams: { name: 'Random Cooperative Banker' },
    });
    expect((json(approved).data as Json).approval).toMatchObject({ status: 'approved', decidedAt: server.clock.now().toISOString() });
    const trail = await auditTrailOf(server.db, 'user', newcomer.id);
    expect(trail).toMatchObject([
      { actor_id: admin.id, actor_role: 'admin', action: 'staff.approve', before: { approvalStatus: 'pending' }, after: { approvalStatus: 'approved' } },
    ]);
    expect(new Date(trail[0]!.created_at).toISOString()).toBe(server.clock.now().toISOString());

    // At the back: the veteran's turn comes first, then the newcomer's.
    expect((await loggedInLead(pincode)).bankerId).toBe(veteran.id);
    expect((await loggedInLead(pincode)).bankerId).toBe(newcomer.id);
    expect((await get('/banker/leads', newcomer.token)).statusCode).toBe(200);
    expect((await get(`/banker/profile/${newcomer.id}`)).statusCode).toBe(200);
    // Approving twice is refused and changes nothing.
    expect((await act(newcomer.id, 'approve')).statusCode).toBe(409);
    expect(await auditTrailOf(server.db, 'user', newcomer.id)).toHaveLength(1);
  });

  it('routes no lead to a banker whose mobile was never verified', async () => {
    const pincode = '500083';
    const unverified = await addAccount(server, 'banker', { verified: false });
    await addBankerDetails(server, unverified.id, [pincode]);
    expect((await loggedInLead(pincode)).bankerId).toBeNull();
  });

  it('rejecting and suspending need a reason; a suspended banker is signed out, cannot sign in, and its open leads go to another banker', async () => {
    const pincode = '500084';
    const refused = await registerBanker(pincode);
    const noReason = await act(refused.id, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect((json(noReason).fields as Json).reason).toMatch(/Give the reason/);
    expect((await act(refused.id, 'reject', { reason: 'Not an employee of the bank named' })).statusCode).toBe(200);
    expect((json(await get('/banker/me', refused.token)).data as Json).approval).toMatchObject({
      status: 'rejected',
      reason: 'Not an employee of the bank named',
    });
    const retry = await post(server.app, '/banker/send-otp', { mobile: refused.mobile });
    const signIn = await post(
      server.app,
      '/banker/verify-otp',
      { otp: await lastOtp(server.app, refused.mobile) },
      { 'x-flow-token': String(json(retry).newToken) },
    );
    expect(signIn.statusCode).toBe(403);
    expect(json(signIn).error).toMatch(/not approved/);

    const holder = await addAccount(server, 'banker');
    await addBankerDetails(server, holder.id, [pincode]);
    const holderToken = await staffSignIn(server, 'banker', holder.mobile);
    const lead = await loggedInLead(pincode);
    expect(lead.bankerId).toBe(holder.id);
    const colleague = await addAccount(server, 'banker');
    await addBankerDetails(server, colleague.id, [pincode]);

    expect((await act(holder.id, 'suspend')).statusCode).toBe(400);
    const suspended = await act(holder.id, 'suspend', { reason: 'Left the bank' });
    expect(suspended.statusCode).toBe(200);
    expect(json(suspended)).toMatchObject({
      message: `banker ${holder.mobile.slice(-4)} suspended; 1 open lead handed to others.`,
      messageCode: 'partner.suspended-leads-handed',
      messageParams: { name: `banker ${holder.mobile.slice(-4)}`, count: 1 },
    });
    expect((await get('/banker/leads', holderToken)).statusCode).toBe(401);
    server.clock.advance(31_000);
    const again = await post(server.app, '/banker/send-otp', { mobile: holder.mobile });
    const refusedSignIn = await post(
      server.app,
      '/banker/verify-otp',
      { otp: await lastOtp(server.app, holder.mobile) },
      { 'x-flow-token': String(json(again).newToken) },
    );
    expect(refusedSignIn.statusCode).toBe(403);
    expect(json(refusedSignIn).error).toMatch(/suspended/);
    const { rows } = await server.db.query<{ banker_id: string }>('SELECT banker_id FROM leads WHERE id = $1', [lead.id]);
    expect(rows[0]!.banker_id).toBe(colleague.id);

    expect((await act(holder.id, 'reinstate')).statusCode).toBe(200);
    server.clock.advance(31_000);
    expect((await get('/banker/leads', await staffSignIn(server, 'banker', holder.mobile))).statusCode).toBe(200);
    expect((await auditTrailOf(server.db, 'user', holder.id)).map((r) => [r.action, r.reason])).toEqual([
      ['staff.suspend', 'Left the bank'],
      ['staff.reinstate', null],
    ]);
  });

  it('a suspended telecaller’s open leads go to the others on duty', async () => {
    const leaving = await addAccount(server, 'telecaller');
    await post(server.app, '/inquiry/inquiry-submission', enquiryPayload());
    const staying = await addAccount(server, 'telecaller');
    const { rows: before } = await server.db.query<{ id: string }>('SELECT id FROM leads WHERE assigned_to = $1', [leaving.id]);
    expect(before).toHaveLength(1);
    expect((await act(leaving.id, 'suspend', { reason: 'Left the company' })).statusCode).toBe(200);
    const { rows } = await server.db.query<{ assigned_to: string }>('SELECT assigned_to FROM leads WHERE id = $1', [before[0]!.id]);
    expect(rows[0]!.assigned_to).toBe(staying.id);
  });

  it('lists who waits, oldest first, for admins only; every other role is refused every admin route', async () => {
    const waiting = await registerBanker('500085');
    const list = await get('/admin/staff?status=pending', admin.token);
    expect(list.statusCode).toBe(200);
    const items = (json(list).data as { items: Json[] }).items;
    expect(items.map((i) => i.id)).toContain(waiting.id);
    expect(items.every((i) => (i.approval as Json).status === 'pending')).toBe(true);
    expect(items.find((i) => i.id === waiting.id)).toMatchObject({
      role: 'banker',
      bank: { bankName: 'Narmada Small Finance Bank Ltd', pincodes: ['500085'] },
    });

    const others: Array<[string, string | undefined]> = [['nobody', undefined]];
    for (const role of ['customer', 'vendor', 'telecaller', 'banker'] as const) {
      const account = await addAccount(server, role);
      others.push([role, await tokenFor(account.id, role)]);
    }
    for (const [role, token] of others) {
      const status = token ? 403 : 401;
      expect((await get('/admin/staff', token)).statusCode, role).toBe(status);
      expect((await get('/admin/bank-decisions', token)).statusCode, role).toBe(status);
      for (const action of ['approve', 'reject', 'suspend', 'reinstate']) {
        const answer = await server.app.inject({
          method: 'POST',
          url: `/admin/staff/${waiting.id}/${action}`,
          payload: { reason: 'x' },
          headers: token ? bearer(token) : {},
        });
        expect(answer.statusCode, `${role} ${action}`).toBe(status);
      }
      const confirm = await server.app.inject({
        method: 'POST',
        url: `/admin/leads/${waiting.id}/confirm`,
        payload: { decision: 'disbursed' },
        headers: token ? bearer(token) : {},
      });
      expect(confirm.statusCode, `${role} confirm`).toBe(status);
    }
    expect((json(await get('/banker/me', waiting.token)).data as Json).approval).toMatchObject({ status: 'pending' });
  });

  it('admits only the staff roles the contract names, read on every call (a role taken away stops at once)', async () => {
    const reviewer = await addAccount(server, 'admin', { staffRoles: ['kyc_reviewer'] });
    const reviewerToken = await tokenFor(reviewer.id, 'admin');
    const refused = await get('/admin/bank-decisions', reviewerToken);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toBe('Your staff role does not allow this.');

    await server.db.query("INSERT INTO staff_roles (user_id, role, granted_at) VALUES ($1, 'ops_admin', now())", [reviewer.id]);
    const allowed = await get('/admin/bank-decisions', reviewerToken);
    expect(allowed.statusCode, allowed.body).toBe(200);
    await server.db.query("DELETE FROM staff_roles WHERE user_id = $1 AND role = 'ops_admin'", [reviewer.id]);
    expect((await get('/admin/bank-decisions', reviewerToken)).statusCode).toBe(403);
  });

  it('answers staff sign-in alike for staff and other numbers (no code is sent to the others)', async () => {
    const telecaller = await addAccount(server, 'telecaller');
    const customer = await addAccount(server, 'customer');
    for (const role of ['telecaller', 'banker'] as const) {
      const forStaff = role === 'telecaller' ? await post(server.app, '/telecaller/send-otp', { mobile: telecaller.mobile }) : undefined;
      const forOther = await post(server.app, `/${role}/send-otp`, { mobile: customer.mobile });
      const forNobody = await post(server.app, `/${role}/send-otp`, { mobile: uniqueMobile() });
      for (const answer of [forStaff, forOther, forNobody].filter(Boolean)) {
        expect(answer!.statusCode).toBe(200);
        expect(Object.keys(json(answer!)).sort()).toEqual(['message', 'newToken', 'success']);
        expect(json(answer!).message).toBe('If this mobile number is registered with us, an OTP has been sent to it');
      }
      // Nothing reached the other numbers, and a guessed code fails as a wrong code does.
      const { rows } = await server.db.query(`SELECT 1 FROM sms_outbox WHERE mobile = $1 AND purpose = 'login'`, [customer.mobile]);
      expect(rows).toEqual([]);
      const guessed = await post(server.app, `/${role}/verify-otp`, { otp: '123456' }, { 'x-flow-token': String(json(forOther).newToken) });
      const wrongForStaff =
        forStaff && (await post(server.app, '/telecaller/verify-otp', { otp: '000000' }, { 'x-flow-token': String(json(forStaff).newToken) }));
      expect(guessed.statusCode).toBe(400);
      if (wrongForStaff) expect(wrongForStaff.statusCode).toBe(guessed.statusCode);
      server.clock.advance(31_000);
    }
  });

  it('answers a banker registration alike for a taken email and a taken mobile, and limits registrations per network', async () => {
    const taken = await registerBanker('500086');
    const base = {
      username: 'Someone Else',
      lenderId: 'deccan-commercial-bank',
      branch: 'X',
      ifsc: 'HDFC0000123',
      designation: 'RM',
      products: ['Home loan'],
      pincodes: '500086',
    };
    const byMobile = await post(server.app, '/banker/register', { ...base, mobile: taken.mobile, email: `other.${uniqueMobile()}@example.com` });
    const byEmail = await post(server.app, '/banker/register', { ...base, mobile: uniqueMobile(), email: `banker.${taken.mobile}@example.com` });
    expect(byMobile.statusCode).toBe(409);
    expect(json(byMobile)).toEqual(json(byEmail));
    expect(json(byMobile).fields).toBeUndefined();

    const address = '10.250.0.1';
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      const answer = await post(server.app, '/banker/register', { ...base, mobile: uniqueMobile(), email: `n${i}.${uniqueMobile()}@example.com` }, {}, address);
      last = answer.statusCode;
      if (i < 20) expect(answer.statusCode, `registration ${i + 1}`).not.toBe(429);
      server.clock.advance(31_000);
    }
    expect(last).toBe(429);
  });
});
