// Text a partner shop types (its customer's name, city, the answers of a counter sale) reaches our
// staff: the telecaller console lists and opens the lead. The API carries it as it was typed,
// plain JSON strings, never as markup or a formula of its own; the consoles render it as text
// (mf-telecaller/src/app/console.test.tsx) and CSV exports defuse formulas
// (mf-vendor/src/features/sell-history/history-filters.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellingProduct, toProductPayload } from '@platform/shared/schemas';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples.ts';
import { bearer, databaseKinds, json, otpLogin, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

const MARKUP = '<img src=x onerror=alert(1)>';
const FORMULA = '=HYPERLINK("http://evil.example","Click")';

describe.each(databaseKinds)('a shop’s text shown to staff on %s', (kind) => {
  let server: TestServer;
  let shop: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
    shop = String(json(await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' })).accessToken);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('carries markup and formulas a shop typed as plain JSON text to the telecaller’s list and lead', async () => {
    const product = sellingProduct('personal-loan');
    const form = await product.formSchema.validate({ ...(PRODUCT_SAMPLES as Record<string, Record<string, string>>)['personal-loan'], termsAccepted: true });
    const payload = { ...toProductPayload('personal-loan' as never, form), product: 'personal-loan', mobile: uniqueMobile(), fullName: MARKUP, city: FORMULA };
    const filed = await post(server.app, product.endpointFor(payload), payload, bearer(shop));
    expect(filed.statusCode, filed.body).toBe(201);
    const id = String(json(filed).applicationId);
    // Whichever demo telecaller the rotation gave it to.
    const { rows } = await server.db.query<{ mobile: string }>('SELECT u.mobile FROM leads l JOIN users u ON u.id = l.assigned_to WHERE l.id = $1', [id]);
    const telecaller = String((await otpLogin(server.app, rows[0]!.mobile)).accessToken);

    const queue = await get('/telecaller/queue', telecaller);
    expect(queue.statusCode).toBe(200);
    expect(queue.headers['content-type']).toMatch(/^application\/json/);
    const data = json(queue).data as { open: Array<{ id: string; customerName: string }> };
    expect(data.open.find((lead) => lead.id === id)?.customerName).toBe(MARKUP);

    const opened = await get(`/telecaller/leads/${id}`, telecaller);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^application\/json/);
    expect(json(opened).data).toMatchObject({ customerName: MARKUP, request: { city: FORMULA } });
    // As a JSON string, nothing more: the raw body escapes its quotes and holds no live markup outside a string.
    expect(opened.body).toContain(JSON.stringify(FORMULA).slice(1, -1));
  });
});
