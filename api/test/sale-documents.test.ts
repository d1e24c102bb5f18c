// The documents a shop uploads for a sale it filed: the lead's telecaller lists and opens them
// (nobody else), and a several-document upload refuses only the files that are wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadLeadDocument, getLoanSale, telecallerLead, uploadSaleDocuments } from '@platform/shared/contracts';
import { MAX_SALE_DOCUMENT_BYTES, sellingProduct, toProductPayload } from '@platform/shared/schemas';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples.ts';
import { auditTrailOf } from '../src/audit/audit.ts';
import { answerOf, bearer, databaseKinds, json, otpLogin, post, staffSignIn, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000d49484452', 'hex'), Buffer.alloc(17)]);

/** A multipart body by hand: text fields, then files under their field names. */
function multipart(fields: Record<string, string>, files: { field: string; fileName: string; content: Buffer; type: string }[]) {
  const boundary = '----documents' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds)('a sale’s documents on %s', (kind) => {
  let server: TestServer;
  let shop: string;

  const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const put = (url: string, token: string, body: ReturnType<typeof multipart>) =>
    server.app.inject({ method: 'PUT', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });

  /** A home loan the demo shop files at its counter; answers its id. */
  async function fileHomeLoan(): Promise<string> {
    const product = sellingProduct('home-loan');
    const form = await product.formSchema.validate({ ...(PRODUCT_SAMPLES as Record<string, Record<string, string>>)['home-loan'], termsAccepted: true });
    const payload = { ...toProductPayload('home-loan' as never, form), product: 'home-loan', mobile: uniqueMobile() };
    const filed = await post(server.app, product.endpointFor(payload), payload, bearer(shop));
    expect(filed.statusCode).toBe(201);
    return String(json(filed).applicationId);
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
    shop = String(json(await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' })).accessToken);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the lead’s telecaller sees what the shop uploaded and opens it; another telecaller, a customer and another shop cannot', async () => {
    const id = await fileHomeLoan();
    const uploaded = await put(
      `/api/pendency-docs/${id}`,
      shop,
      multipart({}, [
        { field: 'pan', fileName: 'pan card.pdf', content: PDF, type: 'application/pdf' },
        { field: 'photo', fileName: 'photo.png', content: PNG, type: 'image/png' },
      ]),
    );
    expect(uploaded.statusCode).toBe(200);
    expect(json(uploaded)).toMatchObject({ message: '2 documents uploaded', messageCode: 'sale.documents-uploaded', messageParams: { count: 2 } });

    const { rows } = await server.db.query<{ mobile: string }>('SELECT u.mobile FROM leads l JOIN users u ON u.id = l.assigned_to WHERE l.id = $1', [id]);
    const assignedMobile = rows[0]!.mobile;
    const telecaller = await staffSignIn(server, 'telecaller', assignedMobile);
    const lead = answerOf(telecallerLead, await get(`/telecaller/leads/${id}`, telecaller)).data;
    // In the order the product needs them, each with what the shop sent.
    expect(lead.documents).toEqual([
      { kind: 'pan', label: 'PAN card', fileName: 'pan card.pdf', mimeType: 'application/pdf', sizeBytes: PDF.length, uploadedAt: expect.any(String) },
      { kind: 'photo', label: 'Passport-size photo', fileName: 'photo.png', mimeType: 'image/png', sizeBytes: PNG.length, uploadedAt: expect.any(String) },
    ]);

    const opened = await get(`/telecaller/leads/${id}/documents/pan`, telecaller);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.rawPayload.equals(PDF)).toBe(true);
    expect((await auditTrailOf(server.db, 'lead', id)).map((entry) => entry.action)).toContain('lead.document-opened');
    // A document the shop has not uploaded yet, or not one of the list.
    expect((await get(`/telecaller/leads/${id}/documents/bankStatement`, telecaller)).statusCode).toBe(404);
    expect((await get(`/telecaller/leads/${id}/documents/diary`, telecaller)).statusCode).toBe(400);

    // The other demo telecaller on duty: the lead is not theirs, so it does not exist for them.
    const otherMobile = ['9876500003', '9876500004'].find((mobile) => mobile !== assignedMobile)!;
    const otherTelecaller = await staffSignIn(server, 'telecaller', otherMobile);
    expect((await get(`/telecaller/leads/${id}`, otherTelecaller)).statusCode).toBe(404);
    const notTheirs = await get(`/telecaller/leads/${id}/documents/pan`, otherTelecaller);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.rawPayload.equals(PDF)).toBe(false);

    const customer = String((await otpLogin(server.app, uniqueMobile())).accessToken);
    expect((await get(`/telecaller/leads/${id}/documents/pan`, customer)).statusCode).toBe(403);
    const otherShop = String(json(await post(server.app, '/api/login', { email: 'demo.vendor2@example.com', password: 'Vendor2@2026' })).accessToken);
    expect((await get(`/telecaller/leads/${id}/documents/pan`, otherShop)).statusCode).toBe(403);
    expect((await get(`/telecaller/leads/${id}/documents/pan`)).statusCode).toBe(401);
    expect(downloadLeadDocument.callers).toEqual(['telecaller']);
  });

  it('of five documents sent at once, the one too large and the one that is not a document are refused; the other three are stored', async () => {
    const id = await fileHomeLoan();
    const answer = await put(
      `/api/pendency-docs/${id}`,
      shop,
      multipart({}, [
        { field: 'pan', fileName: 'pan.pdf', content: PDF, type: 'application/pdf' },
        { field: 'aadhaar', fileName: 'aadhaar scan.pdf', content: Buffer.concat([PDF, Buffer.alloc(MAX_SALE_DOCUMENT_BYTES)]), type: 'application/pdf' },
        { field: 'photo', fileName: 'photo.png', content: PNG, type: 'image/png' },
        { field: 'incomeProof', fileName: 'salary.docx', content: Buffer.from('PK not a pdf'), type: 'application/pdf' },
        { field: 'bankStatement', fileName: 'statement.pdf', content: PDF, type: 'application/pdf' },
      ]),
    );
    expect(answer.statusCode).toBe(200);
    const data = answerOf(uploadSaleDocuments, answer).data;
    expect(data.refused).toEqual([
      { kind: 'aadhaar', fileName: 'aadhaar scan.pdf', reason: 'Aadhaar (address proof): each document must be at most 5 MB' },
      { kind: 'incomeProof', fileName: 'salary.docx', reason: 'Income proof (3 salary slips, or 2 years of ITR) must be a PDF, JPG or PNG file' },
    ]);
    expect(json(answer).message).toMatch(/^3 documents uploaded; not stored: aadhaar scan.pdf \(/);
    // The refusals' reasons are English words no code covers: such an answer has no code, and is shown as sent.
    expect(json(answer).messageCode).toBeUndefined();
    expect(data.documents.filter((d) => d.uploaded).map((d) => d.kind)).toEqual(['pan', 'photo', 'bankStatement']);
    expect(data.pendingDocuments).toBe(3);
    // What the shop's sale page shows afterwards is the same.
    const sale = answerOf(getLoanSale, await get(`/api/get-single-loan/${id}`, shop)).data;
    expect(sale.documents.filter((d) => !d.uploaded).map((d) => d.kind)).toEqual(['aadhaar', 'incomeProof', 'propertyPapers']);
  });

  it('a lead without uploads lists none', async () => {
    const id = await fileHomeLoan();
    const { rows } = await server.db.query<{ mobile: string }>('SELECT u.mobile FROM leads l JOIN users u ON u.id = l.assigned_to WHERE l.id = $1', [id]);
    server.clock.advance(60_000); // past the wait between two OTPs to the same telecaller
    const telecaller = await staffSignIn(server, 'telecaller', rows[0]!.mobile);
    expect(answerOf(telecallerLead, await get(`/telecaller/leads/${id}`, telecaller)).data.documents).toEqual([]);
    expect(answerOf(getLoanSale, await get(`/api/get-single-loan/${id}`, shop)).data.pendingDocuments).toBe(6);
    expect(uploadSaleDocuments.method).toBe('PUT');
  });
});
