// Loads the site's Markdown content (api/src/seed/content) into the database. Runs at every start:
// rows are upserted by slug (jobs by id), so an edited file reaches the site on the next deploy
// and running it twice changes nothing.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JOB_TYPES } from '@platform/shared/schemas';
import type { Database } from '../db/database.ts';
import { parseFrontMatter, readingMinutes } from './front-matter.ts';

export const CONTENT_DIR = fileURLToPath(new URL('../seed/content/', import.meta.url));

/** The read-more URL segments (`/read-more/<product>/:id`, `/hl/:id`, `/lap/:id`). */
export const GUIDE_PRODUCTS = ['pl', 'cc', 'bl', 'PLBT', 'HLBT', 'lapbt', 'pfl', 'web', 'smm', 'hl', 'lap'] as const;

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

async function markdownFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
}

export async function loadContent(db: Database, dir = CONTENT_DIR): Promise<void> {
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
        await tx.query(
          `INSERT INTO blog_posts (id, slug, kind, product, title, excerpt, body, author, category, cover_image, published_at, reading_minutes)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           ON CONFLICT (slug) DO UPDATE SET kind = EXCLUDED.kind, product = EXCLUDED.product, title = EXCLUDED.title,
             excerpt = EXCLUDED.excerpt, body = EXCLUDED.body, author = EXCLUDED.author, category = EXCLUDED.category,
             cover_image = EXCLUDED.cover_image, published_at = EXCLUDED.published_at, reading_minutes = EXCLUDED.reading_minutes`,
          [
            randomUUID(),
            slug,
            kind,
            product,
            required(fields, 'title', file),
            required(fields, 'excerpt', file),
            body,
            required(fields, 'author', file),
            required(fields, 'category', file),
            fields.cover ?? null,
            dateOf(fields, file),
            readingMinutes(body),
          ],
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
  });
}
