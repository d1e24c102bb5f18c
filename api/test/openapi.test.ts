// The OpenAPI document and its reading page, through the real server: every registered route is
// in the document (or deliberately hidden), operation ids are unique, multipart routes document
// their multipart body, and every request example passes its operation's own request schema.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES } from '@platform/shared/schemas';
import { openapiDocs, operationIdOf } from '../src/http/openapi.ts';
import { REQUEST_EXAMPLES } from '../src/http/openapi-examples.ts';
import { databaseKinds, json, startTestServer, type TestServer } from './helpers.ts';

interface Media {
  schema?: Record<string, unknown>;
  example?: unknown;
  /** Several samples (a contract with more than one). */
  examples?: Record<string, { value: unknown }>;
}

const examplesOf = (media: Media | undefined): unknown[] =>
  media?.example !== undefined ? [media.example] : Object.values(media?.examples ?? {}).map((example) => example.value);

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, unknown>;
}
interface Document {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

// Routes left out of the document on purpose; a route hidden by accident fails the first test.
const HIDDEN = new Set([
  'GET /docs', // the reading page, its assets and the document itself
  'GET /docs/static/*',
  'GET /docs/json',
  'GET /docs/yaml',
  'GET /docs/static/index.html',
  'GET /docs/static/swagger-initializer.js',
  'POST /csp-report', // browsers post violation reports; no client calls it
  'GET /dev/csp-reports',
  'GET /pg/checkout/:sessionId', // the local payment simulator's checkout page, not the API
  'POST /pg/checkout/:sessionId',
]);

/**
 * Method and URL of every route the server registered, read from Fastify's own route tree. The
 * tree prints a wildcard route under its static prefix only (`/docs` then `*`), so each is
 * looked up again to find its full URL.
 */
function registeredRoutes(app: TestServer['app']): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    for (const method of match[3]?.split(', ') ?? []) {
      // HEAD is Fastify's twin of each GET; OPTIONS * is the CORS preflight.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const url = stack.join('');
      const wildcard = url.endsWith('*') ? findWildcard(app, method, url) : url;
      routes.push(`${method} ${wildcard}`);
    }
  }
  return routes;
}

function findWildcard(app: TestServer['app'], method: string, printed: string): string {
  const prefix = printed.slice(0, -1);
  const candidates = [`${prefix}/*`, ...['static', 'files', 'assets'].map((dir) => `${prefix}/${dir}/*`)];
  return candidates.find((url) => app.hasRoute({ method: method as 'GET', url })) ?? printed;
}

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function operations(doc: Document): Array<[string, Operation]> {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
}

// Every file upload of the API: the CA and other services, their follow-ups, the shop's files and
// the careers application.
const MULTIPART = [
  ...SERVICES.map((service) => `POST ${service.endpoint}`),
  'PUT /ca/submissions/{id}/documents',
  'PUT /ca/staff/submissions/{id}/deliverable',
  'PUT /api/upload-docs',
  'PUT /api/pendency-docs/{loanId}',
  'PUT /api/upload-invoice/{id}',
  'PUT /card/upload-invoice-card/{id}',
  'POST /carrier/apply',
];

describe.each(databaseKinds)('the OpenAPI document on %s', (kind) => {
  let server: TestServer;
  let doc: Document;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const response = await server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = json(response) as unknown as Document;
  });
  afterAll(() => server.close());

  it('describes every registered route except the ones hidden on purpose', () => {
    const registered = registeredRoutes(server.app);
    expect(registered.length).toBeGreaterThan(150);
    const documented = new Set(operations(doc).map(([key]) => key));
    const missing = registered.filter((route) => !HIDDEN.has(route) && !documented.has(toOpenApiPath(route)));
    expect(missing).toEqual([]);
    // The hidden list names real routes, none of them documented after all.
    for (const route of HIDDEN) {
      expect(registered, route).toContain(route);
      expect(documented.has(toOpenApiPath(route)), route).toBe(false);
    }
  });

  it('gives every operation an operationId, each a different one', () => {
    const ids = operations(doc).map(([key, op]) => op.operationId ?? `(none on ${key})`);
    expect(ids.filter((id) => id.startsWith('(none'))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // A route registered from its contract keeps the contract's name; a route without one (none is
    // documented now: contracts-registered.test.ts) would get one from its method and path.
    expect(doc.paths['/banker/leads/{id}/confirm']!.post!.operationId).toBe('confirmBankDecision');
    expect(doc.paths['/telecaller/leads/{id}/outcome']!.post!.operationId).toBe('recordCallOutcome');
    expect(doc.paths['/telecaller/send-otp']!.post!.operationId).toBe('sendTelecallerOtp');
    expect(doc.paths['/dev/last-otp']!.get!.operationId).toBe('getLastOtp');
    expect(operationIdOf('POST', '/banker/leads/:id/confirm')).toBe('postBankerLeadsByIdConfirm');
  });

  it('says which credentials each contract route takes: an access token, an OTP flow’s token, or both', () => {
    expect(doc.paths['/auth/verify-otp']!.post!.security).toEqual([{ flowToken: [] }, { bearer: [] }]);
    expect(doc.paths['/auth/logout']!.post!.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/auth/send-otp']!.post!.security).toBeUndefined();
    expect(doc.paths['/auth/verify-resend-otp']!.post!.description).toMatch(/new token/);
  });

  it('documents a multipart body, with its files as binary, on every upload route', () => {
    const ops = new Map(operations(doc));
    for (const key of MULTIPART) {
      const media = ops.get(key)?.requestBody?.content['multipart/form-data'];
      expect(media?.schema, key).toBeDefined();
      const schema = media!.schema as { properties: Record<string, { format?: string }>; additionalProperties?: { format?: string } };
      const files = [...Object.values(schema.properties), ...(schema.additionalProperties ? [schema.additionalProperties] : [])].filter(
        (p) => p.format === 'binary',
      );
      expect(files.length, key).toBeGreaterThan(0);
    }
    // And no other operation speaks of multipart without documenting it.
    for (const [key, op] of ops) {
      if (/multipart/i.test(`${op.summary} ${op.description}`)) expect(op.requestBody?.content['multipart/form-data'], key).toBeDefined();
    }
    // The service text fields come from the schema the handler validates with.
    const gst = ops.get('POST /ca/gst/gst-registration')!.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    const service = SERVICES.find((s) => s.endpoint === '/ca/gst/gst-registration')!;
    for (const field of service.fields) expect(gst.properties[field.name], field.name).toBeDefined();
    for (const doc of service.documents.filter((d) => d.required)) expect(gst.required).toContain(doc.key);
  });

  it('shows the shared request samples as examples, each passing its operation’s own request schema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const ops = new Map(operations(doc));
    let checked = 0;
    for (const [key, op] of ops) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        for (const example of examplesOf(media)) {
          const validate = ajv.compile(media.schema ?? {});
          expect(validate(example), `${key} ${type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
          checked += 1;
        }
      }
    }
    // Every sample of a route that documents its body reached the document (a route without a
    // body schema, e.g. the signed payment webhook, keeps its sample for the tests only).
    for (const route of Object.keys(REQUEST_EXAMPLES)) {
      const op = ops.get(toOpenApiPath(route));
      if (HIDDEN.has(route) || !op?.requestBody) continue;
      expect(examplesOf(op.requestBody.content['application/json']), route).not.toEqual([]);
    }
    expect(checked).toBeGreaterThan(35);
  });

  it('names 429 only where a route limits a rate, and 400 wherever a body is read', () => {
    const ops = new Map(operations(doc));
    const codes = (key: string) => Object.keys(ops.get(key)!.responses);
    expect(codes('POST /auth/send-otp')).toContain('429');
    expect(codes('POST /auth/verify-otp')).toContain('429');
    expect(codes('POST /ca/gst/gst-registration')).toContain('429');
    expect(codes('GET /vendor/dashboard')).not.toContain('429');
    expect(codes('GET /vendor/dashboard')).not.toContain('400');
    expect(codes('PUT /api/upload-docs')).not.toContain('429');
    for (const [key, op] of ops) {
      if (/^(POST|PUT) /.test(key) && Object.keys(op.responses).some((code) => code !== '200' && code !== '201'))
        expect(Object.keys(op.responses), key).toContain('400');
    }
  });

  it('serves its own origin as the server, and the reading page at /docs from the package, under its own CSP', async () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const page = await server.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    // No outside host: every script and stylesheet is one of ours.
    for (const [, src] of page.body.matchAll(/(?:src|href)="([^"]+)"/g)) expect(src).toMatch(/^\/docs\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);
    const bundle = await server.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    // The API's own answers keep their strict policy.
    const api = await server.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(api.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });
});

describe('operation ids', () => {
  it('stop the server at start-up when two routes would share one', async () => {
    const app = Fastify();
    openapiDocs(app);
    app.get('/a-b', async () => ({}));
    expect(() => app.get('/a_b', async () => ({}))).toThrow(/operationId getAB/);
    await app.close();
  });
});
