import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SLUGS, PRODUCTS, productsByEndpoint, toProductPayload, type ProductSlug } from '@platform/shared/schemas';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples.ts';
import { randomBytes } from 'node:crypto';
import { deriveKey, Sealer } from '../src/security/keys.ts';
import { bearer, databaseKinds, json, otpLogin, post, startTestServer, uniqueAddress, uniqueMobile, type TestServer } from './helpers.ts';

/** A valid body for `slug`, as the site sends it: the sample form validated and mapped. */
async function applicationPayload(slug: ProductSlug, overrides: Record<string, unknown> = {}) {
  const form = await PRODUCTS[slug].formSchema.validate({ ...PRODUCT_SAMPLES[slug], referred: 'REF42', termsAccepted: true });
  const payload: Record<string, unknown> = { ...toProductPayload(slug, form, { shopID: 'SHOP7' }), mobile: uniqueMobile(), ...overrides };
  return payload as Record<string, unknown> & { mobile: string };
}

describe.each(databaseKinds)('product applications on %s', (kind) => {
  let server: TestServer;
  const tokenSecret = randomBytes(32).toString('base64url');
  const sealer = new Sealer(deriveKey(tokenSecret, 'sealed-data'));
  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret });
  });
  afterAll(async () => {
    await server?.close();
  });

  const customerToken = async () => String((await otpLogin(server.app, uniqueMobile())).accessToken);

  async function rowsFor(mobile: string) {
    const { rows } = await server.db.query<Record<string, unknown>>('SELECT * FROM product_applications WHERE mobile = $1', [mobile]);
    return rows;
  }

  it.each(PRODUCT_SLUGS)('%s: stores the application at its endpoint and answers 201', async (slug) => {
    const payload = await applicationPayload(slug);
    const endpoint = PRODUCTS[slug].endpointFor(payload);
    const response = await post(server.app, endpoint, payload);
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body).toMatchObject({ success: true, message: expect.stringContaining('application has been submitted') });
    // The product goes by its slug beside its English label, for the site to name it in Hindi or Marathi.
    expect(body).toMatchObject({ messageCode: 'application.submitted', messageParams: { product: slug } });
    expect(body.applicationId).toMatch(/^[0-9a-f-]{36}$/);

    const rows = await rowsFor(payload.mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.applicationId,
      product: slug,
      endpoint,
      full_name: 'Aarav Gupta',
      email: 'aarav.gupta@example.com',
      pincode: '560034',
      city: 'Bengaluru',
      referred: 'REF42',
      shop_id: 'SHOP7',
      status: 'submitted',
    });
    // Every other answer is kept as validated (amounts as numbers), nothing more: sealed at rest,
    // with only amounts, the employment type and a masked PAN readable in `details`.
    const { product: _p, fullName: _f, mobile: _m, email: _e, pincode: _pc, city: _c, referred: _r, shopID: _s, ...details } = payload;
    expect(sealer.open(String(rows[0]!.details_sealed), `product_applications:${body.applicationId}`)).toEqual(details);
    const readable = rows[0]!.details as Record<string, unknown>;
    expect(Object.keys(readable).every((name) => ['loanAmount', 'outstandingAmount', 'employmentType', 'pan'].includes(name))).toBe(true);
    if (typeof details.pan === 'string') expect(readable.pan).toBe(`XXXXXX${details.pan.slice(-4)}`);
    // No PAN in the clear: not the one sent anywhere in the row, and nothing shaped like one outside
    // the sealed column (whose random ciphertext may spell such a shape by chance).
    if (typeof details.pan === 'string') expect(JSON.stringify(rows[0])).not.toContain(details.pan);
    expect(JSON.stringify({ ...rows[0], details_sealed: undefined })).not.toMatch(/[A-Z]{5}\d{4}[A-Z]/);
  });

  it('answers 400 with the shared schema messages, one per field, and stores nothing', async () => {
    const payload = await applicationPayload('personal-loan', { pan: 'ABCDE1234', monthlyIncome: 'lots', employmentType: '', loanAmount: 10 });
    const response = await post(server.app, '/loans/personal-loans/submit', payload);
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body).toMatchObject({ success: false, error: expect.any(String) });
    expect(body.fields).toEqual({
      pan: 'Enter a valid PAN, e.g. ABCPE1234F',
      employmentType: 'Select your employment type',
      monthlyIncome: 'Enter the monthly income in rupees, digits only',
      loanAmount: 'Loan amount must be at least ₹50,000',
    });
    expect(await rowsFor(payload.mobile)).toHaveLength(0);
  });

  it('refuses a body for another product, and one without a product', async () => {
    const payload = await applicationPayload('credit-card');
    const wrong = await post(server.app, '/web/webdev', payload);
    expect(wrong.statusCode).toBe(400);
    expect((json(wrong).fields as Record<string, string>).product).toBe('product must be "website-development"');
    const { product: _omitted, ...withoutProduct } = payload;
    const missing = await post(server.app, '/card/credit-card', withoutProduct);
    expect(missing.statusCode).toBe(400);
    expect((json(missing).fields as Record<string, string>).product).toBe('product must be "credit-card"');
  });

  it('keeps salaried and self-employed applicants to their own endpoints', async () => {
    const salaried = await applicationPayload('home-loan');
    const atBusiness = await post(server.app, '/loans/home-loans/submit-business', salaried);
    expect(atBusiness.statusCode).toBe(400);
    expect(json(atBusiness)).toMatchObject({
      error: 'Salaried applicants apply at POST /loans/home-loans/submit-job',
      fields: { employmentType: 'Salaried applicants use submit-job' },
    });

    const business = await applicationPayload('home-loan', { employmentType: 'self-employed-business' });
    expect((await post(server.app, '/loans/home-loans/submit-job', business)).statusCode).toBe(400);
    expect((await post(server.app, '/loans/home-loans/submit-business', business)).statusCode).toBe(201);
    expect(await rowsFor(business.mobile)).toHaveLength(1);
  });

  it('tells business and professional loans apart at their shared endpoint', async () => {
    const professional = await applicationPayload('professional-loan');
    expect((await post(server.app, '/loans/business-loan/submit', professional)).statusCode).toBe(201);
    const [row] = await rowsFor(professional.mobile);
    expect(row).toMatchObject({ product: 'professional-loan' });
    expect(sealer.open(String(row!.details_sealed), `product_applications:${String(row!.id)}`)).toMatchObject({ profession: 'doctor', yearsOfPractice: 8 });
    expect(productsByEndpoint().get('/loans/business-loan/submit')).toHaveLength(2);
  });

  it('stores a retry with the same Idempotency-Key once and answers it the same', async () => {
    const payload = await applicationPayload('motor-insurance');
    const headers = { 'idempotency-key': `e2e-${payload.mobile}` };
    const address = uniqueAddress();
    const first = await post(server.app, '/motor-insurance/registration', payload, headers, address);
    const again = await post(server.app, '/motor-insurance/registration', payload, headers, address);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rowsFor(payload.mobile)).toHaveLength(1);

    const changed = await post(server.app, '/motor-insurance/registration', { ...payload, vehicleModel: 'Tata Nexon' }, headers, address);
    expect(changed.statusCode).toBe(422);
    expect(json(changed).error).toBe('This Idempotency-Key was already used for a different application');
    const badKey = await post(server.app, '/motor-insurance/registration', payload, { 'idempotency-key': ' ' });
    expect(badKey.statusCode).toBe(400);
  });

  it('releases the key of a first try that failed after claiming it, so the retry goes through', async () => {
    const payload = await applicationPayload('graphic-design');
    const headers = { 'idempotency-key': `retry-${payload.mobile}` };
    const address = uniqueAddress();
    // The key is claimed, then storing the application fails.
    server.failNextQuery(/INSERT INTO product_applications/);
    expect((await post(server.app, '/graphic-design/create', payload, headers, address)).statusCode).toBe(500);
    expect(await rowsFor(payload.mobile)).toHaveLength(0);
    const retry = await post(server.app, '/graphic-design/create', payload, headers, address);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsFor(payload.mobile)).toHaveLength(1);
  });

  it('never replays one caller’s answer to another caller with the same key', async () => {
    const payload = await applicationPayload('website-development');
    const headers = { 'idempotency-key': 'shared-key-1' };
    const first = await post(server.app, '/web/webdev', payload, headers, uniqueAddress());
    const other = await post(server.app, '/web/webdev', payload, headers, uniqueAddress());
    expect(first.statusCode).toBe(201);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(json(other).applicationId).not.toBe(json(first).applicationId);
    // A signed-in caller's key is theirs wherever they send it from; another account's is not.
    const a = await customerToken();
    const b = await customerToken();
    const mine = await post(server.app, '/web/webdev', payload, { ...headers, ...bearer(a) }, uniqueAddress());
    const mineAgain = await post(server.app, '/web/webdev', payload, { ...headers, ...bearer(a) }, uniqueAddress());
    const theirs = await post(server.app, '/web/webdev', payload, { ...headers, ...bearer(b) }, uniqueAddress());
    expect(mineAgain.headers['idempotent-replayed']).toBe('true');
    expect(mineAgain.body).toBe(mine.body);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(json(theirs).applicationId).not.toBe(json(mine).applicationId);
  });

  it('limits applications to exactly 60 per client address an hour', async () => {
    // Start at an hour boundary so the window cannot roll over mid-test.
    server.clock.advance(60 * 60_000 - (server.clock.now().getTime() % (60 * 60_000)));
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const payload = await applicationPayload('social-media-handling');
      statuses.push((await post(server.app, '/social/social-media', payload, {}, address)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(60).fill(201), 429]);
  });

  it('never answers 5xx to nonsense', async () => {
    for (const body of [[], 'text', { product: 42 }, { product: 'personal-loan', monthlyIncome: { $gt: 1 } }, { product: '__proto__' }]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/loans/personal-loans/submit',
        payload: body as object,
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('lets development tools read what was stored (only with dev tools)', async () => {
    const payload = await applicationPayload('credit-card');
    await post(server.app, '/card/credit-card', payload);
    const read = await server.app.inject({ method: 'GET', url: `/dev/product-applications?mobile=${payload.mobile}` });
    expect(read.statusCode).toBe(200);
    expect(json(read).data).toEqual([
      expect.objectContaining({ product: 'credit-card', shopID: 'SHOP7', details: expect.objectContaining({ cardPreference: 'lifetime-free' }) }),
    ]);
    const enquiries = await server.app.inject({ method: 'GET', url: `/dev/enquiries?mobile=${payload.mobile}` });
    expect(json(enquiries).data).toEqual([]);
    // Never a full PAN, even to the development reads.
    const loan = await applicationPayload('personal-loan');
    expect((await post(server.app, '/loans/personal-loans/submit', loan)).statusCode).toBe(201);
    const stored = await server.app.inject({ method: 'GET', url: `/dev/product-applications?mobile=${loan.mobile}` });
    expect(json(stored).data).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ pan: `XXXXXX${String(loan.pan).slice(-4)}`, monthlyIncome: loan.monthlyIncome }) }),
    ]);
    expect(stored.body).not.toContain(String(loan.pan));
  });
});

describe('product applications without dev tools', () => {
  it('has no development reads', async () => {
    const server = await startTestServer('pglite', { devTools: false });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/dev/product-applications?mobile=9876543210' });
      expect(response.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
