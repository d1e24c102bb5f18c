// The content desk (issue 32): each staff role against each endpoint, the state machine's allowed
// and refused moves, a scheduled item going live by itself, versions and restores, a renamed slug
// answering 301 from the public API, image uploads with their type and size checks, the public
// content version the site server watches, and the audit row of every action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@platform/shared/contracts';
import { auditTrailOf } from '../src/audit/audit.ts';
import { contentQueueSummary } from '../src/content/desk-queries.ts';
import { loadContent } from '../src/content/load-content.ts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, bearer, databaseKinds, json, type TestServer, startTestServer } from './helpers.ts';

const SECRET = 'content-desk-test-secret';
const HOUR = 3_600_000;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function imageUpload(kind: string, file: Buffer, filename = 'cover.png') {
  const boundary = `----content-desk-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let counter = 0;
const draftOf = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    kind: 'blog',
    title: `Saving for a two-wheeler, part ${counter}`,
    slug: `saving-for-a-two-wheeler-${counter}-${Math.random().toString(36).slice(2, 7)}`,
    excerpt: 'How a small monthly deposit and a short loan together beat a long loan.',
    body: '## Start with the deposit\n\nPut aside ₹2,000 a month for a year.',
    author: 'Kavita Joshi',
    category: 'Savings',
    product: '',
    coverImage: '',
    ...overrides,
  };
};

describe.each(databaseKinds)('content desk on %s', (kind) => {
  let server: TestServer;
  let editor: { id: string; token: string };
  const accounts = new Map<string, { id: string; role: 'admin' | 'vendor' | 'customer' | 'telecaller' | 'banker' }>();

  const tokenFor = async (userId: string, role: 'admin' | 'vendor' | 'customer' | 'telecaller' | 'banker') => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role, ver: rows[0]!.token_version })).token;
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    server.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: token ? bearer(token) : {} });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await call('POST', '/ops/content', editor.token, draftOf(overrides));
    expect(answer.statusCode, answer.body).toBe(201);
    return json(answer).data as Record<string, unknown> & { id: string; slug: string; state: string; version: number };
  };
  const move = (id: string, body: Record<string, unknown>) => call('POST', `/ops/content/${id}/moves`, editor.token, body);
  const itemOf = async (id: string) =>
    json(await call('GET', `/ops/content/${id}`, editor.token)).data as Record<string, unknown> & { state: string; version: number };
  const publicVersion = async () => (json(await call('GET', '/api/content/version')).data as { version: string }).version;
  const blogSlugs = async () => (json(await call('GET', '/api/blogs?pageSize=24')).data as Array<{ slug: string }>).map((p) => p.slug);

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET });
    for (const role of STAFF_ROLES) accounts.set(role, { id: (await addAccount(server, 'admin', { staffRoles: [role] })).id, role: 'admin' });
    for (const role of ['vendor', 'customer', 'banker', 'telecaller'] as const) accounts.set(role, { id: (await addAccount(server, role)).id, role });
    const id = accounts.get('content_editor')!.id;
    editor = { id, token: await tokenFor(id, 'admin') };
  });
  afterAll(async () => {
    await server?.close();
  });

  it('admits the content editor and operations admin to every desk endpoint, and nobody else', async () => {
    const item = await create();
    const allowed = ['content_editor', 'ops_admin'];
    const endpoints: Array<[string, (token: string) => ReturnType<typeof call>]> = [
      ['list', (t) => call('GET', '/ops/content', t)],
      ['one', (t) => call('GET', `/ops/content/${item.id}`, t)],
      // Refused by the slug rule (409) for those let in, so the matrix creates nothing.
      ['create', (t) => call('POST', '/ops/content', t, draftOf({ slug: item.slug }))],
      // A stale version (409) for those let in, so the matrix saves nothing.
      ['save', (t) => call('PUT', `/ops/content/${item.id}`, t, { ...draftOf(), seenVersion: 99 })],
      ['one version', (t) => call('GET', `/ops/content/${item.id}/versions/1`, t)],
      ['restore', (t) => call('POST', `/ops/content/${item.id}/versions/1/restore`, t, { seenVersion: 99 })],
      // Unpublishing a draft is refused (409) for those let in.
      ['move', (t) => call('POST', `/ops/content/${item.id}/moves`, t, { move: 'unpublish', seenState: 'draft' })],
      [
        'upload an image',
        (t) => {
          const upload = imageUpload('blog', Buffer.from('not an image'));
          return server.app.inject({ method: 'POST', url: '/ops/content/images', payload: upload.payload, headers: { ...upload.headers, ...bearer(t) } });
        },
      ],
    ];
    for (const [name, request] of endpoints) {
      for (const [who, account] of accounts) {
        const answer = await request(await tokenFor(account.id, account.role));
        const expected = allowed.includes(who) ? [200, 409, 415] : [403];
        expect(expected, `${name} as ${who}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
        if (!allowed.includes(who) && STAFF_ROLES.includes(who as StaffRole)) expect(json(answer).error).toBe('Your staff role does not allow this.');
      }
      expect((await call('GET', '/ops/content')).statusCode, `${name} signed out`).toBe(401);
    }
    const after = await itemOf(item.id);
    expect(after.version).toBe(1);
    expect(after.state).toBe('draft');
    expect((await auditTrailOf(server.db, 'content', item.id)).map((row) => row.action)).toEqual(['content.create']);
  });

  it('allows each move only from the states the lifecycle names, and refuses the rest leaving the item as it was', async () => {
    const future = () => new Date(server.clock.now().getTime() + 24 * HOUR).toISOString();
    /** An item brought to `state` through the desk's own moves. */
    const inState = async (state: string) => {
      const item = await create();
      if (state === 'scheduled') expect((await move(item.id, { move: 'schedule', publishAt: future(), seenState: 'draft' })).statusCode).toBe(200);
      if (state === 'published' || state === 'unpublished') expect((await move(item.id, { move: 'publish', seenState: 'draft' })).statusCode).toBe(200);
      if (state === 'unpublished') expect((await move(item.id, { move: 'unpublish', seenState: 'published' })).statusCode).toBe(200);
      expect((await itemOf(item.id)).state).toBe(state);
      return item.id;
    };
    // [from, move, the state after it, or 409 when refused]
    const table: Array<[string, string, string | 409]> = [
      ['draft', 'schedule', 'scheduled'],
      ['draft', 'publish', 'published'],
      ['draft', 'unpublish', 409],
      ['scheduled', 'schedule', 'scheduled'],
      ['scheduled', 'publish', 'published'],
      ['scheduled', 'unpublish', 'draft'],
      ['published', 'schedule', 409],
      ['published', 'publish', 409],
      ['published', 'unpublish', 'unpublished'],
      ['unpublished', 'schedule', 'scheduled'],
      ['unpublished', 'publish', 'published'],
      ['unpublished', 'unpublish', 409],
    ];
    for (const [from, moveName, expected] of table) {
      const id = await inState(from);
      const audited = (await auditTrailOf(server.db, 'content', id)).length;
      const answer = await move(id, { move: moveName, seenState: from, ...(moveName === 'schedule' ? { publishAt: future() } : {}) });
      if (expected === 409) {
        expect(answer.statusCode, `${moveName} from ${from}`).toBe(409);
        expect((await itemOf(id)).state, `${moveName} from ${from} leaves it`).toBe(from);
      } else {
        expect(answer.statusCode, `${moveName} from ${from}: ${answer.body}`).toBe(200);
        expect((json(answer).data as { state: string }).state, `${moveName} from ${from}`).toBe(expected);
      }
      const trail = (await auditTrailOf(server.db, 'content', id)).map((row) => row.action);
      // A move is one audit row; a refused one none.
      expect(trail.length, `${moveName} from ${from} audited`).toBe(expected === 409 ? audited : audited + 1);
      if (expected !== 409) expect(trail.at(-1)).toBe(`content.${moveName}`);
    }
  });

  it('refuses a move made on a stale page, and a schedule in the past', async () => {
    const item = await create();
    expect((await move(item.id, { move: 'publish', seenState: 'draft' })).statusCode).toBe(200);
    const stale = await move(item.id, { move: 'publish', seenState: 'draft' });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toMatch(/published now, not draft/);
    const other = await create();
    const past = await move(other.id, { move: 'schedule', seenState: 'draft', publishAt: new Date(server.clock.now().getTime() - HOUR).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(json(past).fields).toEqual({ publishAt: 'Choose a time in the future, or publish now' });
    expect((await itemOf(other.id)).state).toBe('draft');
  });

  it('keeps a draft off the public API, publishes it there, and puts a scheduled one live when its time comes with no write', async () => {
    const draft = await create();
    expect(await blogSlugs()).not.toContain(draft.slug);
    expect((await call('GET', `/api/blogs/${draft.slug}`)).statusCode).toBe(404);

    const before = await publicVersion();
    expect((await move(draft.id, { move: 'publish', seenState: 'draft' })).statusCode).toBe(200);
    expect(await publicVersion()).not.toBe(before);
    expect(await blogSlugs()).toContain(draft.slug);
    const one = await call('GET', `/api/blogs/${draft.slug}`);
    expect(one.statusCode).toBe(200);
    expect((json(one).data as { title: string }).title).toBe(draft.title);

    const later = await create();
    const at = new Date(server.clock.now().getTime() + 2 * HOUR);
    const scheduled = await move(later.id, { move: 'schedule', seenState: 'draft', publishAt: at.toISOString() });
    expect((json(scheduled).data as { state: string; publishAt: string }).publishAt).toBe(at.toISOString());
    // The time goes as ISO beside the English date, for the site to write it in the reader's language.
    expect(json(scheduled)).toMatchObject({ messageCode: 'content.scheduled', messageParams: { at: at.toISOString() } });
    expect(json(scheduled).message).toMatch(/^Scheduled: it goes live on /);
    expect((await call('GET', `/api/blogs/${later.slug}`)).statusCode).toBe(404);
    const waiting = await publicVersion();
    server.clock.advance(2 * HOUR + 1000);
    // The editor's access token is short-lived: a fresh one at the new time.
    editor.token = await tokenFor(editor.id, 'admin');
    expect(await publicVersion()).not.toBe(waiting);
    expect((await call('GET', `/api/blogs/${later.slug}`)).statusCode).toBe(200);
    expect((await itemOf(later.id)).state).toBe('published');

    expect((await move(later.id, { move: 'unpublish', seenState: 'published' })).statusCode).toBe(200);
    expect((await call('GET', `/api/blogs/${later.slug}`)).statusCode).toBe(404);
    expect(await blogSlugs()).not.toContain(later.slug);
  });

  it('keeps every save as a version, refuses a save over someone else’s, and restores an old text as a new version', async () => {
    const item = await create();
    const first = draftOf({ slug: item.slug, title: item.title });
    const saved = await call('PUT', `/ops/content/${item.id}`, editor.token, { ...first, body: 'Second text', seenVersion: 1 });
    expect(json(saved).message).toBe('Saved as version 2');
    const over = await call('PUT', `/ops/content/${item.id}`, editor.token, { ...first, body: 'Written over', seenVersion: 1 });
    expect(over.statusCode).toBe(409);
    expect(json(over).error).toMatch(/Someone saved version 2/);

    const restored = await call('POST', `/ops/content/${item.id}/versions/1/restore`, editor.token, { seenVersion: 2 });
    expect(json(restored).message).toBe('Version 1 restored as version 3');
    const data = json(restored).data as {
      version: number;
      body: string;
      versions: Array<{ number: number; restoredFrom: number | null; savedBy: string | null }>;
    };
    expect(data.version).toBe(3);
    expect(data.body).toBe('## Start with the deposit\n\nPut aside ₹2,000 a month for a year.');
    expect(data.versions.map((v) => [v.number, v.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    const second = json(await call('GET', `/ops/content/${item.id}/versions/2`, editor.token)).data as { body: string };
    expect(second.body).toBe('Second text');
    expect((await call('GET', `/ops/content/${item.id}/versions/9`, editor.token)).statusCode).toBe(404);
    const trail = await auditTrailOf(server.db, 'content', item.id);
    expect(trail.map((row) => [row.action, row.actor_id])).toEqual([
      ['content.create', editor.id],
      ['content.save', editor.id],
      ['content.restore', editor.id],
    ]);
  });

  it('redirects a renamed slug from the public API (301) and keeps the seed from bringing the old one back', async () => {
    const seeded = (json(await call('GET', '/api/blogs?pageSize=1')).data as Array<{ slug: string; id: string }>)[0]!;
    const item = await itemOf(seeded.id);
    const renamed = `${seeded.slug}-updated`;
    const answer = await call('PUT', `/ops/content/${seeded.id}`, editor.token, {
      ...draftOf(),
      title: item.title,
      slug: renamed,
      excerpt: item.excerpt,
      body: item.body,
      author: item.author,
      category: item.category,
      seenVersion: item.version,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((json(answer).data as { oldSlugs: string[] }).oldSlugs).toEqual([seeded.slug]);
    const old = await call('GET', `/api/blogs/${seeded.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/blogs/${renamed}`);
    expect((await call('GET', `/api/blogs/${renamed}`)).statusCode).toBe(200);
    // Another kind's address does not lead there.
    expect((await call('GET', `/api/news/${seeded.slug}`)).statusCode).toBe(404);

    await loadContent(server.db);
    expect((await server.db.query('SELECT count(*)::int AS n FROM blog_posts WHERE slug = $1', [seeded.slug])).rows).toEqual([{ n: 0 }]);
    expect((await call('GET', `/api/blogs/${seeded.slug}`)).statusCode).toBe(301);

    // A slug another item has is refused with the field named, nothing saved.
    const other = await create();
    const taken = await call('PUT', `/ops/content/${other.id}`, editor.token, { ...draftOf(), slug: renamed, seenVersion: 1 });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).fields).toEqual({ slug: 'Another article already has this address. Choose another slug.' });
    expect((await itemOf(other.id)).version).toBe(1);
  });

  it('redirects a renamed guide to its product and slug', async () => {
    const guide = await create({ kind: 'guide', product: 'pl', title: 'Personal loan top-up', category: 'Personal loan' });
    expect((await move(guide.id, { move: 'publish', seenState: 'draft' })).statusCode).toBe(200);
    const fields = draftOf({ kind: undefined, product: 'pl', title: 'Personal loan top-up', category: 'Personal loan' });
    const renamed = `${guide.slug}-2`;
    expect((await call('PUT', `/ops/content/${guide.id}`, editor.token, { ...fields, kind: undefined, slug: renamed, seenVersion: 1 })).statusCode).toBe(200);
    const old = await call('GET', `/api/guides/pl/${guide.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/guides/pl/${renamed}`);
    const noProduct = await call('POST', '/ops/content', editor.token, draftOf({ kind: 'guide', product: 'xyz' }));
    expect(noProduct.statusCode).toBe(400);
    expect(json(noProduct).fields).toEqual({ product: 'Choose the product this guide belongs to' });
  });

  it('stores an uploaded image by its bytes and serves it to anyone; refuses other files and large ones', async () => {
    const upload = imageUpload('news', PNG, 'press photo.html.png');
    const answer = await server.app.inject({
      method: 'POST',
      url: '/ops/content/images',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(editor.token) },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const data = json(answer).data as { id: string; url: string; kind: string; name: string };
    expect(data.kind).toBe('news');
    expect(data.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/content\/images\/[0-9a-f-]{36}\.png$/);
    expect(data.name).toBe('press photo_html.png');
    const image = await call('GET', new URL(data.url).pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await auditTrailOf(server.db, 'content_image', data.id)).map((row) => row.action)).toEqual(['content.image_upload']);

    const text = imageUpload('news', Buffer.from('<script>alert(1)</script>'));
    const refused = await server.app.inject({
      method: 'POST',
      url: '/ops/content/images',
      payload: text.payload,
      headers: { ...text.headers, ...bearer(editor.token) },
    });
    expect(refused.statusCode).toBe(415);
    expect(json(refused).error).toBe('The image must be a JPG or PNG image');
    const big = imageUpload('news', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    const tooBig = await server.app.inject({
      method: 'POST',
      url: '/ops/content/images',
      payload: big.payload,
      headers: { ...big.headers, ...bearer(editor.token) },
    });
    expect(tooBig.statusCode).toBe(413);
    const noKind = imageUpload('careers', PNG);
    const wrongKind = await server.app.inject({
      method: 'POST',
      url: '/ops/content/images',
      payload: noKind.payload,
      headers: { ...noKind.headers, ...bearer(editor.token) },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect((await call('GET', '/api/content/images/00000000-0000-4000-8000-000000000000.png')).statusCode).toBe(404);
  });

  it('lists items by kind and state with the count in each state', async () => {
    const drafted = await create({ title: 'Unique desk listing title' });
    const answer = await call('GET', `/ops/content?state=draft&q=${encodeURIComponent('Unique desk listing')}`, editor.token);
    const data = json(answer).data as { items: Array<{ id: string; state: string }>; counts: Record<string, number>; total: number };
    expect(data.items.map((i) => i.id)).toEqual([drafted.id]);
    expect(data.total).toBe(1);
    expect(data.counts).toEqual({ draft: 1, scheduled: 0, published: 0, unpublished: 0 });
    const seededNews = json(await call('GET', '/ops/content?kind=news&state=published', editor.token)).data as {
      items: Array<{ kind: string }>;
      total: number;
    };
    expect(seededNews.total).toBeGreaterThan(0);
    expect(new Set(seededNews.items.map((i) => i.kind))).toEqual(new Set(['news']));
    expect((await call('GET', '/ops/content?state=archived', editor.token)).statusCode).toBe(400);
  });

  it('counts the drafts and what went live today on the dashboard card', async () => {
    const before = await contentQueueSummary(server.db, server.clock.now());
    const draft = await create();
    const published = await create();
    expect((await move(published.id, { move: 'publish', seenState: 'draft' })).statusCode).toBe(200);
    const after = await contentQueueSummary(server.db, server.clock.now());
    expect(after.size).toBe(before.size + 1);
    expect(after.doneToday).toBe(before.doneToday + 1);
    expect(after.path).toBe('/ops/content?state=draft');
    const dashboard = json(await call('GET', '/ops/dashboard', editor.token)).data as { queues: Array<{ queue: string; open: boolean; size: number }> };
    expect(dashboard.queues.find((q) => q.queue === 'content')).toMatchObject({ open: true, size: after.size });
    expect((await itemOf(draft.id)).state).toBe('draft');
  });
});
