// The site content's SQL: articles (blog, news, guides), open roles and lending partners (moved as
// it was from the route file; docs/decisions/031 for new SQL). An article is live when it is
// published and its time has come (a scheduled one goes live by itself: docs/decisions/039).
import { ARTICLE_LANGUAGES, type ArticleKind, type ArticleLanguage } from '@platform/shared/contracts';
import { lowestRateBps, type RateCell } from '@platform/shared/finance';
import type { JobType, LendingPartner } from '@platform/shared/schemas';
import type { Database, Queryable } from '../db/database.ts';
import { iso } from '../clock.ts';

interface ArticleRow {
  id: string;
  slug: string;
  kind: ArticleKind;
  product: string | null;
  title: string;
  excerpt: string;
  body?: string;
  author: string;
  category: string;
  cover_image: string | null;
  published_at: Date | string;
  reading_minutes: number;
  /** The language of the text in the row: the reader's when its version is live, else English. */
  language: ArticleLanguage;
  /** The other languages the article is live in, comma-separated (a plain text on either driver). */
  languages: string;
}

/**
 * The reader's language (docs/decisions/052): 'hi' or 'mr' asks for that version of each article
 * where it is live, 'en' for the English; named, the answers say which language each text is in
 * and which languages the article is live in (an English page names only those to search
 * engines). undefined is English, answered exactly as it always was.
 */
export type ReaderLanguage = ArticleLanguage | undefined;

const summaryOf = (row: ArticleRow, asked: ReaderLanguage) => ({
  id: row.id,
  slug: row.slug,
  kind: row.kind,
  product: row.product,
  title: row.title,
  excerpt: row.excerpt,
  author: row.author,
  category: row.category,
  coverImage: row.cover_image,
  publishedAt: iso(row.published_at)!,
  readingMinutes: row.reading_minutes,
  ...(asked ? { language: row.language, languages: languagesOf(row) } : {}),
});

const languagesOf = (row: ArticleRow): ArticleLanguage[] => [
  'en',
  ...ARTICLE_LANGUAGES.filter((language) => language !== 'en' && row.languages.split(',').includes(language)),
];

/**
 * The columns of an article in the reader's language: `t` is its live version in that language
 * (none for English, or when that version is not published or its time has not come), the English
 * fills in otherwise. `now` and `lang` name the statement's parameters.
 */
const columnsIn = (now: string, lang: string) => ({
  columns: `p.id, p.slug, p.kind, p.product, coalesce(t.title, p.title) AS title, coalesce(t.excerpt, p.excerpt) AS excerpt, p.author, p.category,
    p.cover_image, p.published_at, coalesce(t.reading_minutes, p.reading_minutes) AS reading_minutes, coalesce(t.language, 'en') AS language,
    array_to_string(ARRAY(SELECT l.language FROM content_translations l
      WHERE l.item_id = p.id AND l.state = 'published' AND l.published_at <= ${now} ORDER BY l.language), ',') AS languages`,
  join: `LEFT JOIN content_translations t ON t.item_id = p.id AND t.language = ${lang}::text AND t.state = 'published' AND t.published_at <= ${now}`,
});

export interface ArticleFilter {
  page: number;
  pageSize: number;
  category: string;
  words: string;
}

/**
 * A page of published articles of a kind, newest first, with the categories there are, in the
 * reader's language where a version is live. Two reads sent together: the page, and the live
 * articles counted by category, of them those the filters match (the total). They were three, one
 * after another, on every public list (issue 34).
 */
export async function articlePage(
  db: Database,
  kind: 'blog' | 'news',
  { page, pageSize, category, words }: ArticleFilter,
  now: Date,
  language: ReaderLanguage = undefined,
) {
  const { columns, join } = columnsIn('$2', '$3');
  const live = ['p.kind = $1', "p.state = 'published'", 'p.published_at <= $2'];
  const matching: string[] = [];
  const params: unknown[] = [kind, now, language ?? ''];
  if (category) {
    params.push(category);
    matching.push(`p.category = $${params.length}`);
  }
  if (words) {
    // Each word must appear somewhere in the text the reader gets; % and _ typed by a reader are literal characters.
    for (const word of words.split(/\s+/).slice(0, 8)) {
      params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const n = params.length;
      matching.push(`(coalesce(t.title, p.title) ILIKE $${n} OR coalesce(t.excerpt, p.excerpt) ILIKE $${n} OR coalesce(t.body, p.body) ILIKE $${n})`);
    }
  }
  const [{ rows }, counted] = await Promise.all([
    db.query<ArticleRow>(
      `SELECT ${columns} FROM blog_posts p ${join} WHERE ${[...live, ...matching].join(' AND ')}
        ORDER BY p.published_at DESC, p.slug LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    ),
    db.query<{ category: string; n: number; matching: number }>(
      `SELECT p.category, count(*)::int AS n, count(*) FILTER (WHERE ${matching.length ? matching.join(' AND ') : 'true'})::int AS matching
         FROM blog_posts p ${join} WHERE ${live.join(' AND ')} GROUP BY p.category ORDER BY p.category`,
      params,
    ),
  ]);
  const total = counted.rows.reduce((sum, c) => sum + c.matching, 0);
  return {
    data: rows.map((row) => summaryOf(row, language)),
    page,
    pageSize,
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    categories: counted.rows.map((c) => ({ name: c.category, count: c.n })),
  };
}

/** One published article with its text and three related ones; a guide only under its product. */
export async function oneArticle(db: Queryable, kind: ArticleKind, slug: string, now: Date, product?: string, language: ReaderLanguage = undefined) {
  const { columns, join } = columnsIn('$3', '$4');
  const { rows } = await db.query<ArticleRow>(
    `SELECT ${columns}, coalesce(t.body, p.body) AS body FROM blog_posts p ${join}
      WHERE p.kind = $1 AND p.slug = $2 AND p.state = 'published' AND p.published_at <= $3 ${product ? 'AND p.product = $5' : ''}`,
    product ? [kind, slug.slice(0, 200), now, language ?? '', product] : [kind, slug.slice(0, 200), now, language ?? ''],
  );
  const row = rows[0];
  if (!row) return undefined;
  // Related: same category (or product, for guides) first, then the newest of the rest.
  const related = await db.query<ArticleRow>(
    `SELECT ${columns} FROM blog_posts p ${join} WHERE p.kind = $1 AND p.slug <> $2 AND p.state = 'published' AND p.published_at <= $3
     ORDER BY (p.${kind === 'guide' ? 'product' : 'category'} = $5) DESC, p.published_at DESC LIMIT 3`,
    [kind, row.slug, now, language ?? '', kind === 'guide' ? row.product : row.category],
  );
  // The text sits between the summary and the author, where a single article has always carried it.
  const { author, category, coverImage, publishedAt, readingMinutes, ...head } = summaryOf(row, language);
  return {
    ...head,
    body: row.body ?? '',
    author,
    category,
    coverImage,
    publishedAt,
    readingMinutes,
    related: related.rows.map((r) => summaryOf(r, language)),
  };
}

/**
 * Where an article that had this slug before lives now (a live one of the same kind), for a 301
 * from its old address; undefined when there is none.
 */
export async function movedArticle(
  db: Queryable,
  kind: ArticleKind,
  oldSlug: string,
  now: Date,
): Promise<{ slug: string; product: string | null } | undefined> {
  const { rows } = await db.query<{ slug: string; product: string | null }>(
    `SELECT p.slug, p.product FROM content_slug_redirects r JOIN blog_posts p ON p.id = r.item_id
      WHERE r.old_slug = $1 AND p.kind = $2 AND p.state = 'published' AND p.published_at <= $3`,
    [oldSlug.slice(0, 200), kind, now],
  );
  return rows[0];
}

/** The published guides, of one product or all, grouped by product. */
export async function guides(db: Database, product: string, now: Date, language: ReaderLanguage = undefined) {
  const { columns, join } = columnsIn('$1', '$2');
  const { rows } = await db.query<ArticleRow>(
    `SELECT ${columns} FROM blog_posts p ${join} WHERE p.kind = 'guide' AND p.state = 'published' AND p.published_at <= $1 ${product ? 'AND p.product = $3' : ''}
      ORDER BY p.product, title`,
    product ? [now, language ?? '', product] : [now, language ?? ''],
  );
  return rows.map((row) => summaryOf(row, language));
}

interface JobRow {
  id: string;
  title: string;
  city: string;
  /** Written only from the content files, checked against JOB_TYPES (load-content.ts). */
  job_type: JobType;
  department: string;
  summary: string;
  body: string;
  posted_at: Date | string;
}

const jobSummaryOf = (row: JobRow) => ({
  id: row.id,
  title: row.title,
  city: row.city,
  type: row.job_type,
  department: row.department,
  summary: row.summary,
  postedAt: iso(row.posted_at)!,
});

/** Open roles, newest first, optionally in one city or of one type. */
export async function openJobs(db: Database, city: string, type: string) {
  const where = ['open'];
  const params: unknown[] = [];
  for (const [column, value] of [
    ['city', city],
    ['job_type', type],
  ] as const) {
    if (!value) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  const { rows } = await db.query<JobRow>(`SELECT * FROM jobs WHERE ${where.join(' AND ')} ORDER BY posted_at DESC, title`, params);
  return rows.map(jobSummaryOf);
}

/** The cities and types of every open role (the filters a reader can choose). */
export async function openJobFacets(db: Database) {
  const { rows } = await db.query<{ city: string; job_type: JobType }>('SELECT DISTINCT city, job_type FROM jobs WHERE open');
  return rows;
}

export async function openJob(db: Database, id: string) {
  const { rows } = await db.query<JobRow>('SELECT * FROM jobs WHERE id = $1 AND open', [id.slice(0, 120)]);
  const row = rows[0];
  if (!row) return undefined;
  const { postedAt, ...summary } = jobSummaryOf(row);
  return { ...summary, body: row.body, postedAt };
}

interface PartnerRow {
  id: string;
  name: string;
  kind: LendingPartner['kind'];
  rbi_registration: string;
  registration_status: string;
  grievance_officer: string;
  grievance_phone: string;
  grievance_email: string;
  website: string;
  demo: boolean;
}

interface PartnerProductRow {
  lender_id: string;
  product: string;
  name: string;
  processing_fee_bps: number;
  example_tenure_months: number;
  rate_grid: RateCell[] | string;
}

/**
 * The listed partners with a summary of each product worked out from its terms (the lowest rate of
 * its grid, its fee, the tenure of the APR example), so the summary cannot disagree with the offers.
 */
export async function listedLendingPartners(db: Queryable): Promise<LendingPartner[]> {
  const [partners, products] = await Promise.all([
    db.query<PartnerRow>('SELECT * FROM lending_partners WHERE listed AND active ORDER BY position, name'),
    db.query<PartnerProductRow>(
      `SELECT p.lender_id, p.product, p.name, p.processing_fee_bps, p.example_tenure_months, p.rate_grid
         FROM lender_products p JOIN lending_partners l ON l.id = p.lender_id WHERE l.listed AND l.active ORDER BY p.lender_id, p.position`,
    ),
  ]);
  return partners.rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    rbiRegistration: r.rbi_registration,
    registrationStatus: r.registration_status,
    products: products.rows
      .filter((p) => p.lender_id === r.id)
      .map((p) => ({
        product: p.product,
        name: p.name,
        fromRate: lowestRateBps({ rateGrid: typeof p.rate_grid === 'string' ? (JSON.parse(p.rate_grid) as RateCell[]) : p.rate_grid }) / 100,
        processingFeePercent: p.processing_fee_bps / 100,
        months: p.example_tenure_months,
      })),
    grievance: { name: r.grievance_officer, phone: r.grievance_phone, email: r.grievance_email },
    website: r.website,
    demo: r.demo,
  }));
}

export interface NewPartnerLead {
  id: string;
  programme: string;
  name: string;
  mobile: string;
  email: string;
  city: string;
  pinCode: string;
  business: string;
  message: string;
  at: Date;
}

export async function insertPartnerLead(tx: Queryable, lead: NewPartnerLead): Promise<void> {
  await tx.query(
    `INSERT INTO partner_leads (id, programme, name, mobile, email, city, pin_code, business, message, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [lead.id, lead.programme, lead.name, lead.mobile, lead.email, lead.city, lead.pinCode, lead.business, lead.message, lead.at],
  );
}
