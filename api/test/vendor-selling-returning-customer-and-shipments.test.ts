// docs/decisions/022-returning-customer-documents-and-shipment-status.md: a returning customer's
// details only after their OTP (GET /api/get-user), documents attached when the sale is filed, and
// a shipment's status lifecycle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_STATUSES, SHIPMENT_TRANSITIONS, sellingProduct, toProductPayload } from '@platform/shared/schemas';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples.ts';
import { bookShipment, cancelShipment, getLoanSale, shopShipment, uploadSaleDocuments } from '@platform/shared/contracts';
import { auditTrailOf } from '../src/audit/audit.ts';
import { creditWallet } from '../src/payments/wallet.ts';
import { answerOf, bearer, databaseKinds, dataOf, demoStaffToken, json, lastOtp, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A multipart body of several files, each under its own field name. */
function multipart(files: { field: string; name: string; content: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = '----docs' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds)('returning customers, documents at submission and shipment tracking on %s', (kind) => {
  let server: TestServer;
  let shop: string;
  let other: string;
  let staff: string;
  let telecaller: string;

  const login = async (email: string, password: string) => String(json(await post(server.app, '/api/login', { email, password })).accessToken);
  const get = (url: string, token: string, extra: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...extra } });

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
    shop = await login('demo.vendor@example.com', 'Vendor@2026');
    other = await login('demo.vendor2@example.com', 'Vendor2@2026');
    // Shipments are moved by the logistics desk (company staff), signed in on the console.
    staff = await demoStaffToken(server, 'logistics.desk@example.com');
    const sent = await post(server.app, '/telecaller/send-otp', { mobile: '9876500003' });
    telecaller = String(
      json(await post(server.app, '/telecaller/verify-otp', { otp: await lastOtp(server.app, '9876500003') }, { 'x-flow-token': String(json(sent).newToken) }))
        .accessToken,
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The shop asks for the customer's OTP, the customer reads it out, the shop gets a consent token. */
  async function consentOf(token: string, mobile: string) {
    const sent = await post(server.app, '/api/get-user/send-otp', { mobile }, bearer(token));
    expect(sent.statusCode).toBe(200);
    const verified = await post(
      server.app,
      '/api/get-user/verify-otp',
      { otp: await lastOtp(server.app, mobile) },
      { ...bearer(token), 'x-flow-token': String(json(sent).newToken) },
    );
    expect(verified.statusCode).toBe(200);
    return String(json(verified).consentToken);
  }

  describe('GET /api/get-user', () => {
    const customer = '9876500001'; // the demo customer, Priya Sharma

    it('refuses without the customer’s OTP consent and says what to do', async () => {
      const bare = await get(`/api/get-user?mobile=${customer}`, shop);
      expect(bare.statusCode).toBe(403);
      expect(json(bare).error).toMatch(/customer's consent is needed: send an OTP/);
      // A lookup flow token (OTP sent, not confirmed) is not consent.
      const sent = await post(server.app, '/api/get-user/send-otp', { mobile: '9876500011' }, bearer(shop));
      const unconfirmed = await get('/api/get-user?mobile=9876500011', shop, { 'x-flow-token': String(json(sent).newToken) });
      expect(unconfirmed.statusCode).toBe(403);
      expect((await server.app.inject({ method: 'GET', url: `/api/get-user?mobile=${customer}` })).statusCode).toBe(401);
    });

    it('after the OTP, answers the customer’s saved details and records what was shared', async () => {
      const consent = await consentOf(shop, customer);
      const found = await get(`/api/get-user?mobile=${customer}`, shop, { 'x-flow-token': consent });
      expect(found.statusCode).toBe(200);
      expect(json(found).data).toMatchObject({
        fullName: 'Priya Sharma',
        email: 'demo.customer@example.com',
        pincode: '411001',
        city: 'Pune',
        state: 'Maharashtra',
        source: 'account',
      });
      const { rows } = await server.db.query<{ fields_shared: string[] }>('SELECT fields_shared FROM customer_lookups WHERE mobile = $1', [customer]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.fields_shared).toEqual(expect.arrayContaining(['fullName', 'email', 'pincode', 'city']));
      // The consent is for this mobile only.
      const elsewhere = await get('/api/get-user?mobile=9876500004', shop, { 'x-flow-token': consent });
      expect(elsewhere.statusCode).toBe(403);
      expect(json(elsewhere).error).toMatch(/agreed for 9876500001/);
    });

    it('refuses another shop’s consent token', async () => {
      const mobile = uniqueMobile();
      const consent = await consentOf(shop, mobile);
      const theirs = await get(`/api/get-user?mobile=${mobile}`, other, { 'x-flow-token': consent });
      expect(theirs.statusCode).toBe(403);
      expect(json(theirs).error).toMatch(/another shop/);
      // Nor may another shop confirm the OTP this shop asked for.
      const sent = await post(server.app, '/api/get-user/send-otp', { mobile: '9876500012' }, bearer(shop));
      const stolen = await post(
        server.app,
        '/api/get-user/verify-otp',
        { otp: await lastOtp(server.app, '9876500012') },
        { ...bearer(other), 'x-flow-token': String(json(sent).newToken) },
      );
      expect(stolen.statusCode).toBe(403);
    });

    it('a wrong OTP gives no consent; a mobile with no record is 404 after consent; an earlier applicant is found', async () => {
      const mobile = uniqueMobile();
      const sent = await post(server.app, '/api/get-user/send-otp', { mobile }, bearer(shop));
      const code = await lastOtp(server.app, mobile);
      const wrong = await post(
        server.app,
        '/api/get-user/verify-otp',
        { otp: code === '000000' ? '111111' : '000000' },
        { ...bearer(shop), 'x-flow-token': String(json(sent).newToken) },
      );
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong).error).toMatch(/Invalid OTP/);
      const right = await post(server.app, '/api/get-user/verify-otp', { otp: code }, { ...bearer(shop), 'x-flow-token': String(json(sent).newToken) });
      const consent = String(json(right).consentToken);
      const none = await get(`/api/get-user?mobile=${mobile}`, shop, { 'x-flow-token': consent });
      expect(none.statusCode).toBe(404);
      expect(json(none).error).toMatch(/no customer with this mobile/);

      // Once they have applied (at any shop), their application's details come back.
      const product = sellingProduct('personal-loan');
      const form = await product.formSchema.validate({ ...PRODUCT_SAMPLES['personal-loan'], termsAccepted: true });
      const payload = { ...toProductPayload('personal-loan', form), product: 'personal-loan', mobile };
      expect((await post(server.app, product.endpointFor(payload), payload, bearer(other))).statusCode).toBe(201);
      const found = await get(`/api/get-user?mobile=${mobile}`, shop, { 'x-flow-token': consent });
      expect(json(found).data).toMatchObject({ fullName: 'Aarav Gupta', mobile, source: 'application', pincode: form.pincode });
    });

    it('rejects a malformed mobile with the field named', async () => {
      const bad = await post(server.app, '/api/get-user/send-otp', { mobile: '12345' }, bearer(shop));
      expect(bad.statusCode).toBe(400);
      expect(json(bad).fields).toHaveProperty('mobile');
    });
  });

  describe('documents attached at submission', () => {
    const put = (url: string, token: string, body: ReturnType<typeof multipart>) =>
      server.app.inject({ method: 'PUT', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });

    async function newSale() {
      const product = sellingProduct('personal-loan');
      const form = await product.formSchema.validate({ ...PRODUCT_SAMPLES['personal-loan'], termsAccepted: true });
      const payload = { ...toProductPayload('personal-loan', form), product: 'personal-loan', mobile: uniqueMobile() };
      const made = await post(server.app, product.endpointFor(payload), payload, bearer(shop));
      expect(made.statusCode).toBe(201);
      return String(json(made).applicationId);
    }

    it('stores every attached document together; what was not attached stays pending and can follow later', async () => {
      const id = await newSale();
      const together = await put(
        `/api/pendency-docs/${id}`,
        shop,
        multipart([
          { field: 'pan', name: 'pan.pdf', content: PDF },
          { field: 'photo', name: 'photo.png', content: PNG },
        ]),
      );
      expect(together.statusCode).toBe(200);
      expect(json(together).message).toBe('2 documents uploaded');
      const after = answerOf(getLoanSale, await get(`/api/get-single-loan/${id}`, shop)).data;
      expect(after.pendingDocuments).toBe(3);
      expect(after.documents.filter((d) => !d.uploaded).map((d) => d.kind)).toEqual(['aadhaar', 'incomeProof', 'bankStatement']);
      expect(after.documents.find((d) => d.kind === 'photo')).toMatchObject({ uploaded: true, fileName: 'photo.png' });

      // The sale page's single upload still works for what is pending.
      const later = await put(`/api/pendency-docs/${id}`, shop, multipart([{ field: 'document', name: 'aadhaar.pdf', content: PDF }], { kind: 'aadhaar' }));
      expect(later.statusCode).toBe(200);
      expect(answerOf(uploadSaleDocuments, later).data.pendingDocuments).toBe(2);
    });

    it('a bad file is refused on its own, the good ones stored; nothing good stores nothing; another shop’s sale is 404', async () => {
      const id = await newSale();
      const mixed = await put(
        `/api/pendency-docs/${id}`,
        shop,
        multipart([
          { field: 'pan', name: 'pan.pdf', content: PDF },
          { field: 'aadhaar', name: 'aadhaar.txt', content: Buffer.from('plain text') },
        ]),
      );
      expect(mixed.statusCode).toBe(200);
      expect(answerOf(uploadSaleDocuments, mixed).data.refused).toEqual([
        { kind: 'aadhaar', fileName: 'aadhaar.txt', reason: 'Aadhaar (address proof) must be a PDF, JPG or PNG file' },
      ]);
      expect(json(mixed).message).toBe('PAN card uploaded; not stored: aadhaar.txt (Aadhaar (address proof) must be a PDF, JPG or PNG file)');
      expect(answerOf(getLoanSale, await get(`/api/get-single-loan/${id}`, shop)).data.pendingDocuments).toBe(4);

      const allBad = await put(
        `/api/pendency-docs/${id}`,
        shop,
        multipart([
          { field: 'aadhaar', name: 'aadhaar.txt', content: Buffer.from('plain text') },
          { field: 'photo', name: 'photo.png', content: Buffer.alloc(0) },
        ]),
      );
      expect(allBad.statusCode).toBe(400);
      expect(json(allBad).fields).toEqual({ aadhaar: 'Only PDF, JPG or PNG', photo: 'Choose the file' });
      const notNeeded = await put(`/api/pendency-docs/${id}`, shop, multipart([{ field: 'vehicleRc', name: 'rc.pdf', content: PDF }]));
      expect(json(notNeeded).fields).toEqual({ vehicleRc: 'Choose a document from the list' });
      const { rows } = await server.db.query<{ kind: string }>('SELECT kind FROM sale_documents WHERE lead_id = $1', [id]);
      expect(rows.map((row) => row.kind)).toEqual(['pan']);
      const theirs = await put(`/api/pendency-docs/${id}`, other, multipart([{ field: 'pan', name: 'pan.pdf', content: PDF }]));
      expect(theirs.statusCode).toBe(404);
    });
  });

  describe('shipment status', () => {
    const booking = {
      kind: 'order',
      pickupPin: '411030',
      deliveryPin: '560001',
      weightKg: '1',
      lengthCm: '20',
      breadthCm: '20',
      heightCm: '10',
      paymentMode: 'prepaid',
      pickup: { name: 'Shree Ganesh Mobile', mobile: '9876500002', address: 'Shop 4, Laxmi Road, Pune' },
      delivery: { name: 'Meena Iyer', mobile: '9812345678', address: '12 MG Road, Bengaluru' },
      contents: 'Documents',
    };
    const book = async () => dataOf(bookShipment, await post(server.app, '/logistics/orders', booking, bearer(shop)));
    const update = (tracking: string, body: Record<string, unknown>, token = staff) =>
      post(server.app, `/logistics/staff/shipments/${tracking}/status`, body, bearer(token));

    it('the lifecycle is shared data: every status has its moves and the final ones have none', () => {
      expect(Object.keys(SHIPMENT_TRANSITIONS).sort()).toEqual([...SHIPMENT_STATUSES].sort());
      expect(SHIPMENT_TRANSITIONS).toEqual({
        booked: ['picked_up', 'cancelled'],
        picked_up: ['in_transit', 'returned_to_origin'],
        in_transit: ['out_for_delivery', 'returned_to_origin'],
        out_for_delivery: ['delivered', 'in_transit', 'returned_to_origin'],
        delivered: [],
        cancelled: [],
        returned_to_origin: [],
      });
    });

    it('moves booked → picked up → in transit → out for delivery → delivered, with a timeline the shop sees', async () => {
      const shipment = await book();
      expect(shipment.timeline.map((e) => e.status)).toEqual(['booked']);
      for (const [status, location] of [
        ['picked_up', 'Pune hub'],
        ['in_transit', 'Bengaluru hub'],
        ['out_for_delivery', 'Indiranagar'],
        ['delivered', 'Indiranagar'],
      ]) {
        const moved = await update(shipment.trackingNumber, { status, location });
        expect(moved.statusCode).toBe(200);
      }
      const seen = dataOf(shopShipment, await get(`/logistics/orders/${shipment.id}`, shop));
      expect(seen).toMatchObject({ status: 'delivered', statusLabel: 'Delivered', cancellable: false });
      expect(seen.timeline.map((e) => [e.label, e.location])).toEqual([
        ['Booked', null],
        ['Picked up', 'Pune hub'],
        ['In transit', 'Bengaluru hub'],
        ['Out for delivery', 'Indiranagar'],
        ['Delivered', 'Indiranagar'],
      ]);
      // Delivered is final.
      const after = await update(shipment.trackingNumber, { status: 'in_transit' });
      expect(after.statusCode).toBe(409);
      expect(json(after).error).toBe('A shipment that is delivered cannot be marked in transit.');
    });

    it('refuses a move the lifecycle does not allow, an unknown status, and anyone but staff', async () => {
      const shipment = await book();
      const skip = await update(shipment.trackingNumber, { status: 'delivered' });
      expect(skip.statusCode).toBe(409);
      const unknown = await update(shipment.trackingNumber, { status: 'lost' });
      expect(unknown.statusCode).toBe(400);
      expect(json(unknown).fields).toEqual({ status: 'Choose a status from the list' });
      expect((await update(shipment.trackingNumber, { status: 'picked_up' }, shop)).statusCode).toBe(403);
      // A telecaller's token no longer opens the courier desk's endpoint.
      expect((await update(shipment.trackingNumber, { status: 'picked_up' }, telecaller)).statusCode).toBe(403);
      expect((await update('LS0000000000', { status: 'picked_up' })).statusCode).toBe(404);
      expect(dataOf(shopShipment, await get(`/logistics/orders/${shipment.id}`, shop)).status).toBe('booked');
    });

    const balanceOf = async (token: string) => Number(json(await get('/wallet/balance', token)).balance);
    const ledgerOf = async (shipmentId: string) =>
      (
        await server.db.query<{ kind: string; amount_paise: string }>(
          'SELECT kind, amount_paise FROM wallet_ledger WHERE reference = $1 ORDER BY created_at, kind DESC',
          [`shipment:${shipmentId}`],
        )
      ).rows.map((r) => [r.kind, Number(r.amount_paise)]);
    /** Money into a shop's wallet as a paid top-up would put it. */
    const fund = async (email: string, paise: number) => {
      const { rows } = await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
      await server.db.transaction((tx) =>
        creditWallet(tx, {
          userId: rows[0]!.id,
          kind: 'topup',
          amountPaise: paise,
          description: 'Test top-up',
          reference: `test-${Math.random()}`,
          now: server.clock.now(),
        }),
      );
    };

    it('a prepaid booking is paid from the wallet: freight and GST by the rate card, once', async () => {
      const before = await balanceOf(shop);
      const shipment = await book();
      // Pune to Bengaluru is rest of India; 20×20×10 cm is 0.8 kg by volume, so two 500 g slabs:
      // ₹70 + ₹65 = ₹135 freight, ₹24.30 GST.
      expect(shipment.quote).toMatchObject({ freightPaise: 13_500, codPaise: 0, gstPaise: 2_430, totalPaise: 15_930 });
      expect(shipment.chargedPaise).toBe(15_930);
      expect(await balanceOf(shop)).toBe(before - 15_930);
      expect(await ledgerOf(shipment.id)).toEqual([['service_fee', -15_930]]);
    });

    it('a cash-on-delivery booking also pays the COD charge the rate card sets (2% of ₹5,000)', async () => {
      const before = await balanceOf(shop);
      const made = await post(server.app, '/logistics/orders', { ...booking, paymentMode: 'cod', codAmount: '5000' }, bearer(shop));
      expect(made.statusCode).toBe(201);
      expect(json(made).data).toMatchObject({ chargedPaise: 27_730, balance: before - 27_730 });
      // ₹135 freight + ₹100 COD charge + ₹42.30 GST.
      expect(dataOf(bookShipment, made).quote).toMatchObject({ freightPaise: 13_500, codPaise: 10_000, gstPaise: 4_230, totalPaise: 27_730 });
      expect(await balanceOf(shop)).toBe(before - 27_730);
    });

    it('refuses with 402 and books nothing when the wallet is short; exactly enough is enough', async () => {
      const email = 'demo.vendor2@example.com';
      const shipmentsOf = async () =>
        Number(
          (await server.db.query<{ n: string }>('SELECT count(*) AS n FROM vendor_shipments s JOIN users u ON u.id = s.vendor_id WHERE u.email = $1', [email]))
            .rows[0]!.n,
        );
      const heavy = { ...booking, weightKg: '25' };
      // 25 kg to the rest of India: 50 slabs, ₹70 + 49 × ₹65 = ₹3,255 freight, ₹585.90 GST.
      const cost = 384_090;
      const start = await balanceOf(other);
      await fund(email, 2 * cost - start);
      for (let i = 0; i < 2; i += 1) expect((await post(server.app, '/logistics/orders', heavy, bearer(other))).statusCode).toBe(201);
      expect(await balanceOf(other)).toBe(0);
      const shipmentsBefore = await shipmentsOf();
      const refused = await post(server.app, '/logistics/orders', heavy, bearer(other));
      expect(refused.statusCode).toBe(402);
      expect(json(refused).error).toBe('Your wallet balance of ₹0 is less than the ₹3,840.90 this booking costs. Please top up your wallet and book again.');
      expect(await shipmentsOf()).toBe(shipmentsBefore);
      expect(await balanceOf(other)).toBe(0);
      await fund(email, cost - 1);
      expect((await post(server.app, '/logistics/orders', heavy, bearer(other))).statusCode).toBe(402);
      await fund(email, 1);
      expect((await post(server.app, '/logistics/orders', heavy, bearer(other))).statusCode).toBe(201);
      expect(await balanceOf(other)).toBe(0);
    });

    it('cancelling before pickup refunds the charge once, as a ledger line, and both movements are audited', async () => {
      const before = await balanceOf(shop);
      const shipment = await book();
      expect(await balanceOf(shop)).toBe(before - 15_930);
      server.clock.advance(60_000);
      const cancelled = await post(server.app, `/logistics/orders/${shipment.id}/cancel`, {}, bearer(shop));
      expect(cancelled.statusCode).toBe(200);
      expect(json(cancelled).message).toBe(`Shipment ${shipment.trackingNumber} cancelled. ₹159.30 is back in your wallet`);
      expect(await balanceOf(shop)).toBe(before);
      expect((await post(server.app, `/logistics/orders/${shipment.id}/cancel`, {}, bearer(shop))).statusCode).toBe(409);
      expect(await balanceOf(shop)).toBe(before);
      expect(await ledgerOf(shipment.id)).toEqual([
        ['service_fee', -15_930],
        ['refund', 15_930],
      ]);
      const trail = await auditTrailOf(server.db, 'shipment', shipment.id);
      expect(trail.map((r) => [r.action, r.actor_role])).toEqual([
        ['wallet.debit', 'vendor'],
        ['wallet.refund', 'vendor'],
      ]);
      // After pickup there is no refund: the courier has the parcel.
      const collected = await book();
      await update(collected.trackingNumber, { status: 'picked_up' });
      const afterPickup = await balanceOf(shop);
      expect((await post(server.app, `/logistics/orders/${collected.id}/cancel`, {}, bearer(shop))).statusCode).toBe(409);
      expect(await balanceOf(shop)).toBe(afterPickup);
    });

    it('the shop cancels before pickup, not after; another shop’s shipment is 404', async () => {
      const shipment = await book();
      expect((await get(`/logistics/orders/${shipment.id}`, other)).statusCode).toBe(404);
      expect((await post(server.app, `/logistics/orders/${shipment.id}/cancel`, {}, bearer(other))).statusCode).toBe(404);
      const cancelled = await post(server.app, `/logistics/orders/${shipment.id}/cancel`, {}, bearer(shop));
      expect(cancelled.statusCode).toBe(200);
      expect(json(cancelled).data).toMatchObject({ status: 'cancelled', cancellable: false });
      expect(dataOf(cancelShipment, cancelled).timeline.map((e) => e.status)).toEqual(['booked', 'cancelled']);
      expect((await update(shipment.trackingNumber, { status: 'picked_up' })).statusCode).toBe(409);

      const collected = await book();
      await update(collected.trackingNumber, { status: 'picked_up' });
      const late = await post(server.app, `/logistics/orders/${collected.id}/cancel`, {}, bearer(shop));
      expect(late.statusCode).toBe(409);
      expect(json(late).error).toMatch(/picked up and can no longer be cancelled/);
      // The shop is told of the courier's moves.
      const { rows } = await server.db.query<{ title: string }>('SELECT title FROM vendor_notifications WHERE title LIKE $1', [
        `Shipment ${collected.trackingNumber}%`,
      ]);
      expect(rows.map((r) => r.title)).toEqual([`Shipment ${collected.trackingNumber}: Picked up`]);
    });
  });
});
