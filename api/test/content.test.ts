import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LendingPartner } from '@platform/shared/schemas';
import { CONTENT_DIR, loadContent, parseLendingPartners } from '../src/content/load-content.ts';
import { bearer, databaseKinds, json, lastOtp, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

type Article = { slug: string; title: string; category: string; body?: string; publishedAt: string; readingMinutes: number; related?: Article[] };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type: string }) {
  const boundary = `----careers${Math.random().toString(16).slice(2)}`;
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

const applicant = { name: 'Sneha Kulkarni', email: 'sneha.k@example.com', city: 'Pune', experienceYears: '2' };

describe.each(databaseKinds)('public content and careers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = async (url: string) => server.app.inject({ method: 'GET', url });

  it('lists the lending partners (banks and NBFCs) with their RBI registration, products and grievance officer', async () => {
    const answer = json(await get('/api/lending-partners'));
    const partners = answer.data as LendingPartner[];
    expect(answer.success).toBe(true);
    expect(partners.map((p) => p.id)).toEqual(parseLendingPartners(readFileSync(join(CONTENT_DIR, 'lending-partners.json'), 'utf8')).map((p) => p.id));
    expect(new Set(partners.map((p) => p.kind))).toEqual(new Set(['bank', 'nbfc']));
    for (const partner of partners) {
      expect(partner.rbiRegistration).not.toBe('');
      expect(partner.products.length).toBeGreaterThan(0);
      expect(partner.grievance.email).toMatch(/@/);
    }
    expect(partners.find((p) => p.id === 'sahyadri-finserv')).toMatchObject({
      kind: 'nbfc',
      rbiRegistration: 'Certificate of Registration N-13.02417',
      grievance: { name: 'Sachin Patil' },
      demo: true,
    });
    // The summary is worked out from the terms: the lowest rate of the grid, the fee, the example tenure.
    expect(partners.find((p) => p.id === 'deccan-commercial-bank')!.products[0]).toEqual({
      product: 'personal-loan',
      name: 'Personal loan',
      fromRate: 10.49,
      processingFeePercent: 2,
      months: 36,
    });
  });

  it('keeps a partner taken out of the file, unlisted', async () => {
    await server.db.query(
      `INSERT INTO lending_partners (id, name, kind, rbi_registration, registration_status, grievance_officer, grievance_phone, grievance_email, website, position)
       VALUES ('old-partner', 'Old Partner Ltd', 'nbfc', 'CoR N-00.00001', 'valid', 'A', '1', 'a@b.example', 'https://b.example', 99)`,
    );
    await loadContent(server.db);
    const ids = (json(await get('/api/lending-partners')).data as LendingPartner[]).map((p) => p.id);
    expect(ids).not.toContain('old-partner');
    expect((await server.db.query('SELECT listed FROM lending_partners WHERE id = $1', ['old-partner'])).rows).toEqual([{ listed: false }]);
  });

  it('refuses a partners file with a bad kind or rate, naming the entry', () => {
    const good = {
      id: 'x',
      name: 'X',
      kind: 'bank',
      rbiRegistration: 'L',
      registrationStatus: 'ok',
      pincodes: ['4'],
      products: [
        {
          product: 'personal-loan',
          name: 'Personal loan',
          amount: [50000, 500000],
          months: [12, 36],
          exampleMonths: 24,
          age: [21, 58],
          employment: ['salaried'],
          minMonthlyIncome: 20000,
          foirPercent: 50,
          processingFeePercent: 2,
          rates: { Good: [[0, 12.5]] },
          penalCharges: '2% a year on the overdue instalment',
          foreclosure: 'Nil',
          coolingOffDays: 3,
        },
      ],
      grievance: { name: 'A', phone: '1', email: 'a@x.example' },
      website: 'https://x.example',
    };
    const product = good.products[0]!;
    expect(parseLendingPartners(JSON.stringify([good]))[0]!.products[0]).toMatchObject({
      minAmountPaise: 50_000_00,
      foirBps: 5_000,
      processingFeeBps: 200,
      rateGrid: [{ band: 'Good', minMonthlyIncomePaise: 0, rateBps: 1_250 }],
    });
    expect(() => parseLendingPartners(JSON.stringify([{ ...good, kind: 'chit fund' }]))).toThrow('lending-partners.json[0]: "kind" must be one of bank, nbfc');
    expect(() => parseLendingPartners(JSON.stringify([{ ...good, products: [{ ...product, rates: { Good: [[0, -1]] } }] }]))).toThrow('bad "rates"');
    expect(() => parseLendingPartners(JSON.stringify([{ ...good, products: [{ ...product, rates: { Great: [[0, 12]] } }] }]))).toThrow('bad "rates"');
    expect(() => parseLendingPartners(JSON.stringify([{ ...good, products: [{ ...product, months: [36, 12] }] }]))).toThrow('bad "months"');
    expect(() => parseLendingPartners(JSON.stringify([{ ...good, products: [{ ...product, employment: ['student'] }] }]))).toThrow('bad "employment"');
    expect(() => parseLendingPartners(JSON.stringify([{ ...good, pincodes: [] }]))).toThrow('"pincodes"');
  });

  it('pages through the blog newest first, with categories and totals', async () => {
    const first = json(await get('/api/blogs?pageSize=4'));
    const data = first.data as Article[];
    expect(first).toMatchObject({ page: 1, pageSize: 4, total: 6, pages: 2 });
    expect(data).toHaveLength(4);
    const times = data.map((p) => Date.parse(p.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data[0]!.body).toBeUndefined();
    const second = json(await get('/api/blogs?pageSize=4&page=2')).data as Article[];
    expect(second).toHaveLength(2);
    expect(second.map((p) => p.slug)).not.toContain(data[0]!.slug);
    expect(first.categories).toContainEqual({ name: 'Business', count: 2 });
    // Nonsense paging falls back to the first page instead of failing.
    expect((await get('/api/blogs?page=-3&pageSize=abc')).statusCode).toBe(200);
  });

  it('filters by category and searches every word, literally', async () => {
    const business = json(await get('/api/blogs?category=Business')).data as Article[];
    expect(business.map((p) => p.slug).sort()).toEqual(['gst-registration-for-small-shops', 'msme-udyam-registration-benefits']);
    const found = json(await get(`/api/blogs?q=${encodeURIComponent('collateral CGTMSE')}`)).data as Article[];
    expect(found.map((p) => p.slug)).toEqual(['msme-udyam-registration-benefits']);
    expect(json(await get('/api/blogs?q=%25_')).total).toBe(0);
    // The total counts what the filters match; the categories, every live article whatever the filters.
    const everyCategory = json(await get('/api/blogs')).categories;
    for (const [query, total] of [
      ['category=Business', 2],
      [`q=${encodeURIComponent('collateral CGTMSE')}`, 1],
      [`category=Business&q=${encodeURIComponent('collateral')}`, 1],
      ['q=%25_', 0],
    ] as const) {
      expect(json(await get(`/api/blogs?${query}`))).toMatchObject({ total, pages: 1, categories: everyCategory });
    }
  });

  it('serves one article with its Markdown, reading time and related articles', async () => {
    const response = await get('/api/blogs/gst-registration-for-small-shops');
    const article = json(response).data as Article;
    expect(article.body).toContain('## The composition scheme');
    expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(article.related).toHaveLength(3);
    expect(article.related![0]!.slug).toBe('msme-udyam-registration-benefits');
    expect(article.related!.map((r) => r.slug)).not.toContain(article.slug);
    expect((await get('/api/blogs/no-such-post')).statusCode).toBe(404);
    // A news slug is not a blog post.
    expect((await get('/api/blogs/rbi-key-fact-statement-for-all-loans')).statusCode).toBe(404);
  });

  it('keeps news apart from the blog', async () => {
    const news = json(await get('/api/news'));
    expect((news.data as Article[]).map((n) => n.slug)).toContain('rbi-key-fact-statement-for-all-loans');
    expect(news.total).toBe(3);
    expect((await get('/api/news/rbi-key-fact-statement-for-all-loans')).statusCode).toBe(200);
  });

  it('hides what is dated in the future', async () => {
    await server.db.query(`UPDATE blog_posts SET published_at = $1 WHERE slug = 'documents-for-a-home-loan'`, [
      new Date(server.clock.now().getTime() + 86_400_000),
    ]);
    expect((await get('/api/blogs/documents-for-a-home-loan')).statusCode).toBe(404);
    expect(json(await get('/api/blogs')).total).toBe(5);
    await server.db.query(`UPDATE blog_posts SET published_at = $1 WHERE slug = 'documents-for-a-home-loan'`, [new Date('2025-11-22T03:30:00Z')]);
  });

  it("answers a product's guide and 404 for an id that is not that product's", async () => {
    const guide = json(await get('/api/guides/pl/personal-loan-guide')).data as Article;
    expect(guide.title).toBe('Personal loan: how it works');
    expect((await get('/api/guides/cc/personal-loan-guide')).statusCode).toBe(404);
    expect((await get('/api/guides/pl/nothing-here')).statusCode).toBe(404);
    expect((json(await get('/api/guides')).data as unknown[]).length).toBe(11);
  });

  it('lists open roles filtered by city and type', async () => {
    const all = json(await get('/api/jobs'));
    expect((all.data as unknown[]).length).toBe(4);
    expect(all.cities).toEqual(['Hyderabad', 'Lucknow', 'Pune', 'Remote']);
    const pune = json(await get('/api/jobs?city=Pune')).data as Array<{ id: string }>;
    expect(pune.map((j) => j.id)).toEqual(['loan-advisor-pune']);
    expect((json(await get('/api/jobs?type=Internship')).data as Array<{ id: string }>).map((j) => j.id)).toEqual(['content-writer-intern']);
    expect((await get('/api/jobs/no-such-job')).statusCode).toBe(404);
  });

  async function verifiedToken(mobile = uniqueMobile()): Promise<string> {
    const sent = await post(server.app, '/carrier/send-otp', { mobile, type: 'loan-advisor-pune' });
    const token = String(json(sent).newToken);
    const verified = await post(server.app, '/carrier/verify-otp', { OTP: await lastOtp(server.app, mobile) }, bearer(token));
    expect(verified.statusCode).toBe(200);
    return token;
  }

  const apply = (token: string, fields: Record<string, string>, file?: { name: string; content: Buffer; type: string }) => {
    const body = multipart(fields, file);
    return server.app.inject({ method: 'POST', url: '/carrier/apply', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };

  it('refuses a wrong careers OTP and then accepts the right one', async () => {
    const mobile = uniqueMobile();
    const token = String(json(await post(server.app, '/carrier/send-otp', { mobile, type: 'loan-advisor-pune' })).newToken);
    const code = await lastOtp(server.app, mobile);
    const wrong = await post(server.app, '/carrier/verify-otp', { OTP: code === '123456' ? '654321' : '123456' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toMatch(/^Invalid OTP/);
    // Not verified: no application yet.
    expect((await apply(token, { ...applicant, jobId: 'loan-advisor-pune' }, { name: 'cv.pdf', content: PDF, type: 'application/pdf' })).statusCode).toBe(403);
    expect((await post(server.app, '/carrier/verify-otp', { OTP: code }, bearer(token))).statusCode).toBe(200);
  });

  it('refuses an expired careers OTP', async () => {
    const mobile = uniqueMobile();
    const token = String(json(await post(server.app, '/carrier/send-otp', { mobile, type: 'work-from-home' })).newToken);
    const code = await lastOtp(server.app, mobile);
    server.clock.advance(5 * 60_000 + 1_000);
    const late = await post(server.app, '/carrier/verify-otp', { OTP: code }, bearer(token));
    expect(late.statusCode).toBe(400);
    expect(json(late).message).toBe('This OTP has expired. Please request a new OTP.');
  });

  it('stores one application per verified mobile; a reused OTP or token is refused', async () => {
    const mobile = uniqueMobile();
    const token = String(json(await post(server.app, '/carrier/send-otp', { mobile, type: 'loan-advisor-pune' })).newToken);
    const code = await lastOtp(server.app, mobile);
    expect((await post(server.app, '/carrier/verify-otp', { OTP: code }, bearer(token))).statusCode).toBe(200);
    const again = await post(server.app, '/carrier/verify-otp', { OTP: code }, bearer(token));
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe('This OTP has already been used. Please request a new OTP.');

    const stored = await apply(token, { ...applicant, jobId: 'loan-advisor-pune' }, { name: 'Sneha CV.pdf', content: PDF, type: 'application/pdf' });
    expect(stored.statusCode).toBe(200);
    const { rows } = await server.db.query<{ mobile: string; job_id: string; resume_key: string }>(
      'SELECT mobile, job_id, resume_key FROM job_applications WHERE id = $1',
      [(json(stored).data as { id: string }).id],
    );
    expect(rows[0]).toMatchObject({ mobile, job_id: 'loan-advisor-pune' });

    const twice = await apply(token, { ...applicant, jobId: 'loan-advisor-pune' }, { name: 'cv.pdf', content: PDF, type: 'application/pdf' });
    expect(twice.statusCode).toBe(409);
  });

  it('takes the résumé only as a PDF of at most 2 MB, judged by its bytes, and keeps the token for a retry', async () => {
    const token = await verifiedToken();
    const renamed = await apply(token, { ...applicant, jobId: 'loan-advisor-pune' }, { name: 'cv.pdf', content: PNG, type: 'application/pdf' });
    expect(renamed.statusCode).toBe(400);
    expect(json(renamed).message).toBe('Your résumé must be a PDF file');
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await apply(token, { ...applicant, jobId: 'loan-advisor-pune' }, { name: 'cv.pdf', content: big, type: 'application/pdf' });
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig).message).toBe('Your résumé must be at most 2 MB');
    const missing = await apply(token, { ...applicant, jobId: 'loan-advisor-pune' });
    expect(json(missing).message).toBe('Please attach your résumé as a PDF');
    const badEmail = await apply(
      token,
      { ...applicant, email: 'not-an-email', jobId: 'loan-advisor-pune' },
      { name: 'cv.pdf', content: PDF, type: 'application/pdf' },
    );
    expect(badEmail.statusCode).toBe(400);
    expect(Object.keys(json(badEmail).fields as object)).toContain('email');
    const closed = await apply(token, { ...applicant, jobId: 'no-such-job' }, { name: 'cv.pdf', content: PDF, type: 'application/pdf' });
    expect(closed.statusCode).toBe(404);
    // Nothing above used the verification up.
    expect((await apply(token, { ...applicant, jobId: 'loan-advisor-pune' }, { name: 'cv.pdf', content: PDF, type: 'application/pdf' })).statusCode).toBe(200);
  });

  it('registers for the work-from-home programme without a job id or résumé', async () => {
    const token = await verifiedToken();
    const response = await apply(token, applicant);
    expect(response.statusCode).toBe(200);
    const { rows } = await server.db.query<{ programme: string }>('SELECT programme FROM job_applications WHERE id = $1', [
      (json(response).data as { id: string }).id,
    ]);
    expect(rows[0]!.programme).toBe('work-from-home');
  });

  it('stores partner programme enquiries and explains bad input per field', async () => {
    const lead = {
      programme: 'franchise',
      name: 'Imran Shaikh',
      mobile: uniqueMobile(),
      email: 'imran@example.com',
      city: 'Nashik',
      pinCode: '422001',
      business: 'Mobile shop and recharge',
      message: '',
    };
    expect((await post(server.app, '/api/partner-leads', lead)).statusCode).toBe(200);
    const { rows } = await server.db.query<{ programme: string; city: string }>('SELECT programme, city FROM partner_leads WHERE mobile = $1', [lead.mobile]);
    expect(rows).toEqual([{ programme: 'franchise', city: 'Nashik' }]);
    const bad = await post(server.app, '/api/partner-leads', { ...lead, programme: 'pyramid', pinCode: '12' });
    expect(bad.statusCode).toBe(400);
  });
});
