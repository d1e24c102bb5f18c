// CA and other services (docs/decisions/012-ca-service-requests.md) through the real server with
// real multipart bodies: every submission call, files accepted by content within the limits,
// nothing stored from a refused request, files readable only by their shop (and staff), fees from
// the wallet, the CA experts' moves (the whole role matrix is in ca-fulfilment.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  SERVICES,
  serviceFeeWithGst,
  serviceNamed,
  UNPAID_REQUEST_LIMITS,
  UNPAID_REQUEST_MESSAGES,
  type ServiceDefinition,
  type ServiceField,
} from '@platform/shared/schemas';
import { auditTrailOf } from '../src/audit/audit.ts';
import { creditWallet } from '../src/payments/wallet.ts';
import { TokenService } from '../src/security/tokens.ts';
import { newStorageKey, type FileStorage } from '../src/storage/file-storage.ts';
import type { LightMyRequestResponse } from 'fastify';
import {
  caServiceNamed,
  sendRequestedDocuments,
  shopNotifications,
  shopServiceRequest,
  shopServiceRequests,
  payServiceFee,
  type ResponseOf,
  type ServiceRequestContract,
} from '@platform/shared/contracts';
import { addAccount, bearer, databaseKinds, dataOf, json, lastOtp, post, startTestServer, type TestServer } from './helpers.ts';

const SECRET = 'ca-services-test-secret';

/** The `data` of a service request's submission (every service's call has the same answer). */
const submitted = (response: LightMyRequestResponse) => (json(response) as unknown as ResponseOf<ServiceRequestContract>).data;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
  'hex',
);
/** A Windows executable's first bytes ("MZ" header), sent under a .pdf name. */
const EXE = Buffer.concat([
  Buffer.from(
    '4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000000000000000000000000000000000000000000000000000800000000e1fba0e00b409cd21b8014ccd21546869732070726f6772616d2063616e6e6f742062652072756e20696e20444f53206d6f64652e',
    'hex',
  ),
  Buffer.alloc(256),
]);

/** Files kept in memory, so a test can see exactly what the server left in storage. */
function memoryStorage(): FileStorage & { keys(): string[] } {
  const kept = new Map<string, Buffer>();
  return {
    async put(content, extension) {
      const key = newStorageKey(extension);
      kept.set(key, Buffer.from(content));
      return key;
    },
    get: async (key) => kept.get(key),
    remove: async (key) => void kept.delete(key),
    keys: () => [...kept.keys()],
  };
}

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string };

function multipart(parts: Part[]) {
  const boundary = `----ca-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function sampleValue(field: ServiceField): string {
  switch (field.kind) {
    case 'email':
      return 'ganesh.patil@example.com';
    case 'tel':
      return '9876543210';
    case 'pincode':
      return '411030';
    case 'pan':
      return 'ABCPE1234F';
    case 'select':
      return field.options![0]!.value;
    case 'textarea':
      return 'Shop 5, Laxmi Road, Pune';
    default:
      return 'Ganesh Patil';
  }
}

/** Every text field filled and every required document attached (PDFs). */
function validParts(service: ServiceDefinition, extra: Part[] = []): Part[] {
  return [
    ...service.fields.map((field) => ({ name: field.name, value: sampleValue(field) })),
    ...service.documents.filter((doc) => doc.required).map((doc) => ({ name: doc.key, file: PDF, filename: `${doc.key}.pdf` })),
    ...extra,
  ];
}

describe.each(databaseKinds)('CA and other services on %s', (kind) => {
  let server: TestServer;
  let storage: ReturnType<typeof memoryStorage>;
  let shop: string;
  let other: string;
  let staff: string;
  let telecaller: string;
  let staffId: string;
  const gst = serviceNamed('GST Registration');

  const login = async (email: string, password: string) => String(json(await post(server.app, '/api/login', { email, password })).accessToken);
  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (url: string, token: string, parts: Part[], method: 'POST' | 'PUT' = 'POST') => {
    const body = multipart(parts);
    return server.app.inject({ method, url, payload: body.payload, headers: { ...bearer(token), 'content-type': body.contentType } });
  };
  const submissionRows = async () => Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM ca_submissions')).rows[0]!.n);
  const vendorId = async (email: string) => (await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
  const balance = async (token: string) => Number(json(await get('/wallet/balance', token)).balance);

  beforeAll(async () => {
    storage = memoryStorage();
    server = await startTestServer(kind, { seedDemo: true, files: storage, tokenSecret: SECRET });
    shop = await login('demo.vendor@example.com', 'Vendor@2026');
    other = await login('demo.vendor2@example.com', 'Vendor2@2026');
    const sent = await post(server.app, '/telecaller/send-otp', { mobile: '9876500003' });
    const verified = await post(
      server.app,
      '/telecaller/verify-otp',
      { otp: await lastOtp(server.app, '9876500003') },
      { 'x-flow-token': String(json(sent).newToken) },
    );
    telecaller = String(json(verified).accessToken);
    const expert = await addAccount(server, 'admin', { staffRoles: ['ca_expert'] });
    staff = (await new TokenService(SECRET, server.clock).issue('access', expert.id, { role: 'admin', ver: 0 })).token;
    staffId = expert.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names a service by its name: GST Registration by default, an unknown name is a 404 with the name', async () => {
    const unknown = await server.app.inject({ method: 'GET', url: '/ca/services/Tax%20Magic' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error).toBe('Unknown service: Tax Magic');
    const known = dataOf(caServiceNamed, await server.app.inject({ method: 'GET', url: '/ca/services/Food%20Licence' }));
    expect(known).toMatchObject({ endpoint: '/ca/food-license-registration/registration', feeWithGstPaise: serviceFeeWithGst(known) });
  });

  it.each(SERVICES.map((s) => [s.name, s] as const))('%s: accepts a complete multipart request at its own endpoint', async (_name, service) => {
    const response = await send(service.endpoint, other, validParts(service));
    expect(response.statusCode, response.body).toBe(201);
    const data = submitted(response);
    expect(data).toMatchObject({
      serviceId: service.id,
      service: service.name,
      group: service.group,
      status: 'awaiting_payment',
      feePaise: serviceFeeWithGst(service),
    });
    expect(data.documents).toHaveLength(service.documents.filter((d) => d.required).length);
    for (const doc of data.documents) expect(doc.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    // Withdrawn, so the shop's unpaid requests stay within their cap for the next service.
    expect((await post(server.app, `/ca/submissions/${data.id}/withdraw`, {}, bearer(other))).statusCode).toBe(200);
  });

  it('pays from the wallet in the same request when the balance covers the fee', async () => {
    const before = await balance(shop);
    expect(before).toBeGreaterThanOrEqual(serviceFeeWithGst(gst));
    const response = await send(
      gst.endpoint,
      shop,
      validParts(gst, [
        { name: 'aadhaarCard', file: PNG, filename: 'aadhaar.png', type: 'image/png' },
        { name: 'payFrom', value: 'wallet' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const data = submitted(response);
    expect(data.status).toBe('submitted');
    expect(data.balance).toBe(before - serviceFeeWithGst(gst));
    expect(data.documents.map((d) => d.mimeType).sort()).toEqual(['application/pdf', 'application/pdf', 'image/png']);
    expect(json(response).message).toBe('GST Registration request submitted');
    const listed = dataOf(shopServiceRequests, await get('/ca/submissions?group=ca', shop)).items;
    expect(listed[0]).toMatchObject({ id: data.id, status: 'submitted', statusLabel: 'Submitted' });
    expect(dataOf(shopServiceRequests, await get('/ca/submissions?group=other', shop)).items.some((i) => i.id === data.id)).toBe(false);
  });

  it('keeps a request awaiting payment when the wallet is short, then pays it once after a top-up', async () => {
    const id = await vendorId('demo.vendor2@example.com');
    const response = await send(gst.endpoint, other, validParts(gst, [{ name: 'payFrom', value: 'wallet' }]));
    expect(response.statusCode).toBe(201);
    const data = submitted(response);
    expect(data.status).toBe('awaiting_payment');
    expect(json(response).message).toBe('GST Registration request saved. It waits for the fee of ₹1,770.');
    const short = await post(server.app, `/ca/submissions/${data.id}/pay`, {}, bearer(other));
    expect(short.statusCode).toBe(409);
    expect(json(short).error).toBe('Your wallet balance is too low for this. Please top up your wallet and try again.');
    await server.db.transaction((tx) =>
      creditWallet(tx, {
        userId: id,
        kind: 'topup',
        amountPaise: 200_000,
        description: 'Wallet top-up',
        reference: `test-${data.id}`,
        now: server.clock.now(),
      }),
    );
    expect((await post(server.app, `/ca/submissions/${data.id}/pay`, {}, bearer(shop))).statusCode).toBe(404);
    const paid = await post(server.app, `/ca/submissions/${data.id}/pay`, {}, bearer(other));
    expect(paid.statusCode).toBe(200);
    expect(dataOf(payServiceFee, paid).status).toBe('submitted');
    expect((await post(server.app, `/ca/submissions/${data.id}/pay`, {}, bearer(other))).statusCode).toBe(409);
    const fees = await server.db.query('SELECT amount_paise FROM wallet_ledger WHERE reference = $1', [`ca:${data.id}`]);
    expect(fees.rows).toEqual([{ amount_paise: kind === 'pglite' ? -177_000 : '-177000' }]);
  });

  describe('refused requests store nothing', () => {
    let before: { rows: number; keys: number };
    beforeEach(async () => {
      before = { rows: await submissionRows(), keys: storage.keys().length };
    });
    const nothingStored = async () => {
      expect(await submissionRows()).toBe(before.rows);
      expect(storage.keys()).toHaveLength(before.keys);
    };

    it('an executable renamed .pdf: 415 naming the document', async () => {
      const parts = validParts(gst).map((p) => (p.name === 'addressProof' ? { name: 'addressProof', file: EXE, filename: 'bill.pdf' } : p));
      const response = await send(gst.endpoint, shop, parts);
      expect(response.statusCode).toBe(415);
      expect(json(response).error).toBe('Address proof must be a PDF, JPG or PNG file');
      await nothingStored();
    });

    it('a 6 MB file: 413', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
      const response = await send(gst.endpoint, shop, validParts(gst, [{ name: 'bankStatement', file: big, filename: 'statement.pdf' }]));
      expect(response.statusCode).toBe(413);
      expect(json(response).error).toBe('Each file must be at most 5 MB');
      await nothingStored();
    });

    it('11 files: 413', async () => {
      const eleven = Array.from({ length: 11 }, (_, i) => ({ name: i % 2 ? 'panCard' : 'addressProof', file: PDF, filename: `f${i}.pdf` }));
      const response = await send(gst.endpoint, shop, [...gst.fields.map((f) => ({ name: f.name, value: sampleValue(f) })), ...eleven]);
      expect(response.statusCode).toBe(413);
      expect(json(response).error).toBe('Send at most 10 files in one request');
      await nothingStored();
    });

    it('a missing required document or a bad field: 400 with the field, files removed', async () => {
      const noProof = await send(
        gst.endpoint,
        shop,
        validParts(gst).filter((p) => p.name !== 'addressProof'),
      );
      expect(noProof.statusCode).toBe(400);
      expect(json(noProof).fields).toEqual({ addressProof: 'Attach Address proof' });
      const badPan = await send(
        gst.endpoint,
        shop,
        validParts(gst).map((p) => (p.name === 'pan' ? { name: 'pan', value: '12345' } : p)),
      );
      expect(badPan.statusCode).toBe(400);
      expect(Object.keys(json(badPan).fields as object)).toEqual(['pan']);
      const cut = multipart(validParts(gst));
      const truncated = await server.app.inject({
        method: 'POST',
        url: gst.endpoint,
        payload: cut.payload.subarray(0, cut.payload.length - 40),
        headers: { ...bearer(shop), 'content-type': cut.contentType },
      });
      expect(truncated.statusCode).toBe(400);
      const json415 = await post(server.app, gst.endpoint, { applicantName: 'x' }, bearer(shop));
      expect(json415.statusCode).toBe(415);
      await nothingStored();
    });

    it('a database failure mid-request: 500, and the files already stored are removed', async () => {
      server.failNextQuery(/INSERT INTO ca_submission_files/);
      const response = await send(gst.endpoint, shop, validParts(gst));
      expect(response.statusCode).toBe(500);
      await nothingStored();
    });
  });

  it('a top-up for a fee returns to the form it was started from (vendor pages only)', async () => {
    const order = async (return_path: string) => {
      const created = await post(
        server.app,
        '/wallet/create-order',
        { purpose: 'wallet_topup', order_amount: 1770, return_path },
        { ...bearer(other), origin: 'http://localhost:8080' },
      );
      expect(created.statusCode, created.body).toBe(200);
      const id = String(json(created).order_id);
      return (await server.db.query<{ return_url: string }>('SELECT return_url FROM payment_orders WHERE order_id = $1', [id])).rows[0]!.return_url;
    };
    expect(await order(gst.path)).toMatch(/^http:\/\/localhost:8080\/vender\/ca-services\/gst-services\/gst-registration\?order_id=OD\d{8}$/);
    expect(await order('https://evil.example/vender/x')).toMatch(/^http:\/\/localhost:8080\/vender\/services\?order_id=/);
  });

  it('files and requests are readable only by their shop and staff', async () => {
    const created = submitted(await send(gst.endpoint, shop, validParts(gst)));
    const fileId = created.documents[0]!.id;
    const mine = await get(`/ca/files/${fileId}`, shop);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await get(`/ca/files/${fileId}`, other)).statusCode).toBe(404);
    expect((await get(`/ca/submissions/${created.id}`, other)).statusCode).toBe(404);
    expect((await get(`/ca/files/${fileId}`, staff)).statusCode).toBe(200);
    // The telecallers' back office is gone: their token no longer reads a shop's files.
    expect((await get(`/ca/files/${fileId}`, telecaller)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/ca/files/${fileId}` })).statusCode).toBe(401);
  });

  it('a file is stored and served under the type its bytes show: a PDF/HTML polyglot named poly.html is poly.pdf', async () => {
    const polyglot = Buffer.concat([PDF, Buffer.from('<html><body><script>alert(document.domain)</script></body></html>\n')]);
    const parts = validParts(gst).map((p) =>
      p.name === 'addressProof' ? { name: 'addressProof', file: polyglot, filename: 'poly.html', type: 'text/html' } : p,
    );
    const created = submitted(await send(gst.endpoint, shop, parts));
    const proof = created.documents.find((d) => d.document === 'addressProof')!;
    expect(proof).toMatchObject({ fileName: 'poly.pdf', mimeType: 'application/pdf' });
    expect(storage.keys().filter((key) => key.endsWith('.html'))).toEqual([]);
    const served = await get(`/ca/files/${proof.id}`, shop);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="poly.pdf"');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // A file named before names followed the content is served under its content's extension.
    await server.db.query("UPDATE ca_submission_files SET file_name = 'page.html' WHERE id = $1", [proof.id]);
    expect((await get(`/ca/files/${proof.id}`, staff)).headers['content-disposition']).toBe('attachment; filename="page.pdf"');
  });

  /** A staff move on a request, as the console sends it. */
  const move = (id: string, action: string, body: object, token = staff) => post(server.app, `/ca/staff/submissions/${id}/${action}`, body, bearer(token));
  const take = async (id: string) =>
    expect((await move(id, 'assign', { assigneeId: staffId, expectedStatus: 'submitted', expectedAssigneeId: null })).statusCode).toBe(200);
  const deliver = (id: string, parts: Part[]) => send(`/ca/staff/submissions/${id}/deliverable`, staff, parts, 'PUT');

  it('the expert asks for documents, the shop sends them again, the certificate comes back', async () => {
    const userId = await vendorId('demo.vendor@example.com');
    await server.db.transaction(async (tx) =>
      creditWallet(tx, { userId, kind: 'topup', amountPaise: 500_000, description: 'Wallet top-up', reference: 'test-backoffice', now: server.clock.now() }),
    );
    const created = submitted(await send(gst.endpoint, shop, validParts(gst, [{ name: 'payFrom', value: 'wallet' }])));
    expect(created.status).toBe('submitted');
    expect(created.requestNumber).toMatch(/^CA-\d{4}-\d{6}$/);
    expect(created.dueAt).not.toBeNull();
    const ask = { expectedStatus: 'submitted', documents: ['rentAgreement'], note: 'The premises are rented: please attach the rent agreement.' };
    expect((await move(created.id, 'request-documents', ask, shop)).statusCode).toBe(403);
    expect((await move(created.id, 'request-documents', ask, telecaller)).statusCode).toBe(403);
    // Nobody holds it yet: the expert takes it first.
    expect((await move(created.id, 'request-documents', ask)).statusCode).toBe(409);
    await take(created.id);
    expect((await move(created.id, 'request-documents', { ...ask, note: '' })).statusCode).toBe(400);
    expect((await move(created.id, 'request-documents', ask)).statusCode).toBe(200);
    const asked = dataOf(shopServiceRequest, await get(`/ca/submissions/${created.id}`, shop));
    expect(asked).toMatchObject({
      status: 'documents_requested',
      reason: 'The premises are rented: please attach the rent agreement.',
      requestedDocuments: [{ key: 'rentAgreement', label: 'Rent agreement or NOC' }],
    });

    const elsewhere = await send(`/ca/submissions/${created.id}/documents`, other, [{ name: 'rentAgreement', file: PDF, filename: 'rent.pdf' }], 'PUT');
    expect(elsewhere.statusCode).toBe(404);
    // Not the document asked for: 400 naming it, and nothing kept.
    const wrong = await send(`/ca/submissions/${created.id}/documents`, shop, [{ name: 'bankStatement', file: PDF, filename: 'bank.pdf' }], 'PUT');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error).toBe('Attach Rent agreement or NOC');
    const again = await send(`/ca/submissions/${created.id}/documents`, shop, [{ name: 'rentAgreement', file: PDF, filename: 'rent.pdf' }], 'PUT');
    expect(again.statusCode, again.body).toBe(200);
    // Back to the expert who asked.
    expect(dataOf(sendRequestedDocuments, again)).toMatchObject({ status: 'in_progress', requestedDocuments: [] });
    expect(dataOf(sendRequestedDocuments, again).documents.map((d) => d.document)).toContain('rentAgreement');
    expect((await send(`/ca/submissions/${created.id}/documents`, shop, [{ name: 'rentAgreement', file: PDF, filename: 'rent.pdf' }], 'PUT')).statusCode).toBe(
      409,
    );

    const done = await deliver(created.id, [
      { name: 'expectedStatus', value: 'in_progress' },
      { name: 'kind', value: 'certificate' },
      { name: 'deliverable', file: PDF, filename: 'GST-certificate.pdf' },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    expect((await move(created.id, 'complete', { expectedStatus: 'in_progress' })).statusCode).toBe(200);
    const completed = dataOf(shopServiceRequest, await get(`/ca/submissions/${created.id}`, shop));
    expect(completed.status).toBe('completed');
    expect(completed.deliverable).toMatchObject({ fileName: 'GST-certificate.pdf', label: 'GST registration certificate' });
    expect(completed.history.map((h) => h.status)).toEqual(['awaiting_payment', 'submitted', 'submitted', 'documents_requested', 'in_progress', 'completed']);
    const download = await get(`/ca/files/${completed.deliverable!.id}`, shop);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="GST-certificate.pdf"');
    expect((await get(`/ca/files/${completed.deliverable!.id}`, other)).statusCode).toBe(404);
    expect((await move(created.id, 'reject', { expectedStatus: 'completed', reason: 'Too late now' })).statusCode).toBe(409);
    const notes = dataOf(shopNotifications, await get('/api/get-notification', shop)).items;
    expect(notes.some((n) => n.title === 'GST Registration completed')).toBe(true);
  });

  const ledgerOf = async (id: string) =>
    (
      await server.db.query<{ kind: string; amount_paise: string }>(
        'SELECT kind, amount_paise FROM wallet_ledger WHERE reference = $1 ORDER BY created_at, kind DESC',
        [`ca:${id}`],
      )
    ).rows.map((r) => [r.kind, Number(r.amount_paise)]);

  it('a rejection carries its reason to the shop and refunds the fee to the wallet once, audited', async () => {
    const before = await balance(shop);
    const created = submitted(await send(gst.endpoint, shop, validParts(gst, [{ name: 'payFrom', value: 'wallet' }])));
    expect(await balance(shop)).toBe(before - 177_000);
    server.clock.advance(60_000);
    await take(created.id);
    const rejected = await move(created.id, 'reject', { expectedStatus: 'submitted', reason: 'The PAN does not belong to the applicant.' });
    expect(rejected.statusCode).toBe(200);
    expect(json(rejected).message).toBe("Request rejected. ₹1,770 was refunded to the shop's wallet.");
    const row = dataOf(shopServiceRequest, await get(`/ca/submissions/${created.id}`, shop));
    expect(row).toMatchObject({ status: 'rejected', statusLabel: 'Rejected', reason: 'The PAN does not belong to the applicant.' });
    expect(row.history.at(-1)?.note).toBe(
      'The PAN does not belong to the applicant. The fee of ₹1,770 is back in your wallet. A fee paid by card is refunded to your wallet as well.',
    );
    expect(await balance(shop)).toBe(before);
    // Rejected is final: no second rejection, no second refund.
    expect((await move(created.id, 'reject', { expectedStatus: 'rejected', reason: 'Again, please' })).statusCode).toBe(409);
    expect((await move(created.id, 'reject', { expectedStatus: 'submitted', reason: 'Again, please' })).statusCode).toBe(409);
    expect(await ledgerOf(created.id)).toEqual([
      ['service_fee', -177_000],
      ['refund', 177_000],
    ]);
    expect(await balance(shop)).toBe(before);
    const trail = await auditTrailOf(server.db, 'ca_submission', created.id);
    // The rejection and its refund share a moment, so their order in the trail is not defined.
    expect(trail.map((r) => [r.action, r.actor_role]).sort()).toEqual([
      ['ca.assign', 'admin'],
      ['ca.reject', 'admin'],
      ['wallet.debit', 'vendor'],
      ['wallet.refund', 'admin'],
    ]);
  });

  it('the shop withdraws before work starts: a paid fee comes back once, an unpaid request takes its files with it', async () => {
    const before = await balance(shop);
    const paid = submitted(await send(gst.endpoint, shop, validParts(gst, [{ name: 'payFrom', value: 'wallet' }])));
    expect((await post(server.app, `/ca/submissions/${paid.id}/withdraw`, {}, bearer(other))).statusCode).toBe(404);
    const withdrawn = await post(server.app, `/ca/submissions/${paid.id}/withdraw`, {}, bearer(shop));
    expect(withdrawn.statusCode).toBe(200);
    expect(json(withdrawn).message).toBe('Request withdrawn. The fee of ₹1,770 is back in your wallet. A fee paid by card is refunded to your wallet as well.');
    expect(json(withdrawn).data).toMatchObject({ status: 'withdrawn', statusLabel: 'Withdrawn', refundedPaise: 177_000, balance: before });
    const again = await post(server.app, `/ca/submissions/${paid.id}/withdraw`, {}, bearer(shop));
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe('This request is withdrawn, so it can no longer be withdrawn. Please call us if something is wrong.');
    expect(await balance(shop)).toBe(before);
    expect(await ledgerOf(paid.id)).toEqual([
      ['service_fee', -177_000],
      ['refund', 177_000],
    ]);

    const started = submitted(await send(gst.endpoint, shop, validParts(gst, [{ name: 'payFrom', value: 'wallet' }])));
    await take(started.id);
    expect((await move(started.id, 'start', { expectedStatus: 'submitted' })).statusCode).toBe(200);
    const late = await post(server.app, `/ca/submissions/${started.id}/withdraw`, {}, bearer(shop));
    expect(late.statusCode).toBe(409);
    expect(json(late).error).toBe('This request is in progress, so it can no longer be withdrawn. Please call us if something is wrong.');

    const keys = storage.keys().length;
    const unpaid = submitted(await send(gst.endpoint, shop, validParts(gst)));
    expect(storage.keys().length).toBe(keys + unpaid.documents.length);
    const dropped = await post(server.app, `/ca/submissions/${unpaid.id}/withdraw`, {}, bearer(shop));
    expect(json(dropped)).toMatchObject({ message: 'Request withdrawn.', data: { status: 'withdrawn', refundedPaise: 0, documents: [] } });
    expect(storage.keys().length).toBe(keys);
    expect((await post(server.app, `/ca/submissions/${unpaid.id}/pay`, {}, bearer(shop))).statusCode).toBe(409);
  });

  it('staff cannot complete a request that was never paid', async () => {
    const unpaid = submitted(await send(gst.endpoint, shop, validParts(gst)));
    const keys = storage.keys().length;
    const done = await deliver(unpaid.id, [
      { name: 'expectedStatus', value: 'in_progress' },
      { name: 'kind', value: 'certificate' },
      { name: 'deliverable', file: PDF, filename: 'GST-certificate.pdf' },
    ]);
    expect(done.statusCode).toBe(409);
    expect(json(done).error).toBe('Someone else changed this request first: it is now awaiting payment. Reload the page to see it; nothing was changed.');
    // Our team does not read a request the shop has not paid for.
    expect((await get(`/ca/staff/submissions/${unpaid.id}`, staff)).statusCode).toBe(404);
    expect(storage.keys().length).toBe(keys);
    expect(dataOf(shopServiceRequest, await get(`/ca/submissions/${unpaid.id}`, shop)).status).toBe('awaiting_payment');
    await post(server.app, `/ca/submissions/${unpaid.id}/withdraw`, {}, bearer(shop));
  });
});

describe.each(databaseKinds)('unpaid CA requests: caps, rate limit and expiry on %s', (kind) => {
  let server: TestServer;
  let storage: ReturnType<typeof memoryStorage>;
  // What the demo seed stored (the service desks' résumés): not a CA request's, never expired.
  let seeded: string[] = [];
  const requestFiles = () => storage.keys().filter((key) => !seeded.includes(key));
  const gst = serviceNamed('GST Registration');
  const login = async () => String(json(await post(server.app, '/api/login', { email: 'demo.vendor2@example.com', password: 'Vendor2@2026' })).accessToken);
  const send = (token: string, parts: Part[]) => {
    const body = multipart(parts);
    return server.app.inject({ method: 'POST', url: gst.endpoint, payload: body.payload, headers: { ...bearer(token), 'content-type': body.contentType } });
  };
  const unpaidOf = async () =>
    Number((await server.db.query<{ n: string }>("SELECT count(*) AS n FROM ca_submissions WHERE status = 'awaiting_payment'")).rows[0]!.n);

  beforeAll(async () => {
    storage = memoryStorage();
    server = await startTestServer(kind, { seedDemo: true, files: storage });
    seeded = storage.keys();
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`keeps at most ${UNPAID_REQUEST_LIMITS.maxRequestsPerShop} unpaid requests per shop, and expires them after ${UNPAID_REQUEST_LIMITS.expiresAfterDays} days with their files`, async () => {
    let token = await login();
    const first = submitted(await send(token, validParts(gst)));
    for (let i = 1; i < UNPAID_REQUEST_LIMITS.maxRequestsPerShop; i += 1) expect((await send(token, validParts(gst))).statusCode).toBe(201);
    const keys = storage.keys().length;
    const over = await send(token, validParts(gst));
    expect(over.statusCode).toBe(409);
    expect(json(over).error).toBe(UNPAID_REQUEST_MESSAGES.tooManyUnpaid);
    expect(storage.keys()).toHaveLength(keys);
    expect(await unpaidOf()).toBe(UNPAID_REQUEST_LIMITS.maxRequestsPerShop);

    // A day short of expiry nothing changes; past it, the next submission finds room.
    server.clock.advance((UNPAID_REQUEST_LIMITS.expiresAfterDays - 1) * 24 * 60 * 60 * 1000);
    token = await login();
    expect((await send(token, validParts(gst))).statusCode).toBe(409);
    server.clock.advance(24 * 60 * 60 * 1000);
    token = await login();
    const fresh = await send(token, validParts(gst));
    expect(fresh.statusCode).toBe(201);
    expect(await unpaidOf()).toBe(1);
    expect(requestFiles()).toHaveLength(submitted(fresh).documents.length);
    const expired = dataOf(shopServiceRequest, await server.app.inject({ method: 'GET', url: `/ca/submissions/${first.id}`, headers: bearer(token) }));
    expect(expired).toMatchObject({ status: 'expired', statusLabel: 'Expired (fee not paid)', reason: UNPAID_REQUEST_MESSAGES.expired, documents: [] });
    const pay = await post(server.app, `/ca/submissions/${first.id}/pay`, {}, bearer(token));
    expect(pay.statusCode).toBe(409);
    expect(json(pay).error).toBe(UNPAID_REQUEST_MESSAGES.expired);
    expect((await auditTrailOf(server.db, 'ca_submission', first.id)).map((r) => [r.action, r.actor_role])).toEqual([['ca.expire', 'system']]);
  });

  it('the scheduled sweep expires every shop’s old unpaid requests, once per interval', async () => {
    const token = await login();
    const made = submitted(await send(token, validParts(gst)));
    server.clock.advance((UNPAID_REQUEST_LIMITS.expiresAfterDays + 1) * 24 * 60 * 60 * 1000);
    expect(await server.app.caServices.expireUnpaid({ atMostEvery: 60 * 60 * 1000 })).toEqual({ expired: 2 });
    expect(await server.app.caServices.expireUnpaid({ atMostEvery: 60 * 60 * 1000 })).toEqual({ expired: 0, skipped: true });
    expect((await server.db.query<{ status: string }>('SELECT status FROM ca_submissions WHERE id = $1', [made.id])).rows[0]!.status).toBe('expired');
    expect(requestFiles()).toEqual([]);
  });

  it('the scheduled job ca-unpaid-expiry expires them with their files and says so in its run', async () => {
    const token = await login();
    const made = submitted(await send(token, validParts(gst)));
    const files = made.documents.length;
    server.clock.advance((UNPAID_REQUEST_LIMITS.expiresAfterDays + 1) * 24 * 60 * 60 * 1000);
    const admin = (await server.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'admin' LIMIT 1`)).rows[0]!;
    const run = await server.app.jobs.runNow('ca-unpaid-expiry', admin);
    expect(run).toMatchObject({ outcome: 'succeeded', trigger: 'manual' });
    expect(run.counts).toMatchObject({ expired: 1, filesDeleted: files });
    expect(run.summary).toBe(`1 unpaid request expired, ${files} file${files === 1 ? '' : 's'} deleted`);
    expect((await server.db.query<{ status: string }>('SELECT status FROM ca_submissions WHERE id = $1', [made.id])).rows[0]!.status).toBe('expired');
    expect(requestFiles()).toEqual([]);
    // Run again: nothing left to expire.
    expect((await server.app.jobs.runNow('ca-unpaid-expiry', admin)).counts).toMatchObject({ expired: 0, filesDeleted: 0 });
  });

  it(`refuses a request that would take the shop's unpaid documents over ${UNPAID_REQUEST_LIMITS.maxBytesPerShop / (1024 * 1024)} MB`, async () => {
    const token = await login();
    const held = submitted(await send(token, validParts(gst)));
    // Stands for earlier unpaid requests' documents filling the allowance (uploading 60 MB here would only be slow).
    await server.db.query('UPDATE ca_submission_files SET size_bytes = $2 WHERE id = $1', [held.documents[0]!.id, UNPAID_REQUEST_LIMITS.maxBytesPerShop - 100]);
    const keys = storage.keys().length;
    const over = await send(token, validParts(gst));
    expect(over.statusCode).toBe(413);
    expect(json(over).error).toBe(UNPAID_REQUEST_MESSAGES.tooManyBytes);
    expect(storage.keys()).toHaveLength(keys);
    // Paid at once it holds nothing unpaid, so it is taken.
    const { rows } = await server.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'demo.vendor2@example.com'");
    await server.db.transaction((tx) =>
      creditWallet(tx, {
        userId: rows[0]!.id,
        kind: 'topup',
        amountPaise: 177_000,
        description: 'Wallet top-up',
        reference: 'test-bytes',
        now: server.clock.now(),
      }),
    );
    expect((await send(token, validParts(gst, [{ name: 'payFrom', value: 'wallet' }]))).statusCode).toBe(201);
    await post(server.app, `/ca/submissions/${held.id}/withdraw`, {}, bearer(token));
  });

  it(`takes at most ${UNPAID_REQUEST_LIMITS.submissionsPerShopPerHour} submissions an hour from a shop`, async () => {
    server.clock.advance(60 * 60 * 1000);
    const token = await login();
    // Refused ones count too: a shop cannot keep the server busy storing and discarding files.
    for (let i = 0; i < UNPAID_REQUEST_LIMITS.submissionsPerShopPerHour; i += 1) {
      expect(
        (
          await send(
            token,
            validParts(gst).filter((p) => p.name !== 'addressProof'),
          )
        ).statusCode,
      ).toBe(400);
    }
    const limited = await send(token, validParts(gst));
    expect(limited.statusCode).toBe(429);
    expect(json(limited).error).toBe(UNPAID_REQUEST_MESSAGES.tooManySubmissions);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    server.clock.advance(60 * 60 * 1000);
    expect((await send(await login(), validParts(gst))).statusCode).toBe(201);
  });
});
