// The public site's content: blog, news and product guides (one table, `kind` tells them apart),
// open roles, and the partner programmes' enquiry form.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { JOB_TYPES, LENDER_KINDS, partnerLeadSchema, type LendingPartner, type LendingPartnerProduct } from '@platform/shared/schemas';
import { recordConsent } from '../consent/ledger.ts';
import { clientAddress, type AppContext } from '../context.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import { GUIDE_PRODUCTS } from './load-content.ts';

interface ArticleRow {
  id: string;
  slug: string;
  kind: 'blog' | 'news' | 'guide';
  product: string | null;
  title: string;
  excerpt: string;
  body?: string;
  author: string;
  category: string;
  cover_image: string | null;
  published_at: Date | string;
  reading_minutes: number;
}

interface PartnerRow {
  id: string;
  name: string;
  kind: LendingPartner['kind'];
  rbi_registration: string;
  registration_status: string;
  products: LendingPartnerProduct[] | string;
  grievance_officer: string;
  grievance_phone: string;
  grievance_email: string;
  website: string;
}

const articleOf = (row: ArticleRow) => ({
  id: row.id,
  slug: row.slug,
  kind: row.kind,
  product: row.product,
  title: row.title,
  excerpt: row.excerpt,
  ...(row.body !== undefined ? { body: row.body } : {}),
  author: row.author,
  category: row.category,
  coverImage: row.cover_image,
  publishedAt: new Date(row.published_at).toISOString(),
  readingMinutes: row.reading_minutes,
});

const articleSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    slug: { type: 'string' },
    kind: { type: 'string', enum: ['blog', 'news', 'guide'] },
    product: { type: ['string', 'null'] },
    title: { type: 'string' },
    excerpt: { type: 'string' },
    body: { type: 'string', description: 'Markdown; only on a single article' },
    author: { type: 'string' },
    category: { type: 'string' },
    coverImage: { type: ['string', 'null'] },
    publishedAt: { type: 'string', format: 'date-time' },
    readingMinutes: { type: 'integer' },
  },
};

const LIST_COLUMNS = 'id, slug, kind, product, title, excerpt, author, category, cover_image, published_at, reading_minutes';
export const DEFAULT_PAGE_SIZE = 6;
/** One connection may send this many partner enquiries an hour (a form, not a bulk import). */
const PARTNER_LEADS_PER_HOUR = { limit: 10, windowMs: 60 * 60 * 1000 };
const MAX_PAGE_SIZE = 24;

const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    category: { type: 'string', description: 'Only this category' },
    q: { type: 'string', description: 'Words in the title, summary or text' },
  },
};

/** A positive whole number from a query string, else the fallback (bad paging never fails a page). */
function wholeNumber(value: unknown, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  async function listArticles(kind: 'blog' | 'news', query: Record<string, unknown>) {
    const page = wholeNumber(query.page, 1, 10_000);
    const pageSize = wholeNumber(query.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const category = text(query.category, 60);
    const words = text(query.q, 100);
    const where = ['kind = $1', 'published_at <= $2'];
    const params: unknown[] = [kind, clock.now()];
    if (category) {
      params.push(category);
      where.push(`category = $${params.length}`);
    }
    if (words) {
      // Each word must appear somewhere; % and _ typed by a reader are literal characters.
      for (const word of words.split(/\s+/).slice(0, 8)) {
        params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where.push(`(title ILIKE $${params.length} OR excerpt ILIKE $${params.length} OR body ILIKE $${params.length})`);
      }
    }
    const filter = where.join(' AND ');
    const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts WHERE ${filter}`, params)).rows[0]!.n;
    const { rows } = await db.query<ArticleRow>(
      `SELECT ${LIST_COLUMNS} FROM blog_posts WHERE ${filter} ORDER BY published_at DESC, slug LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    const categories = await db.query<{ category: string; n: number }>(
      'SELECT category, count(*)::int AS n FROM blog_posts WHERE kind = $1 AND published_at <= $2 GROUP BY category ORDER BY category',
      [kind, clock.now()],
    );
    return {
      data: rows.map(articleOf),
      page,
      pageSize,
      total,
      pages: Math.max(1, Math.ceil(total / pageSize)),
      categories: categories.rows.map((c) => ({ name: c.category, count: c.n })),
    };
  }

  async function oneArticle(kind: ArticleRow['kind'], slug: string, product?: string) {
    const { rows } = await db.query<ArticleRow>(
      `SELECT ${LIST_COLUMNS}, body FROM blog_posts WHERE kind = $1 AND slug = $2 AND published_at <= $3 ${product ? 'AND product = $4' : ''}`,
      product ? [kind, slug.slice(0, 200), clock.now(), product] : [kind, slug.slice(0, 200), clock.now()],
    );
    const row = rows[0];
    if (!row) return undefined;
    // Related: same category (or product, for guides) first, then the newest of the rest.
    const related = await db.query<ArticleRow>(
      `SELECT ${LIST_COLUMNS} FROM blog_posts WHERE kind = $1 AND slug <> $2 AND published_at <= $3
       ORDER BY (${kind === 'guide' ? 'product' : 'category'} = $4) DESC, published_at DESC LIMIT 3`,
      [kind, row.slug, clock.now(), kind === 'guide' ? row.product : row.category],
    );
    return { ...articleOf(row), related: related.rows.map(articleOf) };
  }

  const listResponse = successEnvelope({
    data: { type: 'array', items: articleSchema },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
    pages: { type: 'integer' },
    categories: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, count: { type: 'integer' } } } },
  });
  const oneResponse = successEnvelope({
    data: { ...articleSchema, properties: { ...articleSchema.properties, related: { type: 'array', items: articleSchema } } },
  });

  for (const { kind, base, noun } of [
    { kind: 'blog' as const, base: '/api/blogs', noun: 'Blog' },
    { kind: 'news' as const, base: '/api/news', noun: 'News' },
  ]) {
    app.get(
      base,
      { schema: { tags: ['content'], summary: `${noun} posts, newest first, a page at a time`, querystring: listQuery, response: { 200: listResponse } } },
      async (request) => ({ success: true, message: `${noun} fetched successfully`, ...(await listArticles(kind, request.query as Record<string, unknown>)) }),
    );
    app.get<{ Params: { slug: string } }>(
      `${base}/:slug`,
      {
        schema: {
          tags: ['content'],
          summary: `One ${noun.toLowerCase()} post by its slug, with related posts`,
          params: { type: 'object', properties: { slug: { type: 'string' } } },
          response: { 200: oneResponse, ...failures(404) },
        },
      },
      async (request) => {
        const article = await oneArticle(kind, String(request.params.slug));
        if (!article) throw new ApiError(404, kind === 'blog' ? 'Blog post not found' : 'News item not found');
        return { success: true, message: `${noun} fetched successfully`, data: article };
      },
    );
  }

  app.get(
    '/api/guides',
    {
      schema: {
        tags: ['content'],
        summary: 'Product guides (the read-more pages), grouped by product',
        querystring: { type: 'object', properties: { product: { type: 'string', enum: [...GUIDE_PRODUCTS] } } },
        response: { 200: successEnvelope({ data: { type: 'array', items: articleSchema } }) },
      },
    },
    async (request) => {
      const product = text((request.query as Record<string, unknown>).product, 10);
      const { rows } = await db.query<ArticleRow>(
        `SELECT ${LIST_COLUMNS} FROM blog_posts WHERE kind = 'guide' AND published_at <= $1 ${product ? 'AND product = $2' : ''} ORDER BY product, title`,
        product ? [clock.now(), product] : [clock.now()],
      );
      return { success: true, message: 'Guides fetched successfully', data: rows.map(articleOf) };
    },
  );

  app.get<{ Params: { product: string; slug: string } }>(
    '/api/guides/:product/:slug',
    {
      schema: {
        tags: ['content'],
        summary: "One product guide (404 when the id is not one of that product's guides)",
        params: { type: 'object', properties: { product: { type: 'string' }, slug: { type: 'string' } } },
        response: { 200: oneResponse, ...failures(404) },
      },
    },
    async (request) => {
      const guide = await oneArticle('guide', String(request.params.slug), String(request.params.product).slice(0, 10));
      if (!guide) throw new ApiError(404, 'Guide not found');
      return { success: true, message: 'Guide fetched successfully', data: guide };
    },
  );

  const jobSchema = {
    type: 'object',
    properties: {
      id: { type: 'string' },
      title: { type: 'string' },
      city: { type: 'string' },
      type: { type: 'string', enum: [...JOB_TYPES] },
      department: { type: 'string' },
      summary: { type: 'string' },
      body: { type: 'string' },
      postedAt: { type: 'string', format: 'date-time' },
    },
  };
  interface JobRow {
    id: string;
    title: string;
    city: string;
    job_type: string;
    department: string;
    summary: string;
    body: string;
    posted_at: Date | string;
  }
  const jobOf = (row: JobRow, withBody: boolean) => ({
    id: row.id,
    title: row.title,
    city: row.city,
    type: row.job_type,
    department: row.department,
    summary: row.summary,
    ...(withBody ? { body: row.body } : {}),
    postedAt: new Date(row.posted_at).toISOString(),
  });

  app.get(
    '/api/jobs',
    {
      schema: {
        tags: ['careers'],
        summary: 'Open roles, newest first, optionally in one city or of one type; with the cities and types there are',
        querystring: { type: 'object', properties: { city: { type: 'string' }, type: { type: 'string', enum: [...JOB_TYPES] } } },
        response: {
          200: successEnvelope({
            data: { type: 'array', items: jobSchema },
            cities: { type: 'array', items: { type: 'string' } },
            types: { type: 'array', items: { type: 'string' } },
          }),
        },
      },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const where = ['open'];
      const params: unknown[] = [];
      for (const [column, value] of [
        ['city', text(query.city, 60)],
        ['job_type', text(query.type, 30)],
      ] as const) {
        if (!value) continue;
        params.push(value);
        where.push(`${column} = $${params.length}`);
      }
      const { rows } = await db.query<JobRow>(`SELECT * FROM jobs WHERE ${where.join(' AND ')} ORDER BY posted_at DESC, title`, params);
      const all = await db.query<{ city: string; job_type: string }>('SELECT DISTINCT city, job_type FROM jobs WHERE open');
      return {
        success: true,
        message: 'Jobs fetched successfully',
        data: rows.map((r) => jobOf(r, false)),
        cities: [...new Set(all.rows.map((r) => r.city))].sort(),
        types: JOB_TYPES.filter((t) => all.rows.some((r) => r.job_type === t)),
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id',
    {
      schema: {
        tags: ['careers'],
        summary: 'One open role',
        params: { type: 'object', properties: { id: { type: 'string' } } },
        response: { 200: successEnvelope({ data: jobSchema }), ...failures(404) },
      },
    },
    async (request) => {
      const { rows } = await db.query<JobRow>('SELECT * FROM jobs WHERE id = $1 AND open', [String(request.params.id).slice(0, 120)]);
      if (!rows[0]) throw new ApiError(404, 'This job is no longer open');
      return { success: true, message: 'Job fetched successfully', data: jobOf(rows[0], true) };
    },
  );

  const partnerSchema = {
    type: 'object',
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      kind: { type: 'string', enum: [...LENDER_KINDS] },
      rbiRegistration: { type: 'string' },
      registrationStatus: { type: 'string' },
      products: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, fromRate: { type: 'number' }, processingFeePercent: { type: 'number' }, months: { type: 'integer' } },
        },
      },
      grievance: { type: 'object', properties: { name: { type: 'string' }, phone: { type: 'string' }, email: { type: 'string' } } },
      website: { type: 'string' },
    },
  };

  app.get(
    '/api/lending-partners',
    {
      schema: {
        tags: ['content'],
        summary: 'The banks and NBFCs the platform works with, with their RBI registration, products and grievance officer',
        response: { 200: successEnvelope({ data: { type: 'array', items: partnerSchema } }) },
      },
    },
    async () => {
      const { rows } = await db.query<PartnerRow>('SELECT * FROM lending_partners WHERE listed ORDER BY position, name');
      return {
        success: true,
        message: 'Lending partners fetched successfully',
        data: rows.map((r): LendingPartner => ({
          id: r.id,
          name: r.name,
          kind: r.kind,
          rbiRegistration: r.rbi_registration,
          registrationStatus: r.registration_status,
          products: typeof r.products === 'string' ? (JSON.parse(r.products) as LendingPartnerProduct[]) : r.products,
          grievance: { name: r.grievance_officer, phone: r.grievance_phone, email: r.grievance_email },
          website: r.website,
        })),
      };
    },
  );

  app.post(
    '/api/partner-leads',
    {
      schema: {
        tags: ['content'],
        summary: 'An enquiry from the franchise, distributor or become-partner page',
        body: jsonSchemaOf(partnerLeadSchema),
        response: { 200: successEnvelope(), ...failures(429) },
      },
    },
    async (request) => {
      const input = await parseBody(partnerLeadSchema, request.body);
      const allowed = await ctx.limiter.hit(`partner-lead:${clientAddress(request)}`, PARTNER_LEADS_PER_HOUR);
      if (!allowed.allowed) throw tooManyRequests('Too many enquiries from this connection. Please try again later.', allowed.retryAfterSeconds);
      const id = randomUUID();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO partner_leads (id, programme, name, mobile, email, city, pin_code, business, message, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [id, input.programme, input.name, input.mobile, input.email, input.city, input.pinCode, input.business, input.message ?? '', now],
        );
        await recordConsent(tx, { purpose: 'partner-programme', mobile: input.mobile, userId: null, subjectId: id, request, at: now });
      });
      return { success: true, message: 'Thank you. Our partnerships team will call you within two working days.' };
    },
  );
}
