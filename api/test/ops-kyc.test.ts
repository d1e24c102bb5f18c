// The KYC review queue and partner approvals of the operations console: who may call what (every
// staff role against every endpoint, and no partner or customer at all), a reviewer's decisions
// on a shop's evidence (the shop sees a rejected step reopened with the reason), stale and wrong
// moves refused without a change, the audit row in the action's transaction, and a shop approved
// only once its KYC is accepted, suspended out of its sessions and its sign-in.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decideKycReviewItem,
  getKycReview,
  getPartner,
  listKycReviews,
  listPartners,
  STAFF_ROLES,
  type KycReviewItem,
  type StaffRole,
} from '@platform/shared/contracts';
import { indiaMidnight } from '@platform/shared/schemas';
import { kycReviewQueueSummary, shopApprovalsQueueSummary } from '../src/kyc-review/queue-summary.ts';
import { saveKycStep } from '../src/kyc/steps.ts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, answerOf, bearer, databaseKinds, json, lastOtp, post, registrationPayload, startTestServer, type TestServer } from './helpers.ts';

const SECRET = 'ops-kyc-secret';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe.each(databaseKinds)('operations console: KYC review and partner approvals on %s', (kind) => {
  let server: TestServer;
  let reviewer: { id: string; token: string };
  let opsAdmin: { id: string; token: string };

  const tokenFor = async (userId: string, role: 'admin' | 'vendor' | 'customer' | 'telecaller' | 'banker') => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role, ver: rows[0]!.token_version })).token;
  };
  const staff = async (roles: readonly StaffRole[]) => {
    const account = await addAccount(server, 'admin', { staffRoles: roles });
    return { id: account.id, token: await tokenFor(account.id, 'admin') };
  };
  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
  const auditCount = async (shopId: string) =>
    Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM audit_log WHERE subject_id = $1', [shopId])).rows[0]!.n);

  /** A shop registered through the site (so it waits for approval), with its owner's name. */
  async function registeredShop() {
    const payload = registrationPayload();
    const registered = await post(server.app, '/api/register', payload);
    expect(registered.statusCode).toBe(201);
    const verified = await post(server.app, '/auth/mobile-verify', { otp: await lastOtp(server.app, payload.mobile) }, bearer(json(registered).signUpToken));
    expect(verified.statusCode).toBe(200);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM users WHERE mobile = $1 AND role = $2', [payload.mobile, 'vendor']);
    const id = rows[0]!.id;
    await server.db.query('UPDATE users SET owner_name = $2 WHERE id = $1', [id, 'Meera Nair']);
    return { id, email: payload.email, password: payload.password, token: String(json(verified).accessToken) };
  }

  const upload = (token: string, field: string, content: Buffer, filename: string) => {
    const boundary = 'ops-kyc-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return server.app.inject({
      method: 'PUT',
      url: '/api/upload-docs',
      payload: body,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  /** A shop whose provider checks passed (as the KYC routes save them) and whose documents are uploaded. */
  async function shopWithEvidence() {
    const shop = await registeredShop();
    const at = server.clock.now();
    await saveKycStep(server.db, shop.id, 'aadhaar', { status: 'verified', reference: 'REF-A', masked: 'XXXX XXXX 2346', nameFound: 'Meera Nair' }, at);
    await saveKycStep(server.db, shop.id, 'pan', { status: 'verified', reference: 'REF-P', masked: 'XXXXXX234F', nameFound: 'Meera Nair' }, at);
    await saveKycStep(
      server.db,
      shop.id,
      'bank',
      { status: 'verified', reference: 'REF-B', masked: 'XXXXXX9012', nameFound: 'Meera Nair', details: { ifsc: 'SBIN0001234' } },
      at,
    );
    expect((await upload(shop.token, 'shopPhoto', PNG, 'front.png')).statusCode).toBe(200);
    expect((await upload(shop.token, 'addressProof', PDF, 'bill.pdf')).statusCode).toBe(200);
    server.clock.advance(60_000);
    return shop;
  }

  const detailOf = async (shopId: string, token = reviewer.token) => answerOf(getKycReview, await get(`/admin/kyc-reviews/${shopId}`, token)).data;
  const decide = (shopId: string, body: Record<string, unknown>, token = reviewer.token) =>
    post(server.app, `/admin/kyc-reviews/${shopId}/decisions`, body, bearer(token));
  const evidenceOf = async (shopId: string, item: KycReviewItem) => (await detailOf(shopId)).items.find((i) => i.item === item)!.evidenceAt;
  const acceptAll = async (shopId: string) => {
    for (const item of ['aadhaar', 'pan', 'bank', 'shopPhoto', 'addressProof'] as const) {
      const accepted = await decide(shopId, { item, decision: 'accepted', evidenceAt: await evidenceOf(shopId, item) });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(json(accepted)).toMatchObject({ messageCode: 'kyc-review.accepted', messageParams: { item } });
    }
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET });
    reviewer = await staff(['kyc_reviewer']);
    opsAdmin = await staff(['ops_admin']);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('who may call what', () => {
    const REVIEWERS: readonly StaffRole[] = ['kyc_reviewer', 'ops_admin'];
    const ADMINS: readonly StaffRole[] = ['ops_admin'];
    const nobody = randomUUID();
    // Each endpoint with a call that changes nothing: an allowed caller gets past the role check
    // (200, or 400/404 for the deliberately empty body or unknown id), a refused one gets 403.
    const ENDPOINTS: { name: string; roles: readonly StaffRole[]; call: (token: string) => ReturnType<typeof get> }[] = [
      { name: 'GET /admin/kyc-reviews', roles: REVIEWERS, call: (t) => get('/admin/kyc-reviews', t) },
      { name: 'GET /admin/kyc-reviews/:id', roles: REVIEWERS, call: (t) => get(`/admin/kyc-reviews/${nobody}`, t) },
      { name: 'GET /admin/kyc-reviews/:id/documents/:kind', roles: REVIEWERS, call: (t) => get(`/admin/kyc-reviews/${nobody}/documents/shopPhoto`, t) },
      { name: 'POST /admin/kyc-reviews/:id/decisions', roles: REVIEWERS, call: (t) => decide(nobody, {}, t) },
      { name: 'GET /admin/partners', roles: ADMINS, call: (t) => get('/admin/partners', t) },
      { name: 'GET /admin/partners/:id', roles: ADMINS, call: (t) => get(`/admin/partners/${nobody}`, t) },
      ...(['approve', 'reject', 'suspend', 'reinstate'] as const).map((action) => ({
        name: `POST /admin/shops/:id/${action}`,
        roles: ADMINS,
        call: (t: string) => post(server.app, `/admin/shops/${nobody}/${action}`, { reason: 'Role matrix' }, bearer(t)),
      })),
    ];

    it.each(ENDPOINTS)('$name: each staff role allowed or 403', async ({ roles, call }) => {
      for (const role of STAFF_ROLES) {
        const answer = await call((await staff([role])).token);
        if (roles.includes(role)) expect([200, 400, 404], `${role}: ${answer.body}`).toContain(answer.statusCode);
        else {
          expect(answer.statusCode, role).toBe(403);
          expect(json(answer).message).toBe('Your staff role does not allow this.');
        }
      }
    });

    it.each(ENDPOINTS)('$name: never a shop, customer, banker or telecaller, nor anyone signed out', async ({ call }) => {
      for (const role of ['vendor', 'customer', 'banker', 'telecaller'] as const) {
        const account = await addAccount(server, role);
        expect((await call(await tokenFor(account.id, role))).statusCode, role).toBe(403);
      }
      expect((await call('not-a-token')).statusCode).toBe(401);
    });
  });

  describe('the KYC review', () => {
    it('lists the shops whose evidence waits, oldest first, a page at a time, with counts', async () => {
      const first = await shopWithEvidence();
      const second = await shopWithEvidence();
      const listed = answerOf(listKycReviews, await get('/admin/kyc-reviews?state=awaiting&pageSize=100', reviewer.token)).data;
      const ids = listed.items.map((s) => s.shopId);
      expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      expect(listed.items.find((s) => s.shopId === first.id)).toMatchObject({
        state: 'awaiting',
        awaiting: 5,
        accepted: 0,
        rejected: 0,
        approvalStatus: 'pending',
      });
      expect(listed.total).toBe(listed.counts.awaiting);
      const onePage = answerOf(listKycReviews, await get('/admin/kyc-reviews?state=awaiting&pageSize=1&page=2', reviewer.token)).data;
      expect(onePage.items).toHaveLength(1);
      expect(onePage.items[0]!.shopId).toBe(ids[1]);
      for (const [query, field] of [
        ['state=nonsense', 'state'],
        ['page=abc', 'page'],
        ['pageSize=1000', 'pageSize'],
      ] as const) {
        const bad = await get(`/admin/kyc-reviews?${query}`, reviewer.token);
        expect(bad.statusCode, query).toBe(400);
        expect(Object.keys(json(bad).fields as object), query).toContain(field);
      }
    });

    it("shows every item's evidence with the Aadhaar masked, and previews the documents inline", async () => {
      const shop = await shopWithEvidence();
      const detail = await detailOf(shop.id);
      const aadhaar = detail.items.find((i) => i.item === 'aadhaar')!;
      expect(aadhaar).toMatchObject({ status: 'awaiting', required: true, check: { status: 'verified', masked: 'XXXX XXXX 2346', nameFound: 'Meera Nair' } });
      expect(JSON.stringify(detail)).not.toMatch(/\d{12}/);
      expect(detail.items.find((i) => i.item === 'gst')).toMatchObject({ status: 'not_submitted', required: false });
      expect(detail.items.find((i) => i.item === 'shopPhoto')).toMatchObject({ status: 'awaiting', document: { mimeType: 'image/png' } });
      const photo = await get(`/admin/kyc-reviews/${shop.id}/documents/shopPhoto`, reviewer.token);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['content-disposition']).toMatch(/^inline/);
      expect(photo.headers['x-content-type-options']).toBe('nosniff');
      expect(photo.rawPayload.equals(PNG)).toBe(true);
      const proof = await get(`/admin/kyc-reviews/${shop.id}/documents/addressProof`, reviewer.token);
      expect(proof.headers['content-type']).toBe('application/pdf');
      expect((await get(`/admin/kyc-reviews/${shop.id}/documents/passport`, reviewer.token)).statusCode).toBe(400);
    });

    it("reopens a rejected step on the shop's KYC page with the reason, tells the shop and writes the audit row", async () => {
      const shop = await shopWithEvidence();
      const evidenceAt = await evidenceOf(shop.id, 'pan');
      const noReason = await decide(shop.id, { item: 'pan', decision: 'rejected', evidenceAt });
      expect(noReason.statusCode).toBe(400);
      expect(json(noReason).fields).toMatchObject({ reason: 'Say why (the shop sees this reason)' });

      const rejected = await decide(shop.id, { item: 'pan', decision: 'rejected', reason: 'The PAN card photo does not match the name', evidenceAt });
      expect(rejected.statusCode, rejected.body).toBe(200);
      // The item goes by its key beside its English label, for the site to name it in Hindi or Marathi.
      expect(json(rejected)).toMatchObject({ message: 'PAN rejected.', messageCode: 'kyc-review.rejected', messageParams: { item: 'pan' } });
      const after = answerOf(decideKycReviewItem, rejected).data;
      expect(after.items.find((i) => i.item === 'pan')).toMatchObject({ status: 'rejected', review: { decision: 'rejected', current: true } });
      expect(after.state).toBe('awaiting');

      const profile = json(await get('/api/get-profile', shop.token)) as { data: { kyc: { step: string; status: string; reason: string | null }[] } };
      expect(profile.data.kyc.find((s) => s.step === 'pan')).toMatchObject({
        status: 'failed',
        reason: 'Not accepted by our review team: The PAN card photo does not match the name',
      });
      expect(profile.data.kyc.find((s) => s.step === 'aadhaar')).toMatchObject({ status: 'verified' });
      const notes = JSON.stringify(json(await get('/api/get-notification', shop.token)));
      expect(notes).toContain('PAN not accepted');
      const { rows } = await server.db.query<{ action: string; reason: string; actor_id: string }>(
        "SELECT action, reason, actor_id FROM audit_log WHERE subject_id = $1 AND action LIKE 'kyc.review.%'",
        [shop.id],
      );
      expect(rows).toEqual([{ action: 'kyc.review.reject', reason: 'The PAN card photo does not match the name', actor_id: reviewer.id }]);

      // The shop checks its PAN again: new evidence, waiting for review again.
      server.clock.advance(60_000);
      await saveKycStep(
        server.db,
        shop.id,
        'pan',
        { status: 'verified', reference: 'REF-P2', masked: 'XXXXXX234F', nameFound: 'Meera Nair' },
        server.clock.now(),
      );
      expect((await detailOf(shop.id)).items.find((i) => i.item === 'pan')).toMatchObject({ status: 'awaiting', review: { current: false } });
    });

    it("shows the shop a rejected document's reason until it uploads another", async () => {
      const shop = await shopWithEvidence();
      const answer = await decide(shop.id, {
        item: 'addressProof',
        decision: 'rejected',
        reason: 'The bill is older than three months',
        evidenceAt: await evidenceOf(shop.id, 'addressProof'),
      });
      expect(answer.statusCode).toBe(200);
      expect(json(answer)).toMatchObject({ message: 'Address proof rejected.', messageCode: 'kyc-review.rejected', messageParams: { item: 'addressProof' } });
      const profile = json(await get('/api/get-profile', shop.token)) as { data: { documents: { kind: string; rejectedReason: string | null }[] } };
      expect(profile.data.documents.find((d) => d.kind === 'addressProof')?.rejectedReason).toBe('The bill is older than three months');
      server.clock.advance(60_000);
      expect((await upload(shop.token, 'addressProof', PDF, 'new-bill.pdf')).statusCode).toBe(200);
      const again = json(await get('/api/get-profile', shop.token)) as { data: { documents: { kind: string; rejectedReason: string | null }[] } };
      expect(again.data.documents.find((d) => d.kind === 'addressProof')?.rejectedReason).toBeNull();
    });

    it('refuses a stale page or a second decision with 409 and changes nothing', async () => {
      const shop = await shopWithEvidence();
      const seen = await evidenceOf(shop.id, 'bank');
      for (const [body, field] of [
        [{ item: 'passport', decision: 'accepted', evidenceAt: seen }, 'item'],
        [{ item: 'bank', decision: 'maybe', evidenceAt: seen }, 'decision'],
        [{ item: 'bank', decision: 'accepted', evidenceAt: 'yesterday' }, 'evidenceAt'],
      ] as const) {
        const bad = await decide(shop.id, body);
        expect(bad.statusCode, field).toBe(400);
        expect(Object.keys(json(bad).fields as object)).toEqual([field]);
      }
      // The shop checks its bank account again after the page was loaded.
      server.clock.advance(60_000);
      await saveKycStep(
        server.db,
        shop.id,
        'bank',
        { status: 'verified', reference: 'REF-B2', masked: 'XXXXXX1111', nameFound: 'Meera Nair' },
        server.clock.now(),
      );
      const audits = await auditCount(shop.id);
      const stale = await decide(shop.id, { item: 'bank', decision: 'accepted', evidenceAt: seen });
      expect(stale.statusCode).toBe(409);
      expect(json(stale).message).toMatch(/sent its Bank account again/);
      expect(await auditCount(shop.id)).toBe(audits);

      const current = await evidenceOf(shop.id, 'bank');
      expect((await decide(shop.id, { item: 'bank', decision: 'accepted', evidenceAt: current })).statusCode).toBe(200);
      const twice = await decide(shop.id, { item: 'bank', decision: 'rejected', reason: 'Second look', evidenceAt: current }, opsAdmin.token);
      expect(twice.statusCode).toBe(409);
      expect(json(twice).message).toMatch(/already accepted/);
      expect((await detailOf(shop.id)).items.find((i) => i.item === 'bank')).toMatchObject({ status: 'accepted' });

      // Nothing to review: a step the shop never did, and one whose check is still running.
      const gst = await decide(shop.id, { item: 'gst', decision: 'accepted', evidenceAt: current });
      expect(gst.statusCode).toBe(409);
      await saveKycStep(server.db, shop.id, 'shopAadhaar', { status: 'pending', reference: 'REF-S' }, server.clock.now());
      const pending = await decide(shop.id, { item: 'shopAadhaar', decision: 'accepted', evidenceAt: server.clock.now().toISOString() });
      expect(pending.statusCode).toBe(409);
      expect(await auditCount(shop.id)).toBe(audits + 1);
    });

    it('writes the decision and its audit row in one transaction: no audit row, no decision', async () => {
      const shop = await shopWithEvidence();
      const evidenceAt = await evidenceOf(shop.id, 'aadhaar');
      server.failNextQuery(/insert into "audit_log"/i);
      const failed = await decide(shop.id, { item: 'aadhaar', decision: 'rejected', reason: 'Blurred', evidenceAt });
      expect(failed.statusCode).toBe(500);
      expect((await detailOf(shop.id)).items.find((i) => i.item === 'aadhaar')).toMatchObject({
        status: 'awaiting',
        review: null,
        check: { status: 'verified' },
      });
      const { rows } = await server.db.query('SELECT 1 FROM vendor_notifications WHERE vendor_id = $1 AND title = $2', [shop.id, 'Aadhaar (OTP) not accepted']);
      expect(rows).toHaveLength(0);

      // And the other way: the step after the audit row fails, so the audit row goes too.
      const audits = await auditCount(shop.id);
      server.failNextQuery(/insert into vendor_notifications/i);
      expect((await decide(shop.id, { item: 'aadhaar', decision: 'rejected', reason: 'Blurred', evidenceAt })).statusCode).toBe(500);
      expect(await auditCount(shop.id)).toBe(audits);
      expect((await detailOf(shop.id)).items.find((i) => i.item === 'aadhaar')).toMatchObject({ status: 'awaiting', review: null });
    });
  });

  describe('partner approvals of shops', () => {
    it('approves a shop only once every required KYC item is accepted', async () => {
      const shop = await shopWithEvidence();
      const early = await post(server.app, `/admin/shops/${shop.id}/approve`, {}, bearer(opsAdmin.token));
      expect(early.statusCode).toBe(409);
      expect(json(early).message).toMatch(/KYC is not fully accepted/);
      await acceptAll(shop.id);
      const partner = answerOf(getPartner, await get(`/admin/partners/${shop.id}`, opsAdmin.token)).data;
      expect(partner).toMatchObject({ kind: 'shop', approval: { status: 'pending' }, kyc: { state: 'accepted', approvable: true } });
      const listed = answerOf(listPartners, await get('/admin/partners?kind=shop&status=pending&pageSize=100', opsAdmin.token)).data;
      expect(listed.items.some((p) => p.id === shop.id)).toBe(true);
      expect(listed.items.every((p) => p.kind === 'shop' && p.approval.status === 'pending')).toBe(true);

      const approved = await post(server.app, `/admin/shops/${shop.id}/approve`, {}, bearer(opsAdmin.token));
      expect(approved.statusCode, approved.body).toBe(200);
      expect(json(approved).data).toMatchObject({ approval: { status: 'approved' }, history: [{ action: 'shop.approve' }] });
      // The past tense goes as a code of its own, for the site to say it in Hindi or Marathi.
      const name = (json(approved).data as { name: string }).name;
      expect(json(approved)).toMatchObject({ message: `${name} approved.`, messageCode: 'partner.approved', messageParams: { name } });
      const again = await post(server.app, `/admin/shops/${shop.id}/approve`, {}, bearer(opsAdmin.token));
      expect(again.statusCode).toBe(409);
      expect(json(again).message).toBe('This shop is approved; it cannot be approved.');
    });

    it('suspends a shop with a reason: its sessions end, it cannot sign in and is told why; reinstated it works again', async () => {
      const shop = await shopWithEvidence();
      await acceptAll(shop.id);
      expect((await post(server.app, `/admin/shops/${shop.id}/approve`, {}, bearer(opsAdmin.token))).statusCode).toBe(200);
      const noReason = await post(server.app, `/admin/shops/${shop.id}/suspend`, {}, bearer(opsAdmin.token));
      expect(noReason.statusCode).toBe(400);
      const suspended = await post(server.app, `/admin/shops/${shop.id}/suspend`, { reason: 'Fees charged at the counter' }, bearer(opsAdmin.token));
      expect(suspended.statusCode).toBe(200);
      expect(json(suspended)).toMatchObject({ messageCode: 'partner.suspended', messageParams: { name: (json(suspended).data as { name: string }).name } });
      expect((await get('/api/get-profile', shop.token)).statusCode).toBe(401);
      const signIn = await post(server.app, '/api/login', { email: shop.email, password: shop.password });
      expect(signIn.statusCode).toBe(403);
      expect(json(signIn).message).toBe('This shop is suspended: Fees charged at the counter. Please contact our operations team.');
      // Even a session made after the suspension (a race with a sign-in) is refused, with the reason.
      const late = await get('/api/get-profile', await tokenFor(shop.id, 'vendor'));
      expect(late.statusCode).toBe(403);
      expect(json(late).message).toBe(json(signIn).message);
      const { rows } = await server.db.query<{ action: string }>("SELECT action FROM audit_log WHERE subject_id = $1 AND action LIKE 'shop.%' ORDER BY seq", [
        shop.id,
      ]);
      expect(rows.map((r) => r.action)).toEqual(['shop.approve', 'shop.suspend']);

      expect((await post(server.app, `/admin/shops/${shop.id}/reinstate`, {}, bearer(opsAdmin.token))).statusCode).toBe(200);
      const back = await post(server.app, '/api/login', { email: shop.email, password: shop.password });
      expect(back.statusCode).toBe(200);
    });

    it('rejects with a reason the shop is told; the audit row is in the same transaction', async () => {
      const shop = await shopWithEvidence();
      server.failNextQuery(/insert into "audit_log"/i);
      expect((await post(server.app, `/admin/shops/${shop.id}/reject`, { reason: 'Not a shop' }, bearer(opsAdmin.token))).statusCode).toBe(500);
      expect(answerOf(getPartner, await get(`/admin/partners/${shop.id}`, opsAdmin.token)).data.approval.status).toBe('pending');
      const audits = await auditCount(shop.id);
      server.failNextQuery(/insert into vendor_notifications/i);
      expect((await post(server.app, `/admin/shops/${shop.id}/reject`, { reason: 'Not a shop' }, bearer(opsAdmin.token))).statusCode).toBe(500);
      expect(await auditCount(shop.id)).toBe(audits);
      const rejected = await post(server.app, `/admin/shops/${shop.id}/reject`, { reason: 'Not a shop' }, bearer(opsAdmin.token));
      expect(rejected.statusCode).toBe(200);
      expect(JSON.stringify(json(await get('/api/get-notification', shop.token)))).toContain('could not approve your shop: Not a shop');
    });

    it('lists bankers and telecallers with shops, filtered by kind and status, with counts per status', async () => {
      const banker = await addAccount(server, 'banker', { approval: 'pending' });
      const all = answerOf(listPartners, await get('/admin/partners?status=pending&pageSize=100', opsAdmin.token)).data;
      expect(all.items.find((p) => p.id === banker.id)).toMatchObject({ kind: 'banker', kyc: null });
      expect(all.total).toBe(all.counts.pending);
      const telecallers = answerOf(listPartners, await get('/admin/partners?kind=telecaller&status=approved&pageSize=100', opsAdmin.token)).data;
      expect(telecallers.items.every((p) => p.kind === 'telecaller')).toBe(true);
      expect((await get('/admin/partners?kind=customer', opsAdmin.token)).statusCode).toBe(400);
      // A banker's actions are the staff endpoints'; the shop endpoints do not reach one.
      expect((await post(server.app, `/admin/shops/${banker.id}/approve`, {}, bearer(opsAdmin.token))).statusCode).toBe(404);
    });
  });
  describe("the dashboard's queue summaries", () => {
    it('counts midnight in India, not UTC', () => {
      expect(indiaMidnight(new Date('2026-11-25T20:00:00Z')).toISOString()).toBe('2026-11-25T18:30:00.000Z');
      expect(indiaMidnight(new Date('2026-11-25T18:00:00Z')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    });

    it('KYC review: waiting shops, the oldest, those past two days, and those reviewed today', async () => {
      // Past the day of the tests above, so today's figure counts this test's shop alone.
      server.clock.advance(3 * 24 * 60 * 60_000);
      const before = await kycReviewQueueSummary(server.db, server.clock.now());
      const shop = await shopWithEvidence();
      const waiting = await kycReviewQueueSummary(server.db, server.clock.now());
      expect(waiting).toMatchObject({ queue: 'kyc-review', label: 'KYC review', path: '/ops/kyc', size: before.size + 1, doneToday: 0 });
      expect(waiting.oldestAt).not.toBeNull();
      // The shops of the tests above waited three days; this one has just arrived.
      expect(waiting.pastDue).toBe(waiting.size - 1);
      server.clock.advance(49 * 60 * 60_000);
      // Access tokens do not last two days: the staff sign in again.
      reviewer = await staff(['kyc_reviewer']);
      opsAdmin = await staff(['ops_admin']);
      const late = await kycReviewQueueSummary(server.db, server.clock.now());
      expect(late.pastDue).toBe(late.size);
      expect(late.pastDue).toBeGreaterThanOrEqual(1);
      await acceptAll(shop.id);
      const done = await kycReviewQueueSummary(server.db, server.clock.now());
      expect(done.size).toBe(late.size - 1);
      expect(done.doneToday).toBe(1);

      const approvals = await shopApprovalsQueueSummary(server.db, server.clock.now());
      expect(approvals).toMatchObject({ queue: 'shop-approvals', size: expect.any(Number), doneToday: 0 });
      expect(approvals.size).toBeGreaterThanOrEqual(1);
      expect((await post(server.app, `/admin/shops/${shop.id}/approve`, {}, bearer(opsAdmin.token))).statusCode).toBe(200);
      const after = await shopApprovalsQueueSummary(server.db, server.clock.now());
      expect(after).toMatchObject({ size: approvals.size - 1, doneToday: 1 });
    });
  });
});
