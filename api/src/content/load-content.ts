// Loads the site's Markdown content (api/src/seed/content) into the database. Runs at every start:
// rows are upserted by slug (jobs by id), so an edited file reaches the site on the next deploy
// and running it twice changes nothing.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JOB_TYPES, LENDER_KINDS, type LendingPartner } from '@platform/shared/schemas';
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

/** lending-partners.json, checked field by field: a bad file stops the start rather than the page. */
export function parseLendingPartners(text: string): LendingPartner[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error('lending-partners.json: a list of partners is expected');
  const ids = new Set<string>();
  return data.map((entry: Record<string, unknown>, index) => {
    const where = `lending-partners.json[${index}]`;
    const str = (value: unknown, key: string) => {
      if (typeof value !== 'string' || !value.trim()) throw new Error(`${where}: "${key}" is missing`);
      return value.trim();
    };
    const id = str(entry.id, 'id');
    if (!SLUG.test(id) || ids.has(id)) throw new Error(`${where}: "id" must be a unique lower-case slug`);
    ids.add(id);
    const kind = str(entry.kind, 'kind');
    if (!(LENDER_KINDS as readonly string[]).includes(kind)) throw new Error(`${where}: "kind" must be one of ${LENDER_KINDS.join(', ')}`);
    if (!Array.isArray(entry.products) || entry.products.length === 0) throw new Error(`${where}: "products" must list at least one product`);
    const products = entry.products.map((product: Record<string, unknown>) => {
      const number = (key: string, ok: (n: number) => boolean) => {
        const value = product[key];
        if (typeof value !== 'number' || !ok(value)) throw new Error(`${where}: product "${String(product.name)}" has a bad "${key}"`);
        return value;
      };
      return {
        name: str(product.name, 'products.name'),
        fromRate: number('fromRate', (n) => n > 0 && n < 60),
        processingFeePercent: number('processingFeePercent', (n) => n >= 0 && n <= 10),
        months: number('months', (n) => Number.isInteger(n) && n >= 1 && n <= 480),
      };
    });
    const grievance = (entry.grievance ?? {}) as Record<string, unknown>;
    const website = str(entry.website, 'website');
    if (!website.startsWith('https://')) throw new Error(`${where}: "website" must be an https address`);
    return {
      id,
      name: str(entry.name, 'name'),
      kind: kind as LendingPartner['kind'],
      rbiRegistration: str(entry.rbiRegistration, 'rbiRegistration'),
      registrationStatus: str(entry.registrationStatus, 'registrationStatus'),
      products,
      grievance: {
        name: str(grievance.name, 'grievance.name'),
        phone: str(grievance.phone, 'grievance.phone'),
        email: str(grievance.email, 'grievance.email'),
      },
      website,
    };
  });
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
    // Partners in the file's order; one no longer in it is kept (old enquiries name it) but unlisted.
    await tx.query('UPDATE lending_partners SET listed = false');
    for (const [position, p] of partners.entries()) {
      await tx.query(
        `INSERT INTO lending_partners (id, name, kind, rbi_registration, registration_status, products, grievance_officer, grievance_phone, grievance_email, website, position, listed)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, true)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind, rbi_registration = EXCLUDED.rbi_registration,
           registration_status = EXCLUDED.registration_status, products = EXCLUDED.products, grievance_officer = EXCLUDED.grievance_officer,
           grievance_phone = EXCLUDED.grievance_phone, grievance_email = EXCLUDED.grievance_email, website = EXCLUDED.website,
           position = EXCLUDED.position, listed = true`,
        [
          p.id,
          p.name,
          p.kind,
          p.rbiRegistration,
          p.registrationStatus,
          JSON.stringify(p.products),
          p.grievance.name,
          p.grievance.phone,
          p.grievance.email,
          p.website,
          position,
        ],
      );
    }
  });
}
