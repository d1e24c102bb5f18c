// The content desk (issue 32): what an editor writes for a blog post, a news item or a product
// guide, and the moves between its states. The console's editor and the API parse with these same
// rules (docs/decisions/039-content-in-the-database.md).
import { mixed, object, string, type InferType } from 'yup';

export const CONTENT_KINDS = ['blog', 'news', 'guide'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = { blog: 'Blog post', news: 'News item', guide: 'Product guide' };

/** The read-more URL segments a guide belongs to (`/read-more/<product>/:id`, `/hl/:id`, `/lap/:id`). */
export const GUIDE_PRODUCTS = ['pl', 'cc', 'bl', 'PLBT', 'HLBT', 'lapbt', 'pfl', 'web', 'smm', 'hl', 'lap'] as const;

/**
 * Where an item stands. `scheduled` is not stored: it is a published item whose publication time
 * is still ahead, so it goes live when the time passes without any job having to run.
 */
export const CONTENT_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];
export const CONTENT_STATE_LABELS: Record<ContentState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

export const CONTENT_MOVES = ['schedule', 'publish', 'unpublish'] as const;
export type ContentMove = (typeof CONTENT_MOVES)[number];
export const CONTENT_MOVE_LABELS: Record<ContentMove, string> = { schedule: 'Schedule', publish: 'Publish now', unpublish: 'Unpublish' };

/**
 * The states each move starts from. Scheduling again moves the time; unpublishing a scheduled item
 * calls it off. A published item is not scheduled or published again: unpublish it first.
 */
export const CONTENT_MOVE_FROM: Record<ContentMove, readonly ContentState[]> = {
  schedule: ['draft', 'scheduled', 'unpublished'],
  publish: ['draft', 'scheduled', 'unpublished'],
  unpublish: ['scheduled', 'published'],
};

export const contentMovesFrom = (state: ContentState): ContentMove[] => CONTENT_MOVES.filter((move) => CONTENT_MOVE_FROM[move].includes(state));

/** Lower-case words joined by hyphens: the last part of the article's address. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: "GST for small shops?" → "gst-for-small-shops". */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** What an editor writes; the kind is chosen when the item is created and never changes. */
export const contentFieldsSchema = object({
  title: string().trim().required('Enter the title').max(160, 'The title must be at most 160 characters'),
  slug: string()
    .trim()
    .required('Enter the address (slug)')
    .max(80, 'The slug must be at most 80 characters')
    .matches(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens (e.g. gst-for-small-shops)'),
  excerpt: string().trim().required('Enter a short summary').max(300, 'The summary must be at most 300 characters'),
  body: string().trim().required('Write the article').max(100_000, 'The article must be at most 100,000 characters'),
  author: string().trim().required('Enter the author').max(80, 'The author must be at most 80 characters'),
  category: string().trim().required('Enter the category').max(60, 'The category must be at most 60 characters'),
  /** Only for a guide: the product's read-more segment. */
  product: string().trim().default(''),
  /** An image address: one uploaded on the desk (the API's /api/content/images/…) or a path on the site. */
  coverImage: string()
    .trim()
    .default('')
    .max(300, 'The cover image address must be at most 300 characters')
    .test(
      'cover',
      'Use an uploaded image’s address or a path on this site',
      (value) => !value || /^\/[^/]/.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value),
    ),
});
export type ContentFieldsInput = InferType<typeof contentFieldsSchema>;

export const newContentSchema = contentFieldsSchema.shape({
  kind: mixed<ContentKind>()
    .required('Choose what you are writing')
    .oneOf([...CONTENT_KINDS], 'Choose blog post, news item or product guide'),
});
export type NewContentInput = InferType<typeof newContentSchema>;

/**
 * The languages an article may have besides its English original (docs/decisions/052). The slug,
 * author, category, product and cover are the article's; a language version has its own title,
 * summary and body, state and versions.
 */
export const CONTENT_LANGUAGES = ['hi', 'mr'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const CONTENT_LANGUAGE_LABELS: Record<ContentLanguage, string> = { hi: 'Hindi', mr: 'Marathi' };

/** What an editor writes in a language version. */
export const contentTranslationFieldsSchema = object({
  title: string().trim().required('Enter the title').max(160, 'The title must be at most 160 characters'),
  excerpt: string().trim().required('Enter a short summary').max(300, 'The summary must be at most 300 characters'),
  body: string().trim().required('Write the article').max(100_000, 'The article must be at most 100,000 characters'),
});
export type ContentTranslationFieldsInput = InferType<typeof contentTranslationFieldsSchema>;
