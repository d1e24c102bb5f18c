// Consent records of the forms outside the loan products: careers, the partner
// programmes, the connector sign-up and the vendor KYC steps. Each stores the notice the form
// named (X-Consent-Notice) with what it covers, in one transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentNotice, type ConsentPurpose } from '@platform/shared/schemas';
import { noticeHash } from '../src/consent/ledger.ts';
import { testAadhaar } from '../src/kyc/adapter.ts';
import { bearer, databaseKinds, json, lastOtp, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

type Json = Record<string, unknown>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type: string }) {
  const boundary = `----consent${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds)('consent records of careers, partner and KYC forms on %s', (kind) => {
  let server: TestServer;
  let shop: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true, logger: { level: 'error' } });
    shop = String(json(await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' })).accessToken);
    const profile = {
      username: 'Shree Ganesh Mobile & Finance Point',
      ownerName: 'Ganesh Patil',
      email: 'demo.vendor@example.com',
      state: 'Maharashtra',
      city: 'Pune',
      pinCode: '411030',
      address: 'Shop 5, Laxmi Road',
    };
    expect((await post(server.app, '/api/update-profile', profile, bearer(shop))).statusCode).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  const consentsOf = async (column: 'mobile' | 'subject_id', value: string) =>
    (await server.db.query<Json>(`SELECT * FROM consent_records WHERE ${column} = $1 ORDER BY given_at`, [value])).rows;

  const expectNotice = (record: Json | undefined, purpose: ConsentPurpose, language: 'en' | 'hi') => {
    const notice = currentNotice(purpose);
    expect(record).toMatchObject({ purpose, notice_version: notice.version, notice_language: language, notice_hash: noticeHash(notice, language) });
  };

  async function careersToken(mobile: string) {
    const token = String(json(await post(server.app, '/carrier/send-otp', { mobile, type: 'loan-advisor-pune' })).newToken);
    expect((await post(server.app, '/carrier/verify-otp', { OTP: await lastOtp(server.app, mobile) }, bearer(token))).statusCode).toBe(200);
    return token;
  }
  const apply = (token: string, fields: Record<string, string>, headers: Record<string, string>, file?: { name: string; content: Buffer; type: string }) => {
    const body = multipart(fields, file);
    return server.app.inject({ method: 'POST', url: '/carrier/apply', payload: body.payload, headers: { ...body.headers, ...bearer(token), ...headers } });
  };
  const applicant = { name: 'Sneha Kulkarni', email: 'sneha.k@example.com', city: 'Pune', experienceYears: '2' };

  it('careers: a job application stores the careers notice it named, with the application and the confirmed mobile', async () => {
    const mobile = uniqueMobile();
    const applied = await apply(
      await careersToken(mobile),
      { ...applicant, jobId: 'loan-advisor-pune' },
      { 'x-consent-notice': 'careers@1;hi' },
      { name: 'cv.pdf', content: PDF, type: 'application/pdf' },
    );
    expect(applied.statusCode).toBe(200);
    const id = String((json(applied).data as Json).id);
    const records = await consentsOf('mobile', mobile);
    expect(records).toHaveLength(1);
    expectNotice(records[0], 'careers', 'hi');
    expect(records[0]!.subject_id).toBe(id);
  });

  it('careers: a work-from-home registration stores it too; a refused application stores no consent', async () => {
    const mobile = uniqueMobile();
    const token = await careersToken(mobile);
    const refused = await apply(
      token,
      { ...applicant, jobId: 'loan-advisor-pune' },
      { 'x-consent-notice': 'careers@1;en' },
      { name: 'cv.pdf', content: Buffer.from('not a pdf'), type: 'application/pdf' },
    );
    expect(refused.statusCode).toBe(400);
    expect(await consentsOf('mobile', mobile)).toEqual([]);
    const registered = await apply(token, applicant, { 'x-consent-notice': 'careers@1;en' });
    expect(registered.statusCode).toBe(200);
    const records = await consentsOf('mobile', mobile);
    expect(records).toHaveLength(1);
    expectNotice(records[0], 'careers', 'en');
  });

  it.each(['franchise', 'distributor', 'become-partner'])('partner programme (%s): the lead and its consent are stored together', async (programme) => {
    const mobile = uniqueMobile();
    const lead = {
      programme,
      name: 'Imran Shaikh',
      mobile,
      email: 'imran@example.com',
      city: 'Nashik',
      pinCode: '422001',
      business: 'Mobile shop',
      consent: true,
    };
    const sent = await post(server.app, '/api/partner-leads', lead, {
      'x-consent-notice': 'partner-programme@1;en',
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect(sent.statusCode).toBe(200);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM partner_leads WHERE mobile = $1', [mobile]);
    const records = await consentsOf('mobile', mobile);
    expect(records).toHaveLength(1);
    expectNotice(records[0], 'partner-programme', 'en');
    expect(records[0]!.subject_id).toBe(rows[0]!.id);
  });

  it('connector sign-up (/create-connector): the connector notice is stored with the sign-up', async () => {
    const mobile = uniqueMobile();
    const sent = await post(
      server.app,
      '/connector/send-otp',
      { name: 'Asha Pawar', mobile, pinCode: '411030', referralCode: 'demoshop', consent: true },
      { 'x-consent-notice': 'connector@1;hi' },
    );
    expect(sent.statusCode).toBe(200);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM vendor_connectors WHERE mobile = $1', [mobile]);
    const records = await consentsOf('mobile', mobile);
    expect(records).toHaveLength(1);
    expectNotice(records[0], 'connector', 'hi');
    expect(records[0]!.subject_id).toBe(rows[0]!.id);
    // An unknown shop stores neither the sign-up nor a consent.
    const other = uniqueMobile();
    expect(
      (await post(server.app, '/connector/send-otp', { name: 'Asha Pawar', mobile: other, pinCode: '411030', referralCode: 'NOSUCHSHOP', consent: true }))
        .statusCode,
    ).toBe(404);
    expect(await consentsOf('mobile', other)).toEqual([]);
  });

  it('vendor KYC: each check stores the vendor-KYC notice with the step; the Aadhaar OTP records it once, when it starts', async () => {
    const { rows: vendors } = await server.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'demo.vendor@example.com'`);
    const vendorId = vendors[0]!.id;
    const before = (await consentsOf('subject_id', vendorId)).length;
    const pan = await post(server.app, '/auth/pan-verify', { pan: 'ABCPP1234F', consent: true }, { ...bearer(shop), 'x-consent-notice': 'vendor-kyc@1;en' });
    expect(pan.statusCode).toBe(200);
    const afterPan = await consentsOf('subject_id', vendorId);
    expect(afterPan).toHaveLength(before + 1);
    expectNotice(afterPan.at(-1), 'vendor-kyc', 'en');
    expect(afterPan.at(-1)!.user_id).toBe(vendorId);

    const started = await post(
      server.app,
      '/auth/aadhar-otp',
      { aadhaar: testAadhaar('23412341234'), consent: true },
      { ...bearer(shop), 'x-consent-notice': 'vendor-kyc@1;hi' },
    );
    expect(started.statusCode).toBe(200);
    const afterOtp = await consentsOf('subject_id', vendorId);
    expect(afterOtp).toHaveLength(before + 2);
    expectNotice(afterOtp.at(-1), 'vendor-kyc', 'hi');
    // A refused check (a provider that is down) stores no consent.
    const down = await post(
      server.app,
      '/auth/verify-shop-aadhar',
      { aadhaar: testAadhaar('99991234567') },
      { ...bearer(shop), 'x-consent-notice': 'vendor-kyc@1;en' },
    );
    expect(down.statusCode).toBe(503);
    expect(await consentsOf('subject_id', vendorId)).toHaveLength(before + 2);
  });
});
