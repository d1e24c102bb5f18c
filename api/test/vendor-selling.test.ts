import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMISSION_LISTS,
  commissionLine,
  getCardSale,
  getLoanSale,
  listCards,
  listCardSales,
  listLoanSales,
  statusHistory,
  uploadSaleDocuments,
  type CommissionLine,
} from '@platform/shared/contracts';
import { sellingProduct, toProductPayload, VENDOR_LOAN_FORMS, type SellingProductSlug } from '@platform/shared/schemas';
import { PRODUCT_SAMPLES, VENDOR_ONLY_PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples.ts';
import { WORKED_CASES } from '../../shared/src/schemas/logistics-worked-cases.ts';
import { moveLead, type LeadRow } from '../src/leads/lifecycle.ts';
import { auditTrailOf } from '../src/audit/audit.ts';
import { recordShopCommission } from '../src/vendor-selling/commissions.ts';
import { answerOf, bearer, databaseKinds, json, otpLogin, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart body by hand (light-my-request sends what it is given). */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type: string }) {
  const boundary = '----invoice' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="invoice.pdf"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const sampleOf = (slug: SellingProductSlug) =>
  (PRODUCT_SAMPLES as Record<string, Record<string, string>>)[slug] ?? (VENDOR_ONLY_PRODUCT_SAMPLES as Record<string, Record<string, string>>)[slug]!;

/** The body a vendor form sends for `slug`: the sample validated and mapped, no shop id (the server knows the shop). */
async function counterSale(slug: SellingProductSlug, overrides: Record<string, unknown> = {}) {
  const product = sellingProduct(slug);
  const form = await product.formSchema.validate({ ...sampleOf(slug), termsAccepted: true });
  const payload = { ...toProductPayload(slug as never, form), product: slug, mobile: uniqueMobile(), ...overrides };
  return { payload, endpoint: product.endpointFor(payload) };
}

describe.each(databaseKinds)('vendor selling on %s', (kind) => {
  let server: TestServer;
  let shop: string;
  let other: string;

  const login = async (email: string, password: string) => String(json(await post(server.app, '/api/login', { email, password })).accessToken);
  const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
    shop = await login('demo.vendor@example.com', 'Vendor@2026');
    other = await login('demo.vendor2@example.com', 'Vendor2@2026');
  });
  afterAll(async () => {
    await server?.close();
  });

  const soldIds: string[] = [];

  it.each(VENDOR_LOAN_FORMS.map((form) => [form.path, form.product] as const))(
    '%s: the sale is the signed-in shop’s, new, in its history',
    async (_path, slug) => {
      // A shop id in the body is ignored: the shop is whoever is signed in.
      const { payload, endpoint } = await counterSale(slug, { shopID: 'SOMEONEELSE' });
      const response = await post(server.app, endpoint, payload, bearer(shop));
      expect(response.statusCode).toBe(201);
      const id = String(json(response).applicationId);
      expect(json(response).message).toMatch(/application for Aarav Gupta has been submitted/);
      expect(json(response)).toMatchObject({ messageCode: 'application.submitted-by-shop', messageParams: { product: slug, name: 'Aarav Gupta' } });
      soldIds.push(id);

      const { rows } = await server.db.query<{ shop_id: string; user_id: string | null; filed_by_vendor: string | null }>(
        'SELECT shop_id, user_id, filed_by_vendor FROM product_applications WHERE id = $1',
        [id],
      );
      expect(rows[0]).toMatchObject({ shop_id: 'DEMOSHOP', user_id: null });
      expect(rows[0]!.filed_by_vendor).toMatch(/^[0-9a-f-]{36}$/);

      const list = answerOf(listLoanSales, await get(`/api/vendor-all-loans?q=${payload.mobile}`, shop)).data;
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ id, productSlug: slug, status: 'new', statusLabel: 'New', counterSale: true });

      const detail = answerOf(getLoanSale, await get(`/api/get-single-loan/${id}`, shop)).data;
      expect(detail).toMatchObject({
        id,
        counterSale: true,
        customer: { fullName: 'Aarav Gupta', mobile: payload.mobile },
        productLabel: sellingProduct(slug).label,
      });
      if ('pan' in detail.answers) expect(detail.answers.pan).toBe('XXXXXX234K');

      const history = answerOf(statusHistory, await get(`/api/get-status-history/${id}`, shop)).data;
      expect(history.history.map((h) => h.toLabel)).toEqual(['New']);
    },
  );

  it('refuses another shop’s ids on every endpoint, as ids that do not exist', async () => {
    expect(soldIds.length).toBe(VENDOR_LOAN_FORMS.length);
    for (const id of soldIds) {
      for (const url of [`/api/get-single-loan/${id}`, `/api/get-status-history/${id}`]) {
        const response = await get(url, other);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('Aarav');
      }
    }
    const otherList = answerOf(listLoanSales, await get('/api/vendor-all-loans?all=true', other)).data;
    expect(otherList.items.map((item) => item.id)).not.toEqual(expect.arrayContaining([soldIds[0]]));
    expect((await get('/api/get-single-loan/not-a-uuid', shop)).statusCode).toBe(404);
    expect((await get('/api/get-single-loan/00000000-0000-4000-8000-000000000000', shop)).statusCode).toBe(404);
  });

  it('only shops see sales, and the shop-only products need a shop', async () => {
    expect((await get('/api/vendor-all-loans')).statusCode).toBe(401);
    const customer = String((await otpLogin(server.app, uniqueMobile())).accessToken);
    expect((await get('/api/vendor-all-loans', customer)).statusCode).toBe(403);
    expect((await get(`/api/get-single-loan/${soldIds[0]}`, customer)).statusCode).toBe(403);

    const { payload, endpoint } = await counterSale('health-insurance');
    expect((await post(server.app, endpoint, payload)).statusCode).toBe(401);
    expect((await post(server.app, endpoint, payload, bearer(customer))).statusCode).toBe(403);
    // A customer applying for a b2c product keeps the link's shop and is the applicant.
    const b2c = await counterSale('personal-loan', { shopID: 'DEMOSHOP' });
    const applied = json(await post(server.app, b2c.endpoint, b2c.payload, bearer(customer)));
    const { rows } = await server.db.query<{ user_id: string | null; filed_by_vendor: string | null }>(
      'SELECT user_id, filed_by_vendor FROM product_applications WHERE id = $1',
      [applied.applicationId],
    );
    expect(rows[0]!.user_id).not.toBeNull();
    expect(rows[0]!.filed_by_vendor).toBeNull();
    // Through the shop's link it is the shop's sale too, with the customer's number masked.
    const detail = answerOf(getLoanSale, await get(`/api/get-single-loan/${String(applied.applicationId)}`, shop)).data;
    expect(detail).toMatchObject({ counterSale: false, customer: { mobile: `******${b2c.payload.mobile.slice(-4)}`, email: null } });
  });

  it('salaried and self-employed go to their own endpoints; bad answers name the field', async () => {
    const salaried = await counterSale('car-loan');
    expect(salaried.endpoint).toBe('/loans/car-loan/submit-job');
    const wrong = await post(server.app, '/loans/car-loan/submit-business', salaried.payload, bearer(shop));
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).fields).toMatchObject({ employmentType: 'Salaried applicants use submit-job' });
    const bt = await counterSale('used-car-loan-bt', { employmentType: 'self-employed-business' });
    expect(bt.endpoint).toBe('/loans/used-car-loan-bt/submit-business');
    expect((await post(server.app, bt.endpoint, bt.payload, bearer(shop))).statusCode).toBe(201);
    const bad = await post(server.app, '/health-insurance/registration', { ...(await counterSale('health-insurance')).payload, members: '12' }, bearer(shop));
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toMatchObject({ members: 'Members to cover must be at most 8' });
  });

  it('filters, searches and pages the history; the export carries every match', async () => {
    const first = answerOf(listLoanSales, await get('/api/vendor-all-loans?pageSize=10&page=1', shop)).data;
    const second = answerOf(listLoanSales, await get('/api/vendor-all-loans?pageSize=10&page=2', shop)).data;
    const all = answerOf(listLoanSales, await get('/api/vendor-all-loans?all=true', shop)).data;
    expect(first.total).toBeGreaterThan(10);
    expect(first.items).toHaveLength(10);
    expect(all.items.map((i) => i.id).slice(0, 20)).toEqual([...first.items, ...second.items].map((i) => i.id));
    expect(all.items).toHaveLength(first.total);
    expect(all.items.some((i) => i.productSlug === 'credit-card')).toBe(false);
    // Newest first.
    const times = all.items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const health = answerOf(listLoanSales, await get('/api/vendor-all-loans?product=health-insurance&all=true', shop)).data;
    expect(health.items.length).toBeGreaterThanOrEqual(1);
    expect(health.items.every((i) => i.productSlug === 'health-insurance')).toBe(true);

    const named = answerOf(listLoanSales, await get('/api/vendor-all-loans?q=aarav&all=true', shop)).data;
    expect(named.items.every((i) => /aarav/i.test(i.customerName))).toBe(true);
    expect(named.total).toBeGreaterThanOrEqual(VENDOR_LOAN_FORMS.length);

    const wildcard = answerOf(listLoanSales, await get('/api/vendor-all-loans?q=%25', shop)).data;
    expect(wildcard.total).toBe(0);

    // Today (India) holds the counter sales; a range that ended yesterday holds none of them.
    const today = new Date(server.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const todays = answerOf(listLoanSales, await get(`/api/vendor-all-loans?from=${today}&to=${today}&all=true`, shop)).data;
    expect(todays.items.map((i) => i.id)).toEqual(expect.arrayContaining(soldIds));
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = answerOf(listLoanSales, await get(`/api/vendor-all-loans?to=${yesterday}&all=true`, shop)).data;
    expect(before.items.map((i) => i.id)).not.toEqual(expect.arrayContaining([soldIds[0]]));

    for (const [query, field, message] of [
      ['status=approved', 'status', 'Choose a status from the list'],
      ['from=2026-13-40', 'from', 'From must be a date (YYYY-MM-DD)'],
      ['from=2026-05-02&to=2026-05-01', 'to', 'The end date must not be before the start date'],
      ['pageSize=7', 'pageSize', 'Page size must be 10, 25 or 50'],
      ['page=0', 'page', 'Page must be at least 1'],
      ['page=abc', 'page', 'Page must be a number'],
    ] as const) {
      const response = await get(`/api/vendor-all-loans?${query}`, shop);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).fields, query).toMatchObject({ [field]: message });
    }
  });

  describe('credit cards', () => {
    const application = (overrides: Record<string, unknown> = {}) => ({
      product: 'card-application',
      cardId: 'hdfc-millennia',
      fullName: 'Meena Iyer',
      mobile: uniqueMobile(),
      email: 'meena.iyer@example.com',
      pan: 'ABCPI1234M',
      dateOfBirth: '1990-04-12',
      pincode: '411030',
      city: 'Pune',
      employmentType: 'salaried',
      organisationName: 'Tata Consultancy Services',
      monthlyIncome: '60,000',
      existingCard: 'no',
      addressProof: 'aadhaar',
      ...overrides,
    });
    let cardSale = '';

    it('serves the catalogue: every bank of the bank pages, fees, rewards and eligibility', async () => {
      const data = answerOf(listCards, await get('/card/get-cards')).data;
      expect(data.banks.map((b) => b.slug)).toEqual(['indusind-bank', 'axis-bank', 's-charted-bank', 'hdfc-bank', 'au-finance-bank']);
      for (const bank of data.banks) expect(data.cards.filter((c) => c.bank === bank.slug).length).toBeGreaterThan(0);
      expect(data.cards.find((c) => c.id === 'hdfc-millennia')).toMatchObject({ annualFee: 1000, eligibility: { minMonthlyIncome: 35000 } });
    });

    it('files a shop’s two-step application at POST /card/credit-card; it is a card sale, not a loan', async () => {
      const response = await post(server.app, '/card/credit-card', application(), bearer(shop));
      expect(response.statusCode).toBe(201);
      cardSale = String(json(response).applicationId);
      const cards = answerOf(listCardSales, await get('/card/get-card-history?all=true', shop)).data;
      expect(cards.items[0]).toMatchObject({ id: cardSale, productSlug: 'card-application', product: 'Credit card', status: 'new' });
      const loans = answerOf(listLoanSales, await get('/api/vendor-all-loans?all=true', shop)).data;
      expect(loans.items.map((i) => i.id)).not.toContain(cardSale);
      expect((await get(`/api/get-single-loan/${cardSale}`, shop)).statusCode).toBe(404);
      const detail = answerOf(getCardSale, await get(`/card/get-card-detail/${cardSale}`, shop)).data;
      expect(detail).toMatchObject({ card: { name: 'Millennia', bankName: 'HDFC Bank' }, customer: { fullName: 'Meena Iyer' } });
      expect(detail.answers.pan).toBe('XXXXXX234M');
    });

    it('refuses another shop’s card sale on every card endpoint', async () => {
      for (const url of [`/card/get-card-detail/${cardSale}`, `/api/get-status-history/${cardSale}`]) {
        expect((await get(url, other)).statusCode, url).toBe(404);
      }
      const theirs = answerOf(listCardSales, await get('/card/get-card-history?all=true', other)).data;
      expect(theirs.items.map((i) => i.id)).not.toContain(cardSale);
    });

    it('checks the chosen card’s eligibility and needs a shop', async () => {
      const poor = await post(server.app, '/card/credit-card', application({ monthlyIncome: '20,000' }), bearer(shop));
      expect(poor.statusCode).toBe(400);
      expect(json(poor).fields).toMatchObject({ monthlyIncome: 'Millennia needs a monthly income of at least ₹35,000' });
      const selfEmployed = await post(
        server.app,
        '/card/credit-card',
        application({ cardId: 'sc-smart', employmentType: 'self-employed-business' }),
        bearer(shop),
      );
      expect(json(selfEmployed).fields).toMatchObject({ employmentType: 'Smart Credit Card is for salaried applicants only' });
      const old = await post(server.app, '/card/credit-card', application({ dateOfBirth: '1950-01-01' }), bearer(shop));
      expect(json(old).fields).toMatchObject({ dateOfBirth: 'Millennia is for applicants aged 21 to 60' });
      expect((await post(server.app, '/card/credit-card', application())).statusCode).toBe(401);
    });
  });

  it('a customer’s copy of their data names the shop that filed for them, never the shop’s address', async () => {
    const { payload, endpoint } = await counterSale('personal-loan');
    const shopAddress = '10.201.7.33';
    const filed = await post(server.app, endpoint, payload, bearer(shop), shopAddress);
    expect(filed.statusCode).toBe(201);
    const customer = String((await otpLogin(server.app, String(payload.mobile))).accessToken);
    const copy = await get('/customer/my-data', customer);
    expect(copy.statusCode).toBe(200);
    expect(json(copy).consents as unknown[]).toEqual([
      expect.objectContaining({
        purpose: 'product-application',
        subjectId: json(filed).applicationId,
        collectedBy: 'Shree Ganesh Mobile & Finance Point',
        givenFrom: null,
      }),
    ]);
    expect(copy.body).not.toContain(shopAddress);
  });

  describe('commission and invoices', () => {
    const put = (url: string, token: string, body: ReturnType<typeof multipart>) =>
      server.app.inject({ method: 'PUT', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    const today = () => new Date(server.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    let line: CommissionLine;

    async function disburse(id: string) {
      const actor = { id: '00000000-0000-4000-8000-000000000001', role: 'telecaller' as const, name: 'Test' };
      await server.db.transaction(async (tx) => {
        for (const to of ['contacted', 'interested', 'documents_pending', 'logged_in', 'sanctioned', 'disbursed'] as const) {
          const { rows } = await tx.query<LeadRow>('SELECT * FROM leads WHERE id = $1', [id]);
          // The bank's steps as the lead's banker records them, with the facts the commission is priced on.
          const bankStep = to === 'sanctioned' || to === 'disbursed';
          const facts =
            to === 'sanctioned'
              ? { amountPaise: 30_000_000, rateBps: 1050, tenureMonths: 60 }
              : to === 'disbursed'
                ? { amountPaise: 30_000_000, disbursedOn: today(), lenderReference: 'HDFC/PL/1' }
                : undefined;
          const staff = {
            ...actor,
            role: bankStep ? ('banker' as const) : actor.role,
            id: (await tx.query<{ id: string }>("SELECT id FROM users WHERE role = 'telecaller' LIMIT 1")).rows[0]!.id,
          };
          await moveLead(tx, rows[0]!, to, staff, bankStep ? 'As the bank reported' : null, server.clock.now(), [recordShopCommission], facts);
        }
      });
    }

    it('earns the payout table’s share of the disbursed amount, once, with TDS held back', async () => {
      const { payload, endpoint } = await counterSale('personal-loan', { loanAmount: 300000 });
      const id = String(json(await post(server.app, endpoint, payload, bearer(shop))).applicationId);
      await disburse(id);
      const unpaid = answerOf(COMMISSION_LISTS.loan.unpaid, await get('/loans/get-unpaid-loan', shop)).data;
      line = unpaid.items.find((item) => item.saleId === id)!;
      // 1.00% of ₹3,00,000 = ₹3,000; TDS 2% = ₹60; no GST until an invoice carries a GSTIN.
      expect(line).toMatchObject({
        disbursedPaise: 30000000,
        commissionPaise: 300000,
        gstPaise: 0,
        tdsPaise: 6000,
        netPaise: 294000,
        stage: 'invoice_due',
        stageLabel: 'Invoice due',
        rate: '1.00% of the disbursed amount',
      });
      const all = answerOf(COMMISSION_LISTS.loan.all, await get('/card/get-loan-payment', shop)).data;
      expect(all.items.filter((item) => item.saleId === id)).toHaveLength(1);
      expect(answerOf(COMMISSION_LISTS.loan.paid, await get('/loans/get-paid-loan', shop)).data.items.map((i) => i.id)).not.toContain(line.id);
      expect(answerOf(COMMISSION_LISTS.card.all, await get('/card/get-card-payment', shop)).data.items.map((i) => i.id)).not.toContain(line.id);
    });

    it('takes the invoice PDF and moves the line to invoice submitted, GST added for a GSTIN', async () => {
      const notPdf = await put(
        `/api/upload-invoice/${line.id}`,
        shop,
        multipart(
          { invoiceNumber: 'GP/2026/001', invoiceDate: today() },
          { name: 'invoice', content: Buffer.from('just text, named .pdf'), type: 'application/pdf' },
        ),
      );
      expect(notPdf.statusCode).toBe(400);
      expect(json(notPdf).error).toBe('The invoice must be a PDF file');
      const noNumber = await put(
        `/api/upload-invoice/${line.id}`,
        shop,
        multipart({ invoiceDate: today() }, { name: 'invoice', content: PDF, type: 'application/pdf' }),
      );
      expect(json(noNumber).fields).toMatchObject({ invoiceNumber: 'Invoice number is required' });
      const badGstin = await put(
        `/api/upload-invoice/${line.id}`,
        shop,
        multipart({ invoiceNumber: 'GP/2026/001', invoiceDate: today(), gstin: '27ABCDE' }, { name: 'invoice', content: PDF, type: 'application/pdf' }),
      );
      expect(json(badGstin).fields).toMatchObject({ gstin: 'Enter a valid GSTIN or leave it empty' });
      const big = await put(
        `/api/upload-invoice/${line.id}`,
        shop,
        multipart(
          { invoiceNumber: 'GP/2026/001', invoiceDate: today() },
          { name: 'invoice', content: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), type: 'application/pdf' },
        ),
      );
      expect(big.statusCode).toBe(413);

      // Another shop cannot see or invoice it; a card URL does not reach a loan line.
      const theirs = await put(
        `/api/upload-invoice/${line.id}`,
        other,
        multipart({ invoiceNumber: 'X1', invoiceDate: today() }, { name: 'invoice', content: PDF, type: 'application/pdf' }),
      );
      expect(theirs.statusCode).toBe(404);
      expect((await get(`/vendor/commissions/${line.id}`, other)).statusCode).toBe(404);
      expect(
        (
          await put(
            `/card/upload-invoice-card/${line.id}`,
            shop,
            multipart({ invoiceNumber: 'X1', invoiceDate: today() }, { name: 'invoice', content: PDF, type: 'application/pdf' }),
          )
        ).statusCode,
      ).toBe(404);

      const { gstinCheckCharacter } = await import('@platform/shared/schemas');
      const gstin = '27ABCPP1234F1Z' + gstinCheckCharacter('27ABCPP1234F1Z');
      const invoice = (fields: Record<string, string>) =>
        put(
          `/api/upload-invoice/${line.id}`,
          shop,
          multipart({ invoiceNumber: 'GP/2026/001', invoiceDate: today(), ...fields }, { name: 'invoice', content: PDF, type: 'application/pdf' }),
        );

      // Without a verified GSTIN (the shop's GST KYC step not done) a GSTIN earns nothing: the
      // invoice goes without GST and the answer says so.
      const unverified = await invoice({ gstin });
      expect(unverified.statusCode, unverified.body).toBe(200);
      expect(json(unverified).message).toMatch(/^Invoice submitted without GST: your shop has no verified GSTIN/);
      expect(json(unverified).data).toMatchObject({ gstPaise: 0, netPaise: 294000, invoice: { gstin: null } });
      expect(json(await get(`/vendor/commissions/${line.id}`, shop)).data).toMatchObject({ gstPaise: 0, shopGstin: null });

      // Once the shop's GSTIN is verified, only that GSTIN earns GST: another is refused.
      expect((await post(server.app, '/auth/gst-verify', { gstin }, bearer(shop))).statusCode).toBe(200);
      const elsewhere = '36ABCPP5678F1Z' + gstinCheckCharacter('36ABCPP5678F1Z');
      const notTheirs = await invoice({ gstin: elsewhere });
      expect(notTheirs.statusCode).toBe(400);
      expect(json(notTheirs).error).toBe(`This is not your shop's verified GSTIN (${gstin}). Enter ${gstin}, or leave the GSTIN empty to invoice without GST.`);
      expect(json(notTheirs).fields).toEqual({ gstin: `Use your verified GSTIN ${gstin} or leave it empty` });
      expect(json(await get(`/vendor/commissions/${line.id}`, shop)).data).toMatchObject({ gstPaise: 0, shopGstin: gstin, invoice: { gstin: null } });

      const ok = await invoice({ gstin: gstin.toLowerCase() });
      expect(ok.statusCode).toBe(200);
      expect(json(ok).message).toBe('Invoice submitted');
      // The line was earned on the bank's disbursal, and each invoice the shop sends changes its
      // payout: each is on the audit trail, in the order written.
      const trail = (await auditTrailOf(server.db, 'vendor_commission', line.id)).map((row) => [
        row.action,
        row.actor_role,
        (row.after as { gstin?: string | null }).gstin ?? null,
      ]);
      expect(trail).toEqual([
        ['commission.earn', 'banker', null],
        ['commission.invoice', 'vendor', null],
        ['commission.invoice', 'vendor', gstin],
      ]);
      // GST 18% of ₹3,000 = ₹540: ₹3,000 + ₹540 − ₹60 = ₹3,480.
      expect(json(ok).data).toMatchObject({
        stage: 'invoice_submitted',
        stageLabel: 'Invoice submitted',
        gstPaise: 54000,
        netPaise: 348000,
        invoice: { number: 'GP/2026/001', date: today(), gstin },
      });
      const detail = answerOf(commissionLine, await get(`/vendor/commissions/${line.id}`, shop)).data;
      expect(detail).toMatchObject({ kind: 'loan', stage: 'invoice_submitted' });
    });

    it('refuses a reused invoice number and a paid line', async () => {
      const unpaid = answerOf(COMMISSION_LISTS.loan.unpaid, await get('/loans/get-unpaid-loan', shop)).data.items.find((i) => i.stage === 'invoice_due')!;
      const reused = await put(
        `/api/upload-invoice/${unpaid.id}`,
        shop,
        multipart({ invoiceNumber: 'gp/2026/001', invoiceDate: today() }, { name: 'invoice', content: PDF, type: 'application/pdf' }),
      );
      expect(reused.statusCode).toBe(409);
      expect(json(reused).fields).toMatchObject({ invoiceNumber: 'Already used on another invoice' });
      const paid = answerOf(COMMISSION_LISTS.loan.paid, await get('/loans/get-paid-loan', shop)).data.items[0]!;
      expect(paid.stage).toBe('paid');
      const again = await put(
        `/api/upload-invoice/${paid.id}`,
        shop,
        multipart({ invoiceNumber: 'GP/2026/009', invoiceDate: today() }, { name: 'invoice', content: PDF, type: 'application/pdf' }),
      );
      expect(again.statusCode).toBe(409);
    });
  });

  describe('logistics', () => {
    // PIN pairs from the directory for each zone of the worked cases.
    const PAIRS = {
      local: ['411030', '411001'],
      regional: ['411030', '413001'],
      metro: ['400001', '560001'],
      rest: ['411030', '560001'],
      special: ['190001', '110001'],
    } as const;

    it('finds the zone of a PIN pair from the directory, and says which PIN it does not know', async () => {
      const zone = json(await get('/logistics/pincode-zone?pickupPin=400001&deliveryPin=400070', shop)).data;
      expect(zone).toMatchObject({ zone: 'local', pickup: { district: 'Mumbai', state: 'Maharashtra' }, delivery: { district: 'Mumbai Suburban' } });
      const unknown = await get('/logistics/pincode-zone?pickupPin=411030&deliveryPin=999999', shop);
      expect(unknown.statusCode).toBe(400);
      expect(json(unknown).fields).toEqual({ deliveryPin: 'This PIN code is not in the India Post directory' });
      expect((await get('/logistics/pincode-zone?pickupPin=411030&deliveryPin=560001')).statusCode).toBe(401);
    });

    it.each(WORKED_CASES)('quotes the worked case: $name', async ({ zone, parcel, total, chargeableKg }) => {
      const [pickupPin, deliveryPin] = PAIRS[zone];
      const response = await post(server.app, '/logistics/rate', { pickupPin, deliveryPin, ...parcel }, bearer(shop));
      expect(response.statusCode).toBe(200);
      expect(json(response).data).toMatchObject({ zone, quote: { chargeableKg, totalPaise: Math.round(total * 100) } });
    });

    it('books an order and a return for the shop only, with a tracking number', async () => {
      const booking = {
        kind: 'order',
        pickupPin: '411030',
        deliveryPin: '560001',
        weightKg: '1.2',
        lengthCm: '30',
        breadthCm: '20',
        heightCm: '10',
        paymentMode: 'cod',
        codAmount: '1500',
        pickup: { name: 'Shree Ganesh Mobile', mobile: '9876500002', address: 'Shop 4, Laxmi Road, Pune' },
        delivery: { name: 'Meena Iyer', mobile: '9812345678', address: '12 MG Road, Bengaluru' },
        contents: 'Mobile phone accessories',
      };
      const made = await post(server.app, '/logistics/orders', booking, bearer(shop));
      expect(made.statusCode).toBe(201);
      const shipment = json(made).data as { id: string; trackingNumber: string };
      expect(shipment).toMatchObject({
        kind: 'order',
        zone: 'rest',
        status: 'booked',
        quote: { totalPaise: 27730 },
        delivery: { district: 'Bengaluru Urban' },
      });
      expect(shipment.trackingNumber).toMatch(/^LS\d{10}$/);
      const returned = await post(server.app, '/logistics/orders', { ...booking, kind: 'return', paymentMode: 'prepaid', codAmount: '' }, bearer(shop));
      expect(returned.statusCode).toBe(201);
      const mine = (json(await get('/logistics/orders', shop)).data as { items: { id: string }[] }).items.map((s) => s.id);
      expect(mine).toEqual(expect.arrayContaining([shipment.id, (json(returned).data as { id: string }).id]));
      const theirs = (json(await get('/logistics/orders', other)).data as { items: { id: string }[] }).items.map((s) => s.id);
      expect(theirs).not.toContain(shipment.id);
      const bad = await post(server.app, '/logistics/orders', { ...booking, delivery: { ...booking.delivery, mobile: '12' }, weightKg: '0' }, bearer(shop));
      expect(bad.statusCode).toBe(400);
      expect(json(bad).fields).toMatchObject({ 'delivery.mobile': 'Enter a 10-digit mobile number', weightKg: 'Weight (kg) must be more than 0' });
    });
  });

  describe('pendency documents', () => {
    const put = (url: string, token: string, body: ReturnType<typeof multipart>) =>
      server.app.inject({ method: 'PUT', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });

    it('lists what the product needs, takes a document by content and shows what is still pending', async () => {
      const id = soldIds[0]!; // the home loan
      const before = answerOf(getLoanSale, await get(`/api/get-single-loan/${id}`, shop)).data;
      expect(before.documents.map((d) => d.kind)).toEqual(['pan', 'aadhaar', 'photo', 'incomeProof', 'bankStatement', 'propertyPapers']);
      expect(before.pendingDocuments).toBe(6);

      const text = await put(
        `/api/pendency-docs/${id}`,
        shop,
        multipart({ kind: 'pan' }, { name: 'document', content: Buffer.from('not a pdf'), type: 'application/pdf' }),
      );
      expect(text.statusCode).toBe(400);
      expect(json(text).error).toBe('PAN card must be a PDF, JPG or PNG file');
      const wrongKind = await put(
        `/api/pendency-docs/${id}`,
        shop,
        multipart({ kind: 'vehicleRc' }, { name: 'document', content: PDF, type: 'application/pdf' }),
      );
      expect(json(wrongKind).fields).toEqual({ kind: 'Choose a document from the list' });

      const ok = await put(`/api/pendency-docs/${id}`, shop, multipart({ kind: 'pan' }, { name: 'document', content: PDF, type: 'application/pdf' }));
      expect(ok.statusCode).toBe(200);
      expect(answerOf(uploadSaleDocuments, ok).data.pendingDocuments).toBe(5);
      const after = answerOf(getLoanSale, await get(`/api/get-single-loan/${id}`, shop)).data;
      expect(after.documents.find((d) => d.kind === 'pan')).toMatchObject({ uploaded: true, fileName: 'invoice.pdf' });

      // Another shop's sale is not found, and nothing is stored for it.
      const theirs = await put(`/api/pendency-docs/${id}`, other, multipart({ kind: 'aadhaar' }, { name: 'document', content: PDF, type: 'application/pdf' }));
      expect(theirs.statusCode).toBe(404);
      expect(answerOf(getLoanSale, await get(`/api/get-single-loan/${id}`, shop)).data.pendingDocuments).toBe(5);
    });
  });
});
