import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentNotice, PRODUCTS, toProductPayload } from '@platform/shared/schemas';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples.ts';
import { noticeHash } from '../src/consent/ledger.ts';
import type { LeadStatusChange } from '../src/leads/lifecycle.ts';
import { bearer, databaseKinds, enquiryPayload, json, otpLogin, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

type Json = Record<string, unknown>;

describe.each(databaseKinds)('consent ledger and data rights on %s', (kind) => {
  let server: TestServer;
  let changes: LeadStatusChange[];

  beforeAll(async () => {
    server = await startTestServer(kind, { logger: { level: 'error' }, onLeadStatusChanged: [async (_tx, change) => void changes.push(change)] });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    changes = [];
  });

  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
  const consentRows = async (mobile: string) =>
    (await server.db.query<Json>('SELECT * FROM consent_records WHERE mobile = $1 ORDER BY given_at', [mobile])).rows;

  async function enquire(mobile: string, headers: Record<string, string> = {}) {
    const response = await post(server.app, '/inquiry/inquiry-submission', enquiryPayload({ mobile }), { 'user-agent': 'ConsentTest/1.0', ...headers });
    expect(response.statusCode).toBe(201);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM enquiries WHERE mobile = $1 ORDER BY created_at DESC LIMIT 1', [mobile]);
    return rows[0]!.id;
  }

  it('records the notice an enquiry agreed to: version, language, hash of its text, time, address and browser', async () => {
    const mobile = uniqueMobile();
    const id = await enquire(mobile, { 'x-consent-notice': 'enquiry@1;hi' });
    const [record] = await consentRows(mobile);
    const notice = currentNotice('enquiry');
    expect(record).toMatchObject({ purpose: 'enquiry', notice_version: 1, notice_language: 'hi', subject_id: id, user_agent: 'ConsentTest/1.0' });
    expect(record!.notice_hash).toBe(noticeHash(notice, 'hi'));
    expect(record!.notice_hash).not.toBe(noticeHash(notice, 'en'));
    expect(record!.client_address).toMatch(/^10\./);
    expect(record!.withdrawn_at).toBeNull();
  });

  it('takes the current English notice when the header is missing, malformed or names another purpose', async () => {
    for (const header of [undefined, 'enquiry@99;en', 'credit-check@1;en', 'nonsense']) {
      const mobile = uniqueMobile();
      await enquire(mobile, header ? { 'x-consent-notice': header } : {});
      expect(await consentRows(mobile)).toMatchObject([{ notice_version: 1, notice_language: 'en', notice_hash: noticeHash(currentNotice('enquiry'), 'en') }]);
    }
  });

  it('records the consent of a product application with the application', async () => {
    const form = await PRODUCTS['personal-loan'].formSchema.validate({ ...PRODUCT_SAMPLES['personal-loan'], referred: '', termsAccepted: true });
    const mobile = uniqueMobile();
    const response = await post(server.app, '/loans/personal-loans/submit', { ...toProductPayload('personal-loan', form, { shopID: null }), mobile });
    expect(response.statusCode).toBe(201);
    expect(await consentRows(mobile)).toMatchObject([{ purpose: 'product-application', subject_id: json(response).applicationId }]);
  });

  it('stores nothing when the enquiry is refused: no consent without the thing consented to', async () => {
    const mobile = uniqueMobile();
    const refused = await post(server.app, '/inquiry/inquiry-submission', enquiryPayload({ mobile, pincode: '12' }));
    expect(refused.statusCode).toBe(400);
    expect(await consentRows(mobile)).toEqual([]);
  });

  it('lists the customer’s consents, and withdrawal closes the enquiry for good: off the telecaller’s list, no call booked, no SMS', async () => {
    const mobile = uniqueMobile();
    const enquiryId = await enquire(mobile);
    const token = String((await otpLogin(server.app, mobile)).accessToken);
    const listed = json(await get('/customer/consents', token)).data as Json[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      purpose: 'enquiry',
      title: 'Contact about my loan enquiry',
      statements: [
        expect.stringContaining('I have read and agree to the privacy policy and the terms and conditions'),
        'I declare that I am a resident of India.',
      ],
      notice: { version: 1, language: 'en' },
      subject: { id: enquiryId, label: 'Education loan', status: 'New' },
      withdrawnAt: null,
    });

    await server.db.query(`UPDATE leads SET next_call_at = $2 WHERE id = $1`, [enquiryId, new Date(server.clock.now().getTime() + 3_600_000)]);
    const smsBefore = (await server.db.query('SELECT 1 FROM sms_outbox WHERE mobile = $1', [mobile])).rows.length;
    const withdrawn = await post(server.app, `/customer/consents/${String(listed[0]!.id)}/withdraw`, {}, bearer(token));
    expect(withdrawn.statusCode).toBe(200);
    expect(json(withdrawn)).toMatchObject({
      message: 'Your consent has been withdrawn.',
      data: { withdrawnAt: expect.any(String), subject: { status: 'Closed' } },
    });

    const { rows: lead } = await server.db.query<Json>('SELECT status, next_call_at FROM leads WHERE id = $1', [enquiryId]);
    expect(lead[0]).toMatchObject({ status: 'closed', next_call_at: null });
    const { rows: history } = await server.db.query<Json>('SELECT to_status, actor_role, note FROM lead_status_history WHERE lead_id = $1 ORDER BY seq', [
      enquiryId,
    ]);
    expect(history.at(-1)).toMatchObject({ to_status: 'closed', actor_role: 'customer', note: 'Consent withdrawn by the customer' });
    expect(changes).toMatchObject([{ leadId: enquiryId, to: 'closed', actor: { role: 'customer' } }]);
    expect((await server.db.query('SELECT 1 FROM sms_outbox WHERE mobile = $1', [mobile])).rows.length).toBe(smsBefore);
    const [record] = await consentRows(mobile);
    expect(record).toMatchObject({ withdrawn_address: expect.stringMatching(/^10\./) });

    // A second withdrawal changes nothing; the first one's time stands.
    const again = await post(server.app, `/customer/consents/${String(listed[0]!.id)}/withdraw`, {}, bearer(token));
    expect(json(again).data).toMatchObject({ withdrawnAt: (json(withdrawn).data as Json).withdrawnAt });
    expect(changes).toHaveLength(1);
  });

  it('refuses another customer’s consent as if it did not exist, and the area to other roles', async () => {
    const owner = uniqueMobile();
    await enquire(owner);
    const ownerToken = String((await otpLogin(server.app, owner)).accessToken);
    const id = String(((json(await get('/customer/consents', ownerToken)).data as Json[])[0] as Json).id);
    const stranger = String((await otpLogin(server.app, uniqueMobile())).accessToken);
    expect(json(await get('/customer/consents', stranger)).data).toEqual([]);
    expect((await post(server.app, `/customer/consents/${id}/withdraw`, {}, bearer(stranger))).statusCode).toBe(404);
    expect((await post(server.app, '/customer/consents/not-a-uuid/withdraw', {}, bearer(stranger))).statusCode).toBe(404);
    expect((await post(server.app, `/customer/consents/${id}/withdraw`, {})).statusCode).toBe(401);
    expect((await consentRows(owner))[0]!.withdrawn_at).toBeNull();
  });

  it('withdrawing the credit-check consent deletes the report it fetched', async () => {
    const mobile = uniqueMobile();
    const token = String((await otpLogin(server.app, mobile)).accessToken);
    const checked = await post(server.app, '/customer/cibil', { pan: 'ABCPE1234F', fullName: 'Ishaan Kapoor', consent: true }, bearer(token));
    expect(checked.statusCode).toBe(201);
    const reportId = (json(checked).data as Json).id;
    const consents = json(await get('/customer/consents', token)).data as Json[];
    expect(consents).toMatchObject([{ purpose: 'credit-check', subject: { id: reportId, label: 'Credit score check' } }]);
    expect((await post(server.app, `/customer/consents/${String(consents[0]!.id)}/withdraw`, {}, bearer(token))).statusCode).toBe(200);
    expect((await server.db.query('SELECT 1 FROM credit_reports WHERE id = $1', [reportId])).rows).toEqual([]);
  });

  it('gives the customer a copy of their data as a JSON download, and logs the request', async () => {
    const mobile = uniqueMobile();
    const enquiryId = await enquire(mobile);
    const token = String((await otpLogin(server.app, mobile)).accessToken);
    // The enquiry becomes theirs once confirmed by OTP, as in the enquiry history.
    await server.db.query(`UPDATE enquiries SET status = 'verified' WHERE id = $1`, [enquiryId]);
    const response = await get('/customer/my-data', token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="loansetu-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const copy = json(response);
    expect(copy).toMatchObject({
      profile: { mobile },
      enquiries: [{ id: enquiryId, mobile }],
      leads: [{ id: enquiryId, status: 'new' }],
      statusHistory: [{ leadId: enquiryId, to: 'new' }],
      consents: [{ purpose: 'enquiry', subjectId: enquiryId, noticeVersion: 1 }],
    });
    const { rows } = await server.db.query<Json>(
      `SELECT kind, outcome FROM data_rights_requests WHERE user_id = (SELECT id FROM users WHERE mobile = $1 AND role = 'customer')`,
      [mobile],
    );
    expect(rows).toMatchObject([{ kind: 'copy', outcome: { records: { enquiries: 1, consents: 1 } } }]);
    // Someone else's copy has none of it.
    const other = json(await get('/customer/my-data', String((await otpLogin(server.app, uniqueMobile())).accessToken)));
    expect(other).toMatchObject({ enquiries: [], consents: [], leads: [] });
  });
});
