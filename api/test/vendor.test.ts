import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addConnector,
  listConnectors,
  requestAadhaarOtp,
  shopDashboard,
  shopNotifications,
  uploadShopDocuments,
  verifyAadhaarOtp,
  verifyShopBankAccount,
  verifyShopGstin,
  updateShopProfile,
  type VendorProfile,
} from '@platform/shared/contracts';
import { gstinCheckCharacter, KYC_STEP_LABELS } from '@platform/shared/schemas';
import { LOCAL_AADHAAR_OTP, testAadhaar } from '../src/kyc/adapter.ts';
import { answerOf, bearer, databaseKinds, enquiryPayload, json, lastOtp, post, startTestServer, uniqueMobile, uniquePan, type TestServer } from './helpers.ts';

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);

/** GET /api/get-profile answers a shop with the profile the update answers too. */
const shopProfile = (response: LightMyRequestResponse) => (response.json() as { data: VendorProfile }).data;

// The local KYC sandbox's test identities (api/README.md).
const AADHAAR = {
  valid: testAadhaar('23412341234'),
  mismatch: testAadhaar('99971234567'),
  inactive: testAadhaar('99981234567'),
  down: testAadhaar('99991234567'),
};

describe.each(databaseKinds)('vendor dashboard on %s', (kind) => {
  let server: TestServer;
  let shop: string;
  let other: string;

  const login = async (email: string, password: string) => String(json(await post(server.app, '/api/login', { email, password })).accessToken);
  const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const everyBody: string[] = [];
  const call = async (url: string, body: unknown, token: string) => {
    const response = await post(server.app, url, body, bearer(token));
    everyBody.push(response.body);
    return response;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
    shop = await login('demo.vendor@example.com', 'Vendor@2026');
    other = await login('demo.vendor2@example.com', 'Vendor2@2026');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses anyone but a shop', async () => {
    expect((await get('/vendor/dashboard')).statusCode).toBe(401);
    const mobile = uniqueMobile();
    const flow = json(await post(server.app, '/auth/send-otp', { mobile }));
    const customer = json(await post(server.app, '/auth/verify-otp', { mobile, otp: await lastOtp(server.app, mobile) }, bearer(flow.newToken)));
    for (const url of ['/vendor/dashboard', '/api/get-notification', '/vendor/connectors']) {
      expect((await get(url, String(customer.accessToken))).statusCode).toBe(403);
    }
    expect((await post(server.app, '/auth/pan-verify', { pan: 'ABCPP1234F' }, bearer(customer.accessToken))).statusCode).toBe(403);
  });

  it('shows the seeded shop: owner, KYC half done, figures and a year of history', async () => {
    const profile = shopProfile(await get('/api/get-profile', shop));
    expect(profile).toMatchObject({
      username: 'Shree Ganesh Mobile & Finance Point',
      ownerName: 'Ganesh Patil',
      permissions: { addConnectors: false, receivePayouts: false },
    });
    const byStep = Object.fromEntries(profile.kyc.map((s) => [s.step, s]));
    expect(byStep.shopAadhaar).toMatchObject({ status: 'verified', masked: 'XXXX XXXX 4129' });
    expect(byStep.pan?.status).toBe('failed');
    expect(byStep.pan?.reason).toMatch(/does not match/);
    expect(byStep.aadhaar?.status).toBe('not_started');
    const dashboard = answerOf(shopDashboard, await get('/vendor/dashboard', shop)).data;
    expect(dashboard.series).toHaveLength(12);
    expect(dashboard.series.reduce((n, m) => n + m.leads, 0)).toBeGreaterThan(20);
    expect(dashboard.unpaidCommissionPaise).toBeGreaterThan(0);
    expect(dashboard.paidCommissionPaise).toBeGreaterThan(0);
    expect(dashboard.invoicesDue).toBeGreaterThan(0);
    // The bank account is verified too (the demo's payouts go to it).
    expect(dashboard.kycStepsLeft).toBe(3);
    expect(dashboard.activeConnectors).toBe(2);
  });

  it('edits the profile with the shared rules', async () => {
    const bad = await call(
      '/api/update-profile',
      { username: '', ownerName: 'Ganesh Patil', email: 'x', state: 'Maharashtra', city: 'Pune', pinCode: '41103', address: 'Shop 4' },
      shop,
    );
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toMatchObject({ username: 'Shop name is required', email: 'Invalid email address', pinCode: 'Must be exactly 6 digits' });
    const taken = await call(
      '/api/update-profile',
      {
        username: 'Shop',
        ownerName: 'Ganesh Patil',
        email: 'demo.vendor2@example.com',
        state: 'Maharashtra',
        city: 'Pune',
        pinCode: '411030',
        address: 'Shop 4',
      },
      shop,
    );
    expect(taken.statusCode).toBe(409);
    const ok = await call(
      '/api/update-profile',
      {
        username: 'Shree Ganesh Mobile & Finance Point',
        ownerName: 'Ganesh Patil',
        email: 'demo.vendor@example.com',
        state: 'Maharashtra',
        city: 'Pune',
        pinCode: '411030',
        address: 'Shop 5, Laxmi Road',
      },
      shop,
    );
    expect(ok.statusCode).toBe(200);
    expect(shopProfile(await get('/api/get-profile', shop)).address).toBe('Shop 5, Laxmi Road');
  });

  it('Aadhaar OTP: sandbox identities, wrong OTP, masked everywhere afterwards', async () => {
    const mismatch = await call('/auth/aadhar-otp', { aadhaar: AADHAAR.mismatch }, shop);
    // The mismatch identity answers its holder at the OTP step; the name is checked when verified.
    const reference = answerOf(requestAadhaarOtp, mismatch).data.reference;
    const mismatchDone = await call('/auth/aadhar-verify', { reference, otp: LOCAL_AADHAAR_OTP }, shop);
    expect(mismatchDone.statusCode).toBe(422);
    expect(json(mismatchDone).error).toMatch(/does not match the name on your profile \(Ganesh Patil\)/);

    expect((await call('/auth/aadhar-otp', { aadhaar: AADHAAR.inactive }, shop)).statusCode).toBe(422);
    const down = await call('/auth/aadhar-otp', { aadhaar: AADHAAR.down }, shop);
    expect(down.statusCode).toBe(503);
    const bad = await call('/auth/aadhar-otp', { aadhaar: '234123412345' }, shop);
    expect(json(bad).fields).toEqual({ aadhaar: 'Enter a valid Aadhaar number: please check it for typing mistakes' });

    const started = await call('/auth/aadhar-otp', { aadhaar: AADHAAR.valid.replace(/(\d{4})(?=\d)/g, '$1 ') }, shop);
    expect(started.statusCode).toBe(200);
    const { reference: ref, masked } = answerOf(requestAadhaarOtp, started).data;
    expect(masked).toBe(`XXXX XXXX ${AADHAAR.valid.slice(-4)}`);
    const wrong = await call('/auth/aadhar-verify', { reference: ref, otp: '000000' }, shop);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error).toBe('Invalid OTP. 4 attempts left.');
    expect((await call('/auth/aadhar-verify', { reference: 'LOCAL-other', otp: LOCAL_AADHAAR_OTP }, other)).statusCode).toBe(400);
    const done = await call('/auth/aadhar-verify', { reference: ref, otp: LOCAL_AADHAAR_OTP }, shop);
    expect(done.statusCode).toBe(200);
    // The step goes by its key beside its English label, for the site to name it in Hindi or Marathi.
    expect(json(done)).toMatchObject({ message: 'Aadhaar (OTP) verified successfully', messageCode: 'kyc.step-verified', messageParams: { step: 'aadhaar' } });
    const step = answerOf(verifyAadhaarOtp, done).data.steps.find((s) => s.step === 'aadhaar');
    expect(step).toMatchObject({ status: 'verified', masked: `XXXX XXXX ${AADHAAR.valid.slice(-4)}` });
    expect((await call('/auth/aadhar-otp', { aadhaar: AADHAAR.valid }, shop)).statusCode).toBe(409);
  });

  it('PAN, bank and GST by name match; GST state against the shop’s', async () => {
    const mismatch = await call('/auth/pan-verify', { pan: 'ABCPP1111F' }, shop);
    expect(mismatch.statusCode).toBe(422);
    expect((await call('/auth/pan-verify', { pan: 'ABCPP0000F' }, shop)).statusCode).toBe(422);
    expect((await call('/auth/pan-verify', { pan: 'ABCPP9999F' }, shop)).statusCode).toBe(503);
    expect((await call('/auth/pan-verify', { pan: 'ABCPP1234F' }, shop)).statusCode).toBe(200);

    const differentAccounts = await call(
      '/auth/bank-verify',
      { accountNumber: '123456789012', confirmAccountNumber: '123456789013', ifsc: 'SBIN0001234' },
      shop,
    );
    expect(json(differentAccounts).fields).toEqual({ confirmAccountNumber: 'Account numbers must match' });
    expect(
      (await call('/auth/bank-verify', { accountNumber: '123456781111', confirmAccountNumber: '123456781111', ifsc: 'SBIN0001234' }, shop)).statusCode,
    ).toBe(422);
    const bank = await call('/auth/bank-verify', { accountNumber: '123456789012', confirmAccountNumber: '123456789012', ifsc: 'sbin0001234' }, shop);
    expect(bank.statusCode).toBe(200);
    expect(json(bank)).toMatchObject({ message: 'Bank account verified successfully', messageCode: 'kyc.step-verified', messageParams: { step: 'bank' } });
    expect(answerOf(verifyShopBankAccount, bank).data.permissions).toEqual({ addConnectors: true, receivePayouts: true });

    const badChecksum = await call('/auth/gst-verify', { gstin: '27ABCPP1234F1ZA' === gstin('27ABCPP1234F1Z') ? '27ABCPP1234F1ZB' : '27ABCPP1234F1ZA' }, shop);
    expect(json(badChecksum).fields).toMatchObject({ gstin: expect.stringMatching(/last character/) });
    const karnataka = await call('/auth/gst-verify', { gstin: gstin('29ABCPP1234F1Z') }, shop);
    expect(karnataka.statusCode).toBe(422);
    expect(json(karnataka).error).toBe("This GSTIN is registered in Karnataka; your shop's address is in Maharashtra");
    const gst = await call('/auth/gst-verify', { gstin: gstin('27ABCPP1234F1Z') }, shop);
    expect(gst.statusCode).toBe(200);
    const steps = answerOf(verifyShopGstin, gst).data.steps;
    expect(steps.find((s) => s.step === 'gst')).toMatchObject({ status: 'verified', details: { state: 'Maharashtra' } });
    // The other shop's steps did not move.
    const otherSteps = shopProfile(await get('/api/get-profile', other)).kyc;
    expect(otherSteps.every((s) => s.status === 'not_started')).toBe(true);
  });

  it('never answers or stores a full Aadhaar number', async () => {
    const numbers = Object.values(AADHAAR);
    for (const body of everyBody) for (const n of numbers) expect(body).not.toContain(n);
    const profile = (await get('/api/get-profile', shop)).body;
    for (const n of numbers) expect(profile).not.toContain(n);
    const tables = ['vendor_kyc_steps', 'vendor_notifications', 'users', 'rate_limit_counters'];
    for (const table of tables) {
      const { rows } = await server.db.query(`SELECT * FROM ${table}`);
      const dump = JSON.stringify(rows);
      for (const n of numbers) expect(dump, table).not.toContain(n);
    }
  });

  it('notifications: created by KYC results, unread count, mark one and all read, not another shop’s', async () => {
    const list = answerOf(shopNotifications, await get('/api/get-notification', shop)).data;
    const titles = list.items.map((n) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining(['GST registration verified', 'Bank account verified', 'PAN verified', 'Aadhaar (OTP) verified', 'PAN verification failed']),
    );
    expect(list.unread).toBeGreaterThan(3);
    const othersUnread = answerOf(shopNotifications, await get('/api/get-notification', other)).data.unread;
    expect(othersUnread).toBeGreaterThan(0);
    const first = list.items[0]!.id;
    expect((await post(server.app, `/api/notifications/${first}/read`, {}, bearer(other))).statusCode).toBe(404);
    const one = await post(server.app, `/api/notifications/${first}/read`, {}, bearer(shop));
    expect(json(one).unread).toBe(list.unread - 1);
    await post(server.app, '/api/notifications/read-all', {}, bearer(shop));
    expect(answerOf(shopNotifications, await get('/api/get-notification', shop)).data.unread).toBe(0);
    expect(answerOf(shopNotifications, await get('/api/get-notification', other)).data.unread).toBe(othersUnread);
  });

  it('connectors: add (only once verified), deactivate, join by referral code after an OTP', async () => {
    const refused = await post(server.app, '/vendor/connectors', { name: 'Ravi Kumar', mobile: '9822000201', pinCode: '500034' }, bearer(other));
    expect(refused.statusCode).toBe(403);
    const added = await post(server.app, '/vendor/connectors', { name: 'Ravi Kumar', mobile: '9822000201', pinCode: '411030' }, bearer(shop));
    expect(added.statusCode).toBe(201);
    const id = answerOf(addConnector, added).data.id;
    expect((await post(server.app, '/vendor/connectors', { name: 'Ravi K', mobile: '9822000201', pinCode: '411030' }, bearer(shop))).statusCode).toBe(409);
    expect((await post(server.app, `/vendor/connectors/${id}/deactivate`, {}, bearer(other))).statusCode).toBe(404);
    expect((await post(server.app, `/vendor/connectors/${id}/deactivate`, {}, bearer(shop))).statusCode).toBe(200);

    const mobile = uniqueMobile();
    const unknown = await post(server.app, '/connector/send-otp', { name: 'Asha Pawar', mobile, pinCode: '411030', referralCode: 'NOSUCHSHOP', consent: true });
    expect(unknown.statusCode).toBe(404);
    const sent = await post(server.app, '/connector/send-otp', { name: 'Asha Pawar', mobile, pinCode: '411030', referralCode: 'demoshop', consent: true });
    expect(json(sent)).toMatchObject({ success: true, shopName: 'Shree Ganesh Mobile & Finance Point' });
    const joined = await post(server.app, '/connector/verify-otp', { otp: await lastOtp(server.app, mobile) }, bearer(json(sent).newToken));
    expect(joined.statusCode).toBe(200);
    expect(json(joined).message).toBe('You are now a connector of Shree Ganesh Mobile & Finance Point');
    const items = answerOf(listConnectors, await get('/vendor/connectors', shop)).data.items;
    expect(items.find((c) => c.mobile === mobile)).toMatchObject({ status: 'active', joinedVia: 'self' });
    expect(items.find((c) => c.code === 'CNDEMO01')?.leads).toBeGreaterThan(0);
    expect(answerOf(listConnectors, await get('/vendor/connectors', other)).data.items.length).toBe(0);
    const notes = answerOf(shopNotifications, await get('/api/get-notification', shop)).data.items;
    expect(notes.some((n) => n.title === 'A new connector joined your shop' && n.body.includes(mobile))).toBe(true);
  });

  it('an enquiry through the shop’s link is credited to that shop only', async () => {
    const before = answerOf(shopDashboard, await get('/vendor/dashboard', shop)).data.leadsThisMonth;
    const payload = enquiryPayload({ username: 'Zoya Merchant', shopID: 'DEMOSHOP' });
    expect((await post(server.app, '/inquiry/inquiry-submission', payload)).statusCode).toBe(201);
    const mine = answerOf(shopDashboard, await get('/vendor/dashboard', shop)).data;
    expect(mine.leadsThisMonth).toBe(before + 1);
    expect(mine.recentLeads[0]).toMatchObject({ customer: 'Zoya M.', product: 'education loan' });
    // The list says where the lead stands now, not how it was submitted.
    await server.db.query(
      `INSERT INTO leads (id, source, product, customer_name, mobile, pincode, shop_id, status, created_at, updated_at)
       VALUES ($1, 'enquiry', 'education-loan', 'Zoya Merchant', $2, '560034', 'DEMOSHOP', 'disbursed', now(), now())
       ON CONFLICT (id) DO UPDATE SET status = 'disbursed'`,
      [mine.recentLeads[0]!.id, payload.mobile],
    );
    expect(answerOf(shopDashboard, await get('/vendor/dashboard', shop)).data.recentLeads[0]).toMatchObject({ customer: 'Zoya M.', status: 'disbursed' });
    const theirs = answerOf(shopDashboard, await get('/vendor/dashboard', other)).data;
    expect(theirs.recentLeads.some((l) => l.customer === 'Zoya M.')).toBe(false);
  });

  describe('documents', () => {
    const PNG = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
      'hex',
    );
    const upload = (token: string, field: string, content: Buffer, filename: string) => {
      const boundary = 'x-boundary-42';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
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

    it('takes PDF/JPG/PNG by content, at most 5 MB, and serves it back to its shop only', async () => {
      const ok = await upload(shop, 'shopPhoto', PNG, 'front.png');
      expect(ok.statusCode).toBe(200);
      const doc = answerOf(uploadShopDocuments, ok).data.documents[0]!;
      expect(doc).toMatchObject({ kind: 'shopPhoto', mimeType: 'image/png', sizeBytes: PNG.length });
      const fake = await upload(shop, 'addressProof', Buffer.from('just text pretending'), 'bill.png');
      expect(fake.statusCode).toBe(400);
      expect(json(fake).error).toBe('Address proof must be a PDF, JPG or PNG file');
      const big = await upload(shop, 'addressProof', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png');
      expect(big.statusCode).toBe(413);
      expect((await upload(shop, 'passport', PNG, 'p.png')).statusCode).toBe(400);
      const served = await get(`/api/vendor-docs/${doc.id}`, shop);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      expect((await get(`/api/vendor-docs/${doc.id}`, other)).statusCode).toBe(404);
    });

    it('stores and serves a file under the type its bytes show, whatever the name says', async () => {
      // A PDF that is also an HTML page: by its bytes a PDF, so a PDF it stays, never poly.html.
      const polyglot = Buffer.from(
        '%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      );
      const ok = await upload(shop, 'addressProof', polyglot, 'poly.html');
      expect(ok.statusCode).toBe(200);
      const doc = answerOf(uploadShopDocuments, ok).data.documents.find((d) => d.kind === 'addressProof')!;
      expect(doc).toMatchObject({ mimeType: 'application/pdf', fileName: 'poly.pdf' });
      const served = await get(`/api/vendor-docs/${doc.id}`, shop);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe('inline; filename="poly.pdf"');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // A name with the extension hidden inside, and one stored before names were fixed.
      const sneaky = answerOf(uploadShopDocuments, await upload(shop, 'shopPhoto', PNG, 'shop.html.png')).data;
      expect(sneaky.documents.find((d) => d.kind === 'shopPhoto')?.fileName).toBe('shop_html.png');
      await server.db.query("UPDATE vendor_documents SET file_name = 'old.html' WHERE id = $1", [doc.id]);
      expect((await get(`/api/vendor-docs/${doc.id}`, shop)).headers['content-disposition']).toBe('inline; filename="old.pdf"');
    });
  });

  const profileOf = async (token: string) => shopProfile(await get('/api/get-profile', token));
  const profileBody = (profile: VendorProfile, changes: Record<string, string> = {}) => ({
    username: profile.username,
    ownerName: profile.ownerName,
    email: profile.email,
    state: profile.state,
    city: profile.city,
    pinCode: profile.pinCode,
    address: profile.address,
    ...changes,
  });
  const stepStatuses = (profile: VendorProfile) => Object.fromEntries(profile.kyc.map((s) => [s.step, s.status]));

  it('changing the state, shop name or owner name undoes the KYC checks that compared it, in the audit trail', async () => {
    const before = await profileOf(shop);
    expect(stepStatuses(before)).toEqual({ aadhaar: 'verified', shopAadhaar: 'verified', pan: 'verified', bank: 'verified', gst: 'verified' });

    // Only the address line changed: nothing a check compared.
    const address = await call('/api/update-profile', profileBody(before, { address: 'Shop 6, Laxmi Road' }), shop);
    expect(address.statusCode).toBe(200);
    expect(json(address).message).toBe('Profile updated successfully');
    expect(stepStatuses(answerOf(updateShopProfile, address).data)).toEqual(stepStatuses(before));

    // The state: the GSTIN was checked against it.
    const moved = await call('/api/update-profile', profileBody(before, { state: 'Karnataka' }), shop);
    expect(moved.statusCode).toBe(200);
    expect(json(moved).message).toBe(`Profile updated successfully. Please verify these KYC steps again: ${KYC_STEP_LABELS.gst}.`);
    // The steps go by their keys beside their English labels, for the site to name them in Hindi or Marathi.
    expect(json(moved)).toMatchObject({ messageCode: 'profile.updated-kyc-again', messageParams: { steps: ['gst'] } });
    const afterMove = await profileOf(shop);
    expect(stepStatuses(afterMove)).toMatchObject({ aadhaar: 'verified', pan: 'verified', bank: 'verified', gst: 'failed' });
    expect(afterMove.kyc.find((s) => s.step === 'gst')).toMatchObject({
      reason: "You changed your shop's state, which this check compared. Please verify it again.",
      verifiedAt: null,
    });

    // The shop's name: PAN (a firm's), bank (a current account) and GST compared it.
    const renamed = await call('/api/update-profile', profileBody(before, { state: 'Karnataka', username: 'Ganesh Mobile Point' }), shop);
    expect(renamed.statusCode).toBe(200);
    const afterRename = await profileOf(shop);
    expect(stepStatuses(afterRename)).toEqual({ aadhaar: 'verified', shopAadhaar: 'verified', pan: 'failed', bank: 'failed', gst: 'failed' });
    expect(afterRename.permissions).toEqual({ addConnectors: false, receivePayouts: false });

    // The owner's name: both Aadhaar checks compared it.
    const owner = await call(
      '/api/update-profile',
      profileBody(before, { state: 'Karnataka', username: 'Ganesh Mobile Point', ownerName: 'Suresh Patil' }),
      shop,
    );
    expect(json(owner).message).toBe(
      `Profile updated successfully. Please verify these KYC steps again: ${KYC_STEP_LABELS.aadhaar}, ${KYC_STEP_LABELS.shopAadhaar}.`,
    );
    expect(json(owner).messageParams).toEqual({ steps: ['aadhaar', 'shopAadhaar'] });
    expect(Object.values(stepStatuses(await profileOf(shop))).every((status) => status === 'failed')).toBe(true);

    // Each reset is on the audit trail and told to the shop.
    const { rows: trail } = await server.db.query<{ action: string; actor_role: string; before: { verified: string[] } }>(
      `SELECT action, actor_role, before FROM audit_log WHERE subject_type = 'vendor' AND subject_id = $1 AND action = 'kyc.reset' ORDER BY created_at`,
      [before.id],
    );
    expect(trail.map((row) => row.before.verified)).toEqual([['gst'], ['pan', 'bank'], ['aadhaar', 'shopAadhaar']]);
    expect(trail.every((row) => row.actor_role === 'vendor')).toBe(true);
    const notices = answerOf(shopNotifications, await get('/api/get-notification', shop)).data;
    expect(JSON.stringify(notices)).toContain('so these KYC steps need verifying again');

    // Back to the names the checks compared, the steps still wait for a new check; the check passes.
    await call('/api/update-profile', profileBody(before), shop);
    expect(stepStatuses(await profileOf(shop)).gst).toBe('failed');
    expect((await call('/auth/gst-verify', { gstin: gstin('27ABCPP1234F1Z') }, shop)).statusCode).toBe(200);
  });

  it('answers an email it cannot use the same whoever holds it, and limits email changes', async () => {
    const mine = await profileOf(other);
    const taken = await call('/api/update-profile', profileBody(mine, { email: 'demo.vendor@example.com' }), other);
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error).toBe('We could not change your email to this address. Please use another email address, or keep your current one.');
    expect(json(taken).fields).toEqual({ email: 'Use another email address' });
    expect(taken.body).not.toMatch(/another account|already/i);
    // Held by a customer's account, the answer is the very same.
    const customerEmail = `held.${uniqueMobile()}@example.com`;
    await server.db.query(
      `INSERT INTO users (id, role, username, email, mobile, referral_code, created_at, updated_at) VALUES (gen_random_uuid(), 'customer', 'Held', $1, $2, $3, now(), now())`,
      [customerEmail, uniqueMobile(), `HELD${Date.now() % 1_000_000}`],
    );
    const heldByCustomer = await call('/api/update-profile', profileBody(mine, { email: customerEmail.toUpperCase() }), other);
    expect([heldByCustomer.statusCode, heldByCustomer.body]).toEqual([taken.statusCode, taken.body]);

    // Five email changes a day per shop, usable or not; editing anything else goes on.
    const fresh = `sai.krishna.${uniqueMobile()}@example.com`;
    expect((await call('/api/update-profile', profileBody(mine, { email: fresh }), other)).statusCode).toBe(200);
    expect((await call('/api/update-profile', profileBody(mine, { email: `2.${fresh}` }), other)).statusCode).toBe(200);
    expect((await call('/api/update-profile', profileBody(mine, { email: mine.email! }), other)).statusCode).toBe(200);
    const sixth = await call('/api/update-profile', profileBody(mine, { email: `again.${uniqueMobile()}@example.com` }), other);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await call('/api/update-profile', profileBody(mine, { city: 'Secunderabad' }), other)).statusCode).toBe(200);
    expect(await profileOf(other)).toMatchObject({ email: mine.email, city: 'Secunderabad' });
  });
});

describe.each(databaseKinds)('credit checks tied to the customer’s own PAN on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function customer() {
    const mobile = uniqueMobile();
    const flow = json(await post(server.app, '/auth/send-otp', { mobile }));
    return String(json(await post(server.app, '/auth/verify-otp', { mobile, otp: await lastOtp(server.app, mobile) }, bearer(flow.newToken))).accessToken);
  }
  const check = (token: string, pan: string, fullName: string) => post(server.app, '/customer/cibil', { pan, fullName, consent: true }, bearer(token));

  it('matches the name on the PAN, fixes the PAN on the profile, refuses any other PAN afterwards', async () => {
    const token = await customer();
    const notTheirs = await check(token, 'ABCPE1111F', 'Asha Rao');
    expect(notTheirs.statusCode).toBe(422);
    expect(json(notTheirs).fields).toEqual({ fullName: 'Does not match the name on this PAN' });
    expect((await check(token, 'ABCPE0000F', 'Asha Rao')).statusCode).toBe(422);
    expect((await check(token, 'ABCPE9999F', 'Asha Rao')).statusCode).toBe(503);
    expect((await server.db.query('SELECT 1 FROM credit_reports')).rows).toHaveLength(0);

    expect((await check(token, 'ABCPE1234F', 'Asha Rao')).statusCode).toBe(201);
    const someoneElse = await check(token, 'BNZPM2501K', 'Asha Rao');
    expect(someoneElse.statusCode).toBe(403);
    expect(json(someoneElse).error).toBe('Your credit report can only be fetched for the PAN verified on your profile (XXXXXX234F).');
    const listed = json(await server.app.inject({ method: 'GET', url: '/customer/cibil', headers: bearer(token) })).data as { panOnProfile: string };
    expect(listed.panOnProfile).toBe('XXXXXX234F');
    const { rows } = await server.db.query<{ pan_hash: string }>('SELECT pan_hash FROM users WHERE pan_hash IS NOT NULL');
    expect(JSON.stringify(rows)).not.toContain('ABCPE1234F');
  });

  it('binds a PAN to one customer: a second account claiming it is refused and pointed to support', async () => {
    const pan = uniquePan();
    const first = await customer();
    expect((await check(first, pan, 'Asha Rao')).statusCode).toBe(201);
    const second = await customer();
    const claimed = await check(second, pan, 'Asha Rao');
    expect(claimed.statusCode).toBe(409);
    expect(json(claimed).error).toMatch(/already verified on another LoanSetu account.*support@loansetu\.in or 1800-120-4455/);
    expect(json(claimed).fields).toEqual({ pan: 'Already verified on another account' });
    // Typed in lower case it is the same PAN.
    expect((await check(second, pan.toLowerCase(), 'Asha Rao')).statusCode).toBe(409);
    // Nothing was fetched or bound for the second account, which may still check its own PAN.
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE pan_hash IS NOT NULL AND pan_masked = $1', [
      `XXXXXX${pan.slice(-4)}`,
    ]);
    expect(rows[0]!.n).toBe(1);
    expect((await check(second, uniquePan(), 'Asha Rao')).statusCode).toBe(201);
  });

  it('a profile with a name only checks a PAN in that name', async () => {
    const token = await customer();
    await server.app.inject({
      method: 'PUT',
      url: '/customer/profile',
      headers: bearer(token),
      payload: {
        username: 'Kavya Reddy',
        email: `kavya.${uniqueMobile()}@example.com`,
        state: 'Telangana',
        city: 'Hyderabad',
        pinCode: '500034',
        address: 'Banjara Hills',
      },
    });
    const other = await check(token, 'CKLPR7310Q', 'Rahul Mehta');
    expect(other.statusCode).toBe(422);
    expect(json(other).error).toMatch(/not in the name on your profile \(Kavya Reddy\)/);
    expect((await check(token, 'CKLPR7310Q', 'Kavya Reddy')).statusCode).toBe(201);
  });
});

describe('Aadhaar numbers stay out of the logs', () => {
  it('logs no full Aadhaar number, even on failures and at debug level', async () => {
    const lines: string[] = [];
    const server = await startTestServer('pglite', { seedDemo: true, logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } } });
    try {
      const token = String(json(await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' })).accessToken);
      for (const aadhaar of Object.values(AADHAAR)) {
        const started = await post(server.app, '/auth/aadhar-otp', { aadhaar }, bearer(token));
        const reference = (json(started).data as Record<string, string> | undefined)?.reference;
        if (reference) await post(server.app, '/auth/aadhar-verify', { reference, otp: '000000' }, bearer(token));
      }
      await post(server.app, '/auth/verify-shop-aadhar', { aadhaar: AADHAAR.valid }, bearer(token));
      expect(lines.length).toBeGreaterThan(5);
      for (const n of Object.values(AADHAAR)) expect(lines.join('\n')).not.toContain(n);
    } finally {
      await server.close();
    }
  });
});
