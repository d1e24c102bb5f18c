// Articles in Hindi and Marathi (issue 33; docs/decisions/052): a language version of an article is
// written, versioned, published and unpublished on the content desk by the same rules as the
// English (409 on a stale version or state, the content desk's roles only, an audit row per action),
// and the public endpoints answer it to a reader who asks for that language, else the English with
// the language served named; English answers are as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@platform/shared/contracts';
import { auditTrailOf } from '../src/audit/audit.ts';
import { loadContent } from '../src/content/load-content.ts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, bearer, databaseKinds, json, type TestServer, startTestServer } from './helpers.ts';

const SECRET = 'content-languages-test-secret';
const HOUR = 3_600_000;

let counter = 0;
const draftOf = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    kind: 'blog',
    title: `Saving for a tractor, part ${counter}`,
    slug: `saving-for-a-tractor-${counter}-${Math.random().toString(36).slice(2, 7)}`,
    excerpt: 'Why a deposit of ₹5,000 a month for a year makes the loan smaller.',
    body: '## Start with the deposit\n\nPut aside ₹5,000 a month for a year.',
    author: 'Kavita Joshi',
    category: 'Savings',
    product: '',
    coverImage: '',
    ...overrides,
  };
};

const HINDI = {
  title: 'ट्रैक्टर के लिए बचत',
  excerpt: 'एक साल तक हर महीने ₹5,000 जमा करने से लोन छोटा क्यों होता है।',
  body: '## जमा से शुरू करें\n\nएक साल तक हर महीने ₹5,000 अलग रखें।',
};

type Item = {
  id: string;
  slug: string;
  state: string;
  version: number;
  languages: Array<{ language: string; state: string }>;
  translations: Array<{
    language: string;
    title: string;
    state: string;
    version: number;
    moves: string[];
    versions: Array<{ number: number; restoredFrom: number | null }>;
  }>;
};

describe.each(databaseKinds)('articles in Hindi and Marathi on %s', (kind) => {
  let server: TestServer;
  let editor: { id: string; token: string };
  const accounts = new Map<string, { id: string; role: 'admin' | 'vendor' | 'customer' }>();

  const tokenFor = async (userId: string, role: 'admin' | 'vendor' | 'customer') => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role, ver: rows[0]!.token_version })).token;
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    server.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: token ? bearer(token) : {} });
  const publishedArticle = async (overrides: Record<string, unknown> = {}) => {
    const created = await call('POST', '/ops/content', editor.token, draftOf(overrides));
    expect(created.statusCode, created.body).toBe(201);
    const item = json(created).data as Item;
    expect((await call('POST', `/ops/content/${item.id}/moves`, editor.token, { move: 'publish', seenState: 'draft' })).statusCode).toBe(200);
    return item;
  };
  const saveHindi = (id: string, seenVersion: number, text: Partial<typeof HINDI> = {}, token = editor.token) =>
    call('PUT', `/ops/content/${id}/languages/hi`, token, { ...HINDI, ...text, seenVersion });
  const moveHindi = (id: string, body: Record<string, unknown>) => call('POST', `/ops/content/${id}/languages/hi/moves`, editor.token, body);
  const publicVersion = async () => (json(await call('GET', '/api/content/version')).data as { version: string }).version;

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET });
    for (const role of STAFF_ROLES) accounts.set(role, { id: (await addAccount(server, 'admin', { staffRoles: [role] })).id, role: 'admin' });
    for (const role of ['vendor', 'customer'] as const) accounts.set(role, { id: (await addAccount(server, role)).id, role });
    const id = accounts.get('content_editor')!.id;
    editor = { id, token: await tokenFor(id, 'admin') };
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a published Hindi version to a Hindi reader, the English to an English one exactly as before', async () => {
    const item = await publishedArticle();
    const englishAnswer = (await call('GET', `/api/blogs/${item.slug}`)).body;
    const englishBefore = JSON.parse(englishAnswer).data as Record<string, unknown>;

    // Not written yet: the Hindi reader gets the English, told so.
    const fallback = json(await call('GET', `/api/blogs/${item.slug}?lang=hi`)).data as Record<string, unknown>;
    expect(fallback).toMatchObject({ title: englishBefore.title, body: englishBefore.body, language: 'en', languages: ['en'] });

    const saved = await saveHindi(item.id, 0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).message).toBe('Saved as version 1');
    const drafted = json(saved).data as Item;
    expect(drafted.translations).toEqual([
      expect.objectContaining({ language: 'hi', title: HINDI.title, state: 'draft', version: 1, moves: ['schedule', 'publish'] }),
    ]);
    expect(drafted.languages).toEqual([{ language: 'hi', state: 'draft' }]);
    // A draft is not read by anyone.
    expect((json(await call('GET', `/api/blogs/${item.slug}?lang=hi`)).data as { language: string }).language).toBe('en');

    const before = await publicVersion();
    expect((await moveHindi(item.id, { move: 'publish', seenState: 'draft' })).statusCode).toBe(200);
    // The site server's prerendered pages follow the publish of a language version too.
    expect(await publicVersion()).not.toBe(before);

    const hindi = json(await call('GET', `/api/blogs/${item.slug}?lang=hi`)).data as Record<string, unknown>;
    expect(hindi).toMatchObject({ ...HINDI, slug: item.slug, author: 'Kavita Joshi', language: 'hi', languages: ['en', 'hi'] });
    // Marathi has none: the English, and the languages it is in.
    const marathi = json(await call('GET', `/api/blogs/${item.slug}?lang=mr`)).data as Record<string, unknown>;
    expect(marathi).toMatchObject({ title: englishBefore.title, language: 'en', languages: ['en', 'hi'] });
    // English is unchanged, byte for byte, with no language fields, and a nonsense lang is English.
    expect((await call('GET', `/api/blogs/${item.slug}`)).body).toBe(englishAnswer);
    expect(json(await call('GET', `/api/blogs/${item.slug}`)).data).toEqual(englishBefore);
    expect(json(await call('GET', `/api/blogs/${item.slug}?lang=fr`)).data).toEqual(englishBefore);

    // The list in Hindi carries the Hindi title and finds it by its Hindi words.
    const list = json(await call('GET', `/api/blogs?lang=hi&q=${encodeURIComponent('ट्रैक्टर')}`)) as { data: Array<Record<string, unknown>>; total: number };
    expect(list.data.map((a) => [a.slug, a.title, a.language])).toEqual([[item.slug, HINDI.title, 'hi']]);
    const englishList = json(await call('GET', '/api/blogs?pageSize=24')).data as Array<Record<string, unknown>>;
    expect(englishList.find((a) => a.slug === item.slug)).not.toHaveProperty('language');

    // Unpublished: the Hindi reader is back on the English.
    expect((await moveHindi(item.id, { move: 'unpublish', seenState: 'published' })).statusCode).toBe(200);
    expect(json(await call('GET', `/api/blogs/${item.slug}?lang=hi`)).data).toMatchObject({ title: englishBefore.title, language: 'en', languages: ['en'] });
  });

  it('answers the English to a reader who names it, with the languages the article is published in', async () => {
    const item = await publishedArticle();
    const englishAnswer = (await call('GET', `/api/blogs/${item.slug}`)).body;
    const english = JSON.parse(englishAnswer).data as Record<string, unknown> & { related: Array<Record<string, unknown>> };
    /** The English answer with the two fields a named language adds, to the article and each related one (all in English). */
    const namedEnglish = (languages: string[]) => ({
      ...english,
      language: 'en',
      languages,
      related: english.related.map((related) => ({ ...related, language: 'en', languages: expect.arrayContaining(['en']) })),
    });
    expect(json(await call('GET', `/api/blogs/${item.slug}?lang=en`)).data).toEqual(namedEnglish(['en']));

    expect((await saveHindi(item.id, 0)).statusCode).toBe(200);
    expect((await moveHindi(item.id, { move: 'publish', seenState: 'draft' })).statusCode).toBe(200);
    // The English text still, now naming Hindi too: what an English page names to search engines.
    expect(json(await call('GET', `/api/blogs/${item.slug}?lang=en`)).data).toEqual(namedEnglish(['en', 'hi']));
    // The lists the sitemap reads say the same of each article.
    const list = json(await call('GET', '/api/blogs?pageSize=24&lang=en')).data as Array<Record<string, unknown>>;
    expect(list.find((a) => a.slug === item.slug)).toMatchObject({ title: english.title, language: 'en', languages: ['en', 'hi'] });
    const guides = json(await call('GET', '/api/guides?product=pl&lang=en')).data as Array<Record<string, unknown>>;
    expect(guides.find((g) => g.slug === 'personal-loan-guide')).toMatchObject({ language: 'en', languages: ['en', 'hi', 'mr'] });
    // Asked for by no language, the English answer is as it was, byte for byte.
    expect((await call('GET', `/api/blogs/${item.slug}`)).body).toBe(englishAnswer);
  });

  it('keeps a version history per language, refuses a stale save or move (409) and restores an earlier text', async () => {
    const item = await publishedArticle();
    expect((await saveHindi(item.id, 0)).statusCode).toBe(200);
    // Someone else started it meanwhile: a second "new" Hindi version is refused, the text kept nowhere.
    const stale = await saveHindi(item.id, 0, { title: 'दूसरा शीर्षक' });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toBe('Someone saved version 1 after the version 0 you opened. Reload to see it; your text is still in the editor.');
    expect((await saveHindi(item.id, 1, { body: 'नया पाठ' })).statusCode).toBe(200);
    // The English count is its own: the English original is still at version 1.
    const after = json(await call('GET', `/ops/content/${item.id}`, editor.token)).data as Item;
    expect(after.version).toBe(1);
    expect(after.translations[0]!.versions.map((v) => v.number)).toEqual([2, 1]);

    const first = json(await call('GET', `/ops/content/${item.id}/languages/hi/versions/1`, editor.token)).data as { body: string };
    expect(first.body).toBe(HINDI.body);
    expect((await call('GET', `/ops/content/${item.id}/versions/2`, editor.token)).statusCode).toBe(404);
    expect((await call('POST', `/ops/content/${item.id}/languages/hi/versions/1/restore`, editor.token, { seenVersion: 1 })).statusCode).toBe(409);
    const restored = await call('POST', `/ops/content/${item.id}/languages/hi/versions/1/restore`, editor.token, { seenVersion: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(json(restored).message).toBe('Version 1 restored as version 3');

    // A move on a stale state, or one the state does not allow, leaves it as it was.
    expect((await moveHindi(item.id, { move: 'publish', seenState: 'published' })).statusCode).toBe(409);
    expect((await moveHindi(item.id, { move: 'unpublish', seenState: 'draft' })).statusCode).toBe(409);
    expect((await call('POST', `/ops/content/${item.id}/languages/mr/moves`, editor.token, { move: 'publish', seenState: 'draft' })).statusCode).toBe(404);
    expect((await call('PUT', `/ops/content/${item.id}/languages/fr`, editor.token, { ...HINDI, seenVersion: 0 })).statusCode).toBe(404);
    expect((await saveHindi(item.id, 3, { title: '' })).statusCode).toBe(400);

    expect((await moveHindi(item.id, { move: 'publish', seenState: 'draft' })).statusCode).toBe(200);
    const trail = await auditTrailOf(server.db, 'content', item.id);
    expect(trail.map((row) => [row.action, row.actor_id, (row.after as { language?: string }).language ?? 'en'])).toEqual([
      ['content.create', editor.id, 'en'],
      ['content.publish', editor.id, 'en'],
      ['content.save', editor.id, 'hi'],
      ['content.save', editor.id, 'hi'],
      ['content.restore', editor.id, 'hi'],
      ['content.publish', editor.id, 'hi'],
    ]);
  });

  it('admits only the content editor and operations admin to the language endpoints', async () => {
    const item = await publishedArticle();
    const allowed = ['content_editor', 'ops_admin'];
    for (const [who, account] of accounts) {
      const token = await tokenFor(account.id, account.role);
      // A stale version (409) for those let in, so nothing is saved.
      const save = await saveHindi(item.id, 5, {}, token);
      const moved = await call('POST', `/ops/content/${item.id}/languages/hi/moves`, token, { move: 'publish', seenState: 'draft' });
      const restore = await call('POST', `/ops/content/${item.id}/languages/hi/versions/1/restore`, token, { seenVersion: 5 });
      for (const answer of [save, moved, restore]) {
        expect(allowed.includes(who) ? [404, 409] : [403], `${who}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
      }
    }
    expect((await call('PUT', `/ops/content/${item.id}/languages/hi`, undefined, { ...HINDI, seenVersion: 0 })).statusCode).toBe(401);
    const trail = await auditTrailOf(server.db, 'content', item.id);
    expect(trail.map((row) => row.action)).toEqual(['content.create', 'content.publish']);
  });
  // Last: the clock moves on by hours (past the editor's token).
  it('answers a guide in Marathi under its product, and a scheduled version only when its time comes', async () => {
    const guide = await publishedArticle({ kind: 'guide', product: 'pl', category: 'Personal loan' });
    const marathi = { title: 'वैयक्तिक कर्ज: कसे चालते', excerpt: 'कोणत्याही गरजेसाठी तारणाशिवाय कर्ज.', body: '## हप्ते\n\n१ ते ५ वर्षांत ठरलेल्या EMI मध्ये फेड.' };
    expect((await call('PUT', `/ops/content/${guide.id}/languages/mr`, editor.token, { ...marathi, seenVersion: 0 })).statusCode).toBe(200);
    const at = new Date(server.clock.now().getTime() + 2 * HOUR).toISOString();
    const scheduled = await call('POST', `/ops/content/${guide.id}/languages/mr/moves`, editor.token, { move: 'schedule', publishAt: at, seenState: 'draft' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((json(scheduled).data as Item).languages).toEqual([{ language: 'mr', state: 'scheduled' }]);
    expect((json(await call('GET', `/api/guides/pl/${guide.slug}?lang=mr`)).data as { language: string }).language).toBe('en');
    server.clock.advance(3 * HOUR);
    expect(json(await call('GET', `/api/guides/pl/${guide.slug}?lang=mr`)).data).toMatchObject({ ...marathi, language: 'mr', languages: ['en', 'mr'] });
    const guides = json(await call('GET', '/api/guides?product=pl&lang=mr')).data as Array<{ slug: string; title: string; language: string }>;
    expect(guides.find((g) => g.slug === guide.slug)).toMatchObject({ title: marathi.title, language: 'mr' });
  });
});

describe('the demo seed’s language versions', () => {
  it('seeds the Hindi and Marathi files as published versions once, never over an editor’s text', async () => {
    const server = await startTestServer('pglite', { tokenSecret: SECRET });
    try {
      const hindi = json(await server.app.inject({ method: 'GET', url: '/api/guides/pl/personal-loan-guide?lang=hi' })).data as Record<string, unknown>;
      expect(hindi).toMatchObject({ title: 'पर्सनल लोन: कैसे काम करता है', language: 'hi', languages: ['en', 'hi', 'mr'] });
      // The same figures as the English.
      expect(hindi.body).toContain('₹20,000');
      expect(hindi.body).toContain('11.3% से 26.7%');
      const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM content_versions WHERE language = 'hi'");
      await server.db.query("UPDATE content_translations SET title = 'संपादक का शीर्षक' WHERE language = 'hi' AND title = 'पर्सनल लोन: कैसे काम करता है'");
      await loadContent(server.db);
      const again = json(await server.app.inject({ method: 'GET', url: '/api/guides/pl/personal-loan-guide?lang=hi' })).data as Record<string, unknown>;
      expect(again.title).toBe('संपादक का शीर्षक');
      expect((await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM content_versions WHERE language = 'hi'")).rows[0]!.n).toBe(rows[0]!.n);
    } finally {
      await server.close();
    }
  });
});
