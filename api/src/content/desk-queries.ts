// The content desk's SQL (issue 32; docs/decisions/039): items are rows of blog_posts, every save a
// row of content_versions, old slugs rows of content_slug_redirects. "Scheduled" is worked out
// here from the publication time, never stored (see stateOf). Statements are fixed text with
// parameters, so api/src/db/raw-sql.test.ts prepares each against the schema.
import { createHash } from 'node:crypto';
import {
  CONTENT_LANGUAGES,
  CONTENT_STATES,
  contentMovesFrom,
  indiaMidnight,
  type ContentKind,
  type ContentLanguage,
  type ContentState,
} from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { QueueSummary } from '../ops/queue-summary.ts';
import { readingMinutes } from './front-matter.ts';

export interface ItemRow {
  id: string;
  slug: string;
  kind: ContentKind;
  product: string | null;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  category: string;
  cover_image: string | null;
  published_at: Date | string | null;
  state: 'draft' | 'published' | 'unpublished';
  version: number;
  updated_at: Date | string;
}

/** A Hindi or Marathi version of an article (migration 037, docs/decisions/052). */
export interface TranslationRow {
  item_id: string;
  language: ContentLanguage;
  title: string;
  excerpt: string;
  body: string;
  state: ItemRow['state'];
  published_at: Date | string | null;
  version: number;
  updated_at: Date | string;
}

/** What an editor writes in a language version. */
export interface TranslationText {
  title: string;
  excerpt: string;
  body: string;
}

/** The language versions of an item as the list shows them: "hi:published,mr:draft" from SQL. */
export interface LanguageState {
  language: ContentLanguage;
  state: ContentState;
}

const languageStatesOf = (column: string | null | undefined): LanguageState[] =>
  (column ?? '')
    .split(',')
    .map((pair) => pair.split(':') as [ContentLanguage, ContentState])
    .filter(([language]) => (CONTENT_LANGUAGES as readonly string[]).includes(language))
    .map(([language, state]) => ({ language, state }));

export interface VersionRow {
  number: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  category: string;
  product: string | null;
  cover_image: string | null;
  restored_from: number | null;
  saved_by_name: string | null;
  saved_at: Date | string;
}

/** What an editor writes (the fields every version keeps). */
export interface ContentText {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  category: string;
  product: string | null;
  coverImage: string | null;
}

/** A published item whose time has not come is scheduled: it goes live by itself when it comes. */
export function stateOf(row: Pick<ItemRow, 'state' | 'published_at'>, now: Date): ContentState {
  if (row.state === 'published' && row.published_at && new Date(row.published_at).getTime() > now.getTime()) return 'scheduled';
  return row.state;
}

/** Where the public reads an item. */
export function publicPathOf(row: Pick<ItemRow, 'kind' | 'slug' | 'product'>): string {
  if (row.kind === 'blog') return `/blog/${row.slug}`;
  if (row.kind === 'news') return `/news-event/${row.slug}`;
  if (row.product === 'hl' || row.product === 'lap') return `/${row.product}/${row.slug}`;
  return `/read-more/${row.product ?? ''}/${row.slug}`;
}

export const rowOf = (row: ItemRow, now: Date, languages: LanguageState[]) => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: row.title,
  state: stateOf(row, now),
  publishAt: iso(row.published_at),
  version: row.version,
  updatedAt: iso(row.updated_at),
  languages,
});

/** A page row with its language versions' states (the `languages` column of contentPage). */
export const listRowOf = (row: ItemRow & { languages: string | null }, now: Date) => rowOf(row, now, languageStatesOf(row.languages));

export interface ContentListFilters {
  kind: string;
  state: string;
  q: string;
  page: number;
  pageSize: number;
}

const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL of a state filter: the stored state and, for published and scheduled, which side of now. */
const STATE_FILTER = `($2::text = ''
    OR ($2::text = 'scheduled' AND p.state = 'published' AND p.published_at > $4)
    OR ($2::text = 'published' AND p.state = 'published' AND p.published_at <= $4)
    OR ($2::text IN ('draft', 'unpublished') AND p.state = $2::text))`;

/** A page of items, last changed first, with the count in each state under the other filters. */
export async function contentPage(db: Queryable, filters: ContentListFilters, now: Date) {
  const words = likeText(filters.q);
  const [{ rows }, { rows: totals }, { rows: counted }] = await Promise.all([
    db.query<ItemRow & { languages: string | null }>(
      `SELECT p.*, array_to_string(ARRAY(
          SELECT l.language || ':' || CASE WHEN l.state = 'published' AND l.published_at > $4 THEN 'scheduled' ELSE l.state END
            FROM content_translations l WHERE l.item_id = p.id ORDER BY l.language), ',') AS languages
         FROM blog_posts p
        WHERE ($1::text = '' OR p.kind = $1::text) AND ${STATE_FILTER}
          AND ($3::text = '' OR p.title ILIKE '%' || $3::text || '%' OR p.slug ILIKE '%' || $3::text || '%')
        ORDER BY p.updated_at DESC, p.id LIMIT $5 OFFSET $6`,
      [filters.kind, filters.state, words, now, filters.pageSize, (filters.page - 1) * filters.pageSize],
    ),
    db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM blog_posts p
        WHERE ($1::text = '' OR p.kind = $1::text) AND ${STATE_FILTER}
          AND ($3::text = '' OR p.title ILIKE '%' || $3::text || '%' OR p.slug ILIKE '%' || $3::text || '%')`,
      [filters.kind, filters.state, words, now],
    ),
    db.query<{ state: ContentState; n: string | number }>(
      `SELECT CASE WHEN p.state = 'published' AND p.published_at > $3 THEN 'scheduled' ELSE p.state END AS state, count(*) AS n
         FROM blog_posts p
        WHERE ($1::text = '' OR p.kind = $1::text)
          AND ($2::text = '' OR p.title ILIKE '%' || $2::text || '%' OR p.slug ILIKE '%' || $2::text || '%')
        GROUP BY 1`,
      [filters.kind, words, now],
    ),
  ]);
  const counts = Object.fromEntries(CONTENT_STATES.map((state) => [state, 0])) as Record<ContentState, number>;
  for (const row of counted) counts[row.state] = Number(row.n);
  return { rows, counts, total: Number(totals[0]?.n ?? 0) };
}

export async function itemOr404(db: Queryable, id: string, lock = false): Promise<ItemRow> {
  const { rows } = isUuid(id) ? await db.query<ItemRow>(`SELECT * FROM blog_posts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]) : { rows: [] };
  if (!rows[0]) throw new ApiError(404, 'Content not found');
  return rows[0];
}

/** An item's versions in one language (English, the original, unless told), newest first. */
export async function versionsOf(db: Queryable, id: string, language: 'en' | ContentLanguage = 'en'): Promise<VersionRow[]> {
  const { rows } = await db.query<VersionRow>(
    `SELECT v.*, u.username AS saved_by_name FROM content_versions v LEFT JOIN users u ON u.id = v.saved_by
      WHERE v.item_id = $1 AND v.language = $2 ORDER BY v.number DESC`,
    [id, language],
  );
  return rows;
}

export async function versionOr404(db: Queryable, id: string, number: string, language: 'en' | ContentLanguage = 'en'): Promise<VersionRow> {
  const n = Number(number);
  const { rows } =
    isUuid(id) && Number.isInteger(n) && n >= 1 && n < 1_000_000
      ? await db.query<VersionRow>(
          `SELECT v.*, u.username AS saved_by_name FROM content_versions v LEFT JOIN users u ON u.id = v.saved_by
            WHERE v.item_id = $1 AND v.language = $3 AND v.number = $2`,
          [id, n, language],
        )
      : { rows: [] };
  if (!rows[0]) throw new ApiError(404, 'Version not found');
  return rows[0];
}

export const versionSummaryOf = (row: VersionRow) => ({
  number: row.number,
  title: row.title,
  slug: row.slug,
  savedAt: iso(row.saved_at),
  savedBy: row.saved_by_name,
  restoredFrom: row.restored_from,
});

export const versionOf = (row: VersionRow) => ({
  ...versionSummaryOf(row),
  excerpt: row.excerpt,
  body: row.body,
  author: row.author,
  category: row.category,
  product: row.product ?? '',
  coverImage: row.cover_image ?? '',
});

/** The item as the editor reads it, with its Hindi and Marathi versions. */
export async function itemOf(db: Queryable, row: ItemRow, now: Date) {
  const [versions, { rows: redirects }, translated] = await Promise.all([
    versionsOf(db, row.id),
    db.query<{ old_slug: string }>('SELECT old_slug FROM content_slug_redirects WHERE item_id = $1 ORDER BY created_at DESC, old_slug', [row.id]),
    translationsOf(db, row.id),
  ]);
  const translations = await Promise.all(
    translated.map(async (t) => ({
      language: t.language,
      title: t.title,
      excerpt: t.excerpt,
      body: t.body,
      state: stateOf(t, now),
      publishAt: iso(t.published_at),
      version: t.version,
      updatedAt: iso(t.updated_at)!,
      moves: contentMovesFrom(stateOf(t, now)),
      versions: (await versionsOf(db, row.id, t.language)).map(versionSummaryOf),
    })),
  );
  const state = stateOf(row, now);
  return {
    ...rowOf(
      row,
      now,
      translations.map((t) => ({ language: t.language, state: t.state })),
    ),
    excerpt: row.excerpt,
    body: row.body,
    author: row.author,
    category: row.category,
    product: row.product ?? '',
    coverImage: row.cover_image ?? '',
    publicPath: publicPathOf(row),
    moves: contentMovesFrom(state),
    versions: versions.map(versionSummaryOf),
    oldSlugs: redirects.map((r) => r.old_slug),
    translations,
  };
}

export async function translationsOf(db: Queryable, id: string): Promise<TranslationRow[]> {
  const { rows } = await db.query<TranslationRow>('SELECT * FROM content_translations WHERE item_id = $1 ORDER BY language', [id]);
  return rows;
}

/** An item's version in `language`, if it has one (locked for a save or a move). */
export async function translationOf(tx: Queryable, id: string, language: ContentLanguage, lock = false): Promise<TranslationRow | undefined> {
  const { rows } = await tx.query<TranslationRow>(`SELECT * FROM content_translations WHERE item_id = $1 AND language = $2${lock ? ' FOR UPDATE' : ''}`, [
    id,
    language,
  ]);
  return rows[0];
}

/** The language version takes `text` as its version `number`; the first save starts it as a draft. */
export async function writeTranslation(tx: Queryable, id: string, language: ContentLanguage, number: number, text: TranslationText, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO content_translations (item_id, language, title, excerpt, body, reading_minutes, state, published_at, version, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'draft', NULL, $7, $8)
     ON CONFLICT (item_id, language) DO UPDATE SET title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, body = EXCLUDED.body,
       reading_minutes = EXCLUDED.reading_minutes, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
    [id, language, text.title, text.excerpt, text.body, readingMinutes(text.body), number, now],
  );
}

export async function setTranslationState(
  tx: Queryable,
  id: string,
  language: ContentLanguage,
  state: ItemRow['state'],
  publishedAt: Date | null,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE content_translations SET state = $3, published_at = $4, updated_at = $5 WHERE item_id = $1 AND language = $2', [
    id,
    language,
    state,
    publishedAt,
    now,
  ]);
}

/** Whether another item has this slug (slugs are one namespace across blog, news and guides). */
export async function slugTakenBy(tx: Queryable, slug: string, exceptId: string | null): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM blog_posts WHERE slug = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)', [slug, exceptId]);
  return rows.length > 0;
}

export async function insertItem(tx: Queryable, item: { id: string; kind: ContentKind; text: ContentText; now: Date }): Promise<void> {
  const { text } = item;
  await tx.query(
    `INSERT INTO blog_posts (id, slug, kind, product, title, excerpt, body, author, category, cover_image, published_at, reading_minutes, state, version, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, NULL, $11, 'draft', 1, $12)`,
    [
      item.id,
      text.slug,
      item.kind,
      text.product,
      text.title,
      text.excerpt,
      text.body,
      text.author,
      text.category,
      text.coverImage,
      readingMinutes(text.body),
      item.now,
    ],
  );
}

/** The item takes `text` as its version `number` (the row is the current version's copy). */
export async function writeText(tx: Queryable, id: string, number: number, text: ContentText, now: Date): Promise<void> {
  await tx.query(
    `UPDATE blog_posts SET slug = $2, product = $3, title = $4, excerpt = $5, body = $6, author = $7, category = $8, cover_image = $9,
            reading_minutes = $10, version = $11, updated_at = $12
      WHERE id = $1`,
    [id, text.slug, text.product, text.title, text.excerpt, text.body, text.author, text.category, text.coverImage, readingMinutes(text.body), number, now],
  );
}

export async function insertVersion(
  tx: Queryable,
  version: {
    itemId: string;
    number: number;
    text: ContentText;
    savedBy: string | null;
    restoredFrom: number | null;
    at: Date;
    /** Of a Hindi or Marathi version: it keeps the article's slug, author … as they were at the save. */
    language?: 'en' | ContentLanguage;
  },
): Promise<void> {
  const { text } = version;
  await tx.query(
    `INSERT INTO content_versions (item_id, number, slug, title, excerpt, body, author, category, product, cover_image, restored_from, saved_by, saved_at, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      version.itemId,
      version.number,
      text.slug,
      text.title,
      text.excerpt,
      text.body,
      text.author,
      text.category,
      text.product,
      text.coverImage,
      version.restoredFrom,
      version.savedBy,
      version.at,
      version.language ?? 'en',
    ],
  );
}

/**
 * A slug change: the old slug redirects to the item from now on, and the new one stops redirecting
 * anywhere (an item renamed back, or a slug another item gave up and this one takes).
 */
export async function moveSlug(tx: Queryable, id: string, oldSlug: string, newSlug: string, now: Date): Promise<void> {
  await tx.query('DELETE FROM content_slug_redirects WHERE old_slug = $1', [newSlug]);
  await tx.query(
    `INSERT INTO content_slug_redirects (old_slug, item_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (old_slug) DO UPDATE SET item_id = EXCLUDED.item_id, created_at = EXCLUDED.created_at`,
    [oldSlug, id, now],
  );
}

export async function setState(tx: Queryable, id: string, state: ItemRow['state'], publishedAt: Date | null, now: Date): Promise<void> {
  await tx.query('UPDATE blog_posts SET state = $2, published_at = $3, updated_at = $4 WHERE id = $1', [id, state, publishedAt, now]);
}

/**
 * A token that changes whenever what the public reads changes: a save or a move (the sum of the
 * versions and the last change), or a scheduled item's time passing (the number live now), of the
 * articles and of their Hindi and Marathi versions alike (decision 052). Small aggregates, cheap
 * enough for the site server to ask every second.
 */
export async function publicContentVersion(db: Queryable, now: Date): Promise<string> {
  const { rows } = await db.query<{ versions: string | number | null; live: string | number; changed: Date | string | null }>(
    `SELECT a.versions + t.versions AS versions, a.live + t.live AS live, greatest(a.changed, t.changed) AS changed
       FROM (SELECT coalesce(sum(version), 0) AS versions, count(*) FILTER (WHERE state = 'published' AND published_at <= $1) AS live,
                    max(updated_at) AS changed FROM blog_posts) a,
            (SELECT coalesce(sum(version), 0) AS versions, count(*) FILTER (WHERE state = 'published' AND published_at <= $1) AS live,
                    max(updated_at) AS changed FROM content_translations) t`,
    [now],
  );
  const row = rows[0]!;
  const source = `${Number(row.versions ?? 0)}-${Number(row.live)}-${row.changed ? new Date(row.changed).getTime() : 0}`;
  return createHash('sha256').update(source).digest('base64url').slice(0, 16);
}

/**
 * The content desk's dashboard card: drafts waiting to be finished (the oldest by its last
 * change), and the articles that went live today (published now, or scheduled for a time that has
 * come). Drafts have no due time, so nothing is past due.
 */
export async function contentQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const [{ rows: drafts }, { rows: live }] = await Promise.all([
    db.query<{ size: string | number; oldest: Date | string | null }>(
      "SELECT count(*) AS size, min(updated_at) AS oldest FROM blog_posts WHERE state = 'draft'",
    ),
    db.query<{ n: string | number }>("SELECT count(*) AS n FROM blog_posts WHERE state = 'published' AND published_at >= $1 AND published_at <= $2", [
      indiaMidnight(now),
      now,
    ]),
  ]);
  return {
    queue: 'content',
    label: 'Content drafts',
    size: Number(drafts[0]?.size ?? 0),
    oldestAt: iso(drafts[0]?.oldest ?? null),
    pastDue: 0,
    doneToday: Number(live[0]?.n ?? 0),
    path: '/ops/content?state=draft',
  };
}
