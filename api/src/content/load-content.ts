// Loads the site's Markdown content (api/src/seed/content) into the database. Runs at every start.
// Articles (blog, news, guides) are the content desk's since issue 32 (docs/decisions/039): a file
// only seeds an article that is not there yet (nor renamed away from that slug), as its published
// first version, so what editors wrote in the console is never overwritten by a restart. Jobs are
// still upserted by id (an edited file reaches the site on the next deploy). Running it twice
// changes nothing.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUIDE_PRODUCTS, JOB_TYPES } from '@platform/shared/schemas';
import type { Database } from '../db/database.ts';
import { parseFrontMatter, readingMinutes } from './front-matter.ts';
import { parseLendingPartners, writeLendingPartners } from './lenders-file.ts';

export { parseLendingPartners } from './lenders-file.ts';

export const CONTENT_DIR = fileURLToPath(new URL('../seed/content/', import.meta.url));

export { GUIDE_PRODUCTS } from '@platform/shared/schemas';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function required(fields: Record<string, string>, key: string, file: string): string {
  const value = fields[key];
  if (!value) throw new Error(`${file}: "${key}" is missing`);
  return value;
}

function dateOf(fields: Record<string, string>, file: string): Date {
  const date = new Date(`${required(fields, 'published', file)}T09:00:00+05:30`);
  if (Number.isNaN(date.getTime())) throw new Error(`${file}: "published" is not a YYYY-MM-DD date`);
  return date;
}

/** An article's Hindi or Marathi version sits beside it as `<slug>.hi.md` or `<slug>.mr.md` (decision 052). */
const LANGUAGE_FILE = /\.(hi|mr)\.md$/;

async function markdownFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.md') && !LANGUAGE_FILE.test(f)).sort();
}

async function languageFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => LANGUAGE_FILE.test(f)).sort();
}

export async function loadContent(db: Database, dir = CONTENT_DIR): Promise<void> {
  const partners = parseLendingPartners(await readFile(join(dir, 'lending-partners.json'), 'utf8'));
  const articles: Array<{ kind: 'blog' | 'news' | 'guide'; folder: string }> = [
    { kind: 'blog', folder: 'blog' },
    { kind: 'news', folder: 'news' },
    { kind: 'guide', folder: 'guides' },
  ];
  await db.transaction(async (tx) => {
    for (const { kind, folder } of articles) {
      for (const file of await markdownFiles(join(dir, folder))) {
        const slug = file.replace(/\.md$/, '');
        if (!SLUG.test(slug)) throw new Error(`${folder}/${file}: the file name must be a lower-case slug`);
        const { fields, body } = parseFrontMatter(await readFile(join(dir, folder, file), 'utf8'), `${folder}/${file}`);
        const product = kind === 'guide' ? required(fields, 'product', file) : null;
        if (product && !(GUIDE_PRODUCTS as readonly string[]).includes(product)) throw new Error(`${file}: unknown product ${product}`);
        const id = randomUUID();
        const text = {
          slug,
          kind,
          product,
          title: required(fields, 'title', file),
          excerpt: required(fields, 'excerpt', file),
          body,
          author: required(fields, 'author', file),
          category: required(fields, 'category', file),
          cover: fields.cover ?? null,
          published: dateOf(fields, file),
        };
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO blog_posts (id, slug, kind, product, title, excerpt, body, author, category, cover_image, published_at, reading_minutes, state, version, updated_at)
           SELECT $1::uuid, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text, $10::text, $11::timestamptz, $12::int, 'published', 1, $11::timestamptz
            WHERE NOT EXISTS (SELECT 1 FROM content_slug_redirects WHERE old_slug = $2::text)
           ON CONFLICT (slug) DO NOTHING
           RETURNING id`,
          [id, slug, kind, product, text.title, text.excerpt, body, text.author, text.category, text.cover, text.published, readingMinutes(body)],
        );
        if (inserted.rows.length === 0) continue;
        await tx.query(
          `INSERT INTO content_versions (item_id, number, slug, title, excerpt, body, author, category, product, cover_image, saved_at)
           VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [id, slug, text.title, text.excerpt, body, text.author, text.category, product, text.cover, text.published],
        );
      }
      // Language versions: seeded, published, only for an article of that slug that has none in
      // that language yet, so an editor's Hindi or Marathi text is never overwritten.
      for (const file of await languageFiles(join(dir, folder))) {
        const [, language] = LANGUAGE_FILE.exec(file)!;
        const slug = file.replace(LANGUAGE_FILE, '');
        if (!SLUG.test(slug)) throw new Error(`${folder}/${file}: the file name must be a lower-case slug and .hi.md or .mr.md`);
        const { fields, body } = parseFrontMatter(await readFile(join(dir, folder, file), 'utf8'), `${folder}/${file}`);
        const title = required(fields, 'title', file);
        const excerpt = required(fields, 'excerpt', file);
        const inserted = await tx.query<{ item_id: string; published_at: Date | string }>(
          `INSERT INTO content_translations (item_id, language, title, excerpt, body, reading_minutes, state, published_at, version, updated_at)
           SELECT p.id, $2::text, $3::text, $4::text, $5::text, $6::int, 'published', p.published_at, 1, p.published_at
             FROM blog_posts p WHERE p.slug = $1::text AND p.kind = $7::text AND p.published_at IS NOT NULL
           ON CONFLICT (item_id, language) DO NOTHING
           RETURNING item_id, published_at`,
          [slug, language, title, excerpt, body, readingMinutes(body), kind],
        );
        const row = inserted.rows[0];
        if (!row) continue;
        await tx.query(
          `INSERT INTO content_versions (item_id, language, number, slug, title, excerpt, body, author, category, product, cover_image, saved_at)
           SELECT p.id, $2, 1, p.slug, $3, $4, $5, p.author, p.category, p.product, p.cover_image, $6 FROM blog_posts p WHERE p.id = $1`,
          [row.item_id, language, title, excerpt, body, row.published_at],
        );
      }
    }
    for (const file of await markdownFiles(join(dir, 'jobs'))) {
      const id = file.replace(/\.md$/, '');
      if (!SLUG.test(id)) throw new Error(`jobs/${file}: the file name must be a lower-case slug`);
      const { fields, body } = parseFrontMatter(await readFile(join(dir, 'jobs', file), 'utf8'), `jobs/${file}`);
      const type = required(fields, 'type', file);
      if (!(JOB_TYPES as readonly string[]).includes(type)) throw new Error(`jobs/${file}: type must be one of ${JOB_TYPES.join(', ')}`);
      await tx.query(
        `INSERT INTO jobs (id, title, city, job_type, department, summary, body, posted_at, open)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, city = EXCLUDED.city, job_type = EXCLUDED.job_type,
           department = EXCLUDED.department, summary = EXCLUDED.summary, body = EXCLUDED.body,
           posted_at = EXCLUDED.posted_at, open = EXCLUDED.open`,
        [
          id,
          required(fields, 'title', file),
          required(fields, 'city', file),
          type,
          required(fields, 'department', file),
          required(fields, 'summary', file),
          body,
          dateOf(fields, file),
          fields.open !== 'false',
        ],
      );
    }
    await writeLendingPartners(tx, partners);
  });
}
