// The content desk of the operations console (issue 32; docs/decisions/039): blog posts, news items
// and product guides written, versioned, scheduled, published and unpublished by the content
// editors (and operations admins), images uploaded for them, and the public content's version the
// site server watches so that prerendered pages pick up a publish. Handlers:
// api/src/content/desk.ts (queries in api/src/content/desk-queries.ts).
import { array, mixed, number, object, string } from 'yup';
import {
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  CONTENT_MOVES,
  CONTENT_STATES,
  contentFieldsSchema,
  contentTranslationFieldsSchema,
  newContentSchema,
  type ContentKind,
  type ContentLanguage,
  type ContentMove,
  type ContentState,
} from '../schemas/content-desk';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract, type StaffRole } from './contract';
import { dataResponse, FILE_ANSWER, isoDateTime, uuid, messageCodeFields } from './envelope';
import { pageInfoSchema, pageQuerySchema } from './ops-paging';

export const CONTENT_DESK_ROLES: readonly StaffRole[] = ['content_editor', 'ops_admin'];

/** Largest image an editor may upload, and the types (by content) it may be. */
export const CONTENT_IMAGE_LIMITS = { maxBytes: 2 * 1024 * 1024, acceptText: 'a JPG or PNG image' } as const;

// The desk's messages are keyed (validation-texts-desks-a.ts) so the console shows them in Hindi and Marathi.
const m = VALIDATION_TEXTS.contentDesk;

const contentKind = () =>
  mixed<ContentKind>()
    .oneOf([...CONTENT_KINDS])
    .defined();
const contentState = () =>
  mixed<ContentState>()
    .oneOf([...CONTENT_STATES])
    .defined();

export const contentListQuerySchema = pageQuerySchema.shape({
  kind: string()
    .default('')
    .oneOf(['', ...CONTENT_KINDS], m.kindFilter),
  state: string()
    .default('')
    .oneOf(['', ...CONTENT_STATES], m.stateFilter),
  /** Words of the title or slug. */
  q: string()
    .trim()
    .max(100, fillTemplate(VALIDATION_TEXTS.common.searchTooLong, { max: 100 }))
    .default(''),
});

const contentLanguage = () =>
  mixed<ContentLanguage>()
    .oneOf([...CONTENT_LANGUAGES])
    .defined();

/** An item as the desk's list shows it. */
export const contentRowSchema = object({
  id: uuid(),
  kind: contentKind(),
  slug: string().defined(),
  title: string().defined(),
  state: contentState(),
  /** When it went or goes live; null for a draft. */
  publishAt: isoDateTime().nullable(),
  version: number().integer().defined(),
  updatedAt: isoDateTime(),
  /** Its Hindi and Marathi versions there are, each in its own state (docs/decisions/052). */
  languages: array(object({ language: contentLanguage(), state: contentState() }).defined()).defined(),
});

const countsSchema = object(Object.fromEntries(CONTENT_STATES.map((state) => [state, number().integer().defined()]))).defined();

const versionSummarySchema = object({
  number: number().integer().defined(),
  title: string().defined(),
  slug: string().defined(),
  savedAt: isoDateTime(),
  /** Who saved it; null for the first version the demo seed wrote. */
  savedBy: string().nullable().defined(),
  restoredFrom: number().integer().nullable().defined(),
});

/** One item with what the editor needs: its text, versions, old addresses and the moves it allows. */
export const contentItemSchema = contentRowSchema.shape({
  excerpt: string().defined(),
  body: string().defined(),
  author: string().defined(),
  category: string().defined(),
  product: string().defined(),
  coverImage: string().defined(),
  /** Where the public reads it (for a published item). */
  publicPath: string().defined(),
  moves: array(
    mixed<ContentMove>()
      .oneOf([...CONTENT_MOVES])
      .defined(),
  ).defined(),
  versions: array(versionSummarySchema.defined()).defined(),
  /** Old slugs that redirect here. */
  oldSlugs: array(string().defined()).defined(),
  /** Its Hindi and Marathi versions, each with its own text, state, moves and versions. */
  translations: array(
    object({
      language: contentLanguage(),
      title: string().defined(),
      excerpt: string().defined(),
      body: string().defined(),
      state: contentState(),
      publishAt: isoDateTime().nullable(),
      version: number().integer().defined(),
      updatedAt: isoDateTime(),
      moves: array(
        mixed<ContentMove>()
          .oneOf([...CONTENT_MOVES])
          .defined(),
      ).defined(),
      versions: array(versionSummarySchema.defined()).defined(),
    }).defined(),
  ).defined(),
});

export const contentVersionSchema = versionSummarySchema.shape({
  excerpt: string().defined(),
  body: string().defined(),
  author: string().defined(),
  category: string().defined(),
  product: string().defined(),
  coverImage: string().defined(),
});

const ROW = {
  id: '0d6b1c2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  kind: 'blog' as const,
  slug: 'gst-registration-for-small-shops',
  title: 'Does your shop need GST registration?',
  state: 'published' as const,
  publishAt: '2025-11-29T03:30:00.000Z',
  version: 2,
  updatedAt: '2026-01-10T05:00:00.000Z',
  languages: [{ language: 'hi' as const, state: 'published' as const }],
};
const VERSIONS = [
  { number: 2, title: ROW.title, slug: ROW.slug, savedAt: ROW.updatedAt, savedBy: 'Content Editor', restoredFrom: null },
  { number: 1, title: ROW.title, slug: ROW.slug, savedAt: ROW.publishAt, savedBy: null, restoredFrom: null },
];
const ITEM = {
  ...ROW,
  excerpt: 'The turnover thresholds, the documents you need and why a GSTIN also helps you get a business loan.',
  body: '## Who must register\n…',
  author: 'Farhan Qureshi',
  category: 'Business',
  product: '',
  coverImage: '',
  publicPath: `/blog/${ROW.slug}`,
  moves: ['unpublish' as const],
  versions: VERSIONS,
  oldSlugs: [],
  translations: [
    {
      language: 'hi' as const,
      title: 'क्या आपकी दुकान को GST रजिस्ट्रेशन चाहिए?',
      excerpt: 'टर्नओवर की सीमा, ज़रूरी कागज़ात और GSTIN से बिज़नेस लोन मिलना आसान क्यों होता है।',
      body: '## किसे रजिस्टर करना होगा\n…',
      state: 'published' as const,
      publishAt: '2026-01-12T05:00:00.000Z',
      version: 1,
      updatedAt: '2026-01-12T05:00:00.000Z',
      moves: ['unpublish' as const],
      versions: [
        {
          number: 1,
          title: 'क्या आपकी दुकान को GST रजिस्ट्रेशन चाहिए?',
          slug: ROW.slug,
          savedAt: '2026-01-12T04:50:00.000Z',
          savedBy: 'Content Editor',
          restoredFrom: null,
        },
      ],
    },
  ],
};
const COUNTS = { draft: 1, scheduled: 0, published: 12, unpublished: 0 };
const FIELDS = {
  title: ITEM.title,
  slug: ITEM.slug,
  excerpt: ITEM.excerpt,
  body: ITEM.body,
  author: ITEM.author,
  category: ITEM.category,
  product: '',
  coverImage: '',
};

const idParams = object({ id: string().defined() });
/** The version the editor opened: a save or restore made on a stale page is refused (409). */
const seenVersionField = () => number().typeError(m.seenVersionWhole).integer().required(m.seenVersionRequired);
const itemResponse = dataResponse(contentItemSchema);

export const listContentItems = defineContract({
  operationId: 'listContentItems',
  method: 'GET',
  path: '/ops/content',
  summary: 'Blog posts, news items and product guides for the content desk, last changed first and paged, by kind, state and words of the title or slug',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  query: contentListQuerySchema,
  response: dataResponse(pageInfoSchema.shape({ items: array(contentRowSchema.defined()).defined(), counts: countsSchema })),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'Published blog posts',
      request: { query: { kind: 'blog', state: 'published' } },
      response: { success: true, message: 'Content fetched successfully', data: { items: [ROW], counts: COUNTS, page: 1, pageSize: 25, total: 1 } },
    },
  ],
});

export const getContentItem = defineContract({
  operationId: 'getContentItem',
  method: 'GET',
  path: '/ops/content/:id',
  summary: 'One item with its text, its versions (newest first), the old slugs that redirect to it and the moves its state allows',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  params: idParams,
  response: itemResponse,
  errors: [401, 403, 404],
  samples: [
    { name: 'A published post', request: { params: { id: ROW.id } }, response: { success: true, message: 'Content fetched successfully', data: ITEM } },
  ],
});

export const createContentItem = defineContract({
  operationId: 'createContentItem',
  method: 'POST',
  path: '/ops/content',
  summary: 'Start a blog post, news item or product guide: a draft, its first version',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  body: newContentSchema,
  response: itemResponse,
  status: 201,
  errors: [400, 401, 403, 409],
  samples: [
    {
      name: 'A new draft',
      request: { body: { kind: 'blog', ...FIELDS } },
      response: {
        success: true,
        message: 'Draft saved',
        data: { ...ITEM, state: 'draft', publishAt: null, version: 1, moves: ['schedule', 'publish'], versions: [{ ...VERSIONS[0]!, number: 1 }] },
      },
    },
  ],
});

export const saveContentItem = defineContract({
  operationId: 'saveContentItem',
  method: 'PUT',
  path: '/ops/content/:id',
  summary:
    'Save the text as a new version (a published item changes on the site at once). A new slug keeps the old one redirecting here. 409 when someone saved since the version the editor opened.',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  params: idParams,
  body: contentFieldsSchema.shape({ seenVersion: seenVersionField() }),
  response: itemResponse,
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'A second version',
      request: { params: { id: ROW.id }, body: { ...FIELDS, seenVersion: 1 } },
      response: { success: true, message: 'Saved as version 2', data: ITEM },
    },
  ],
});

export const getContentVersion = defineContract({
  operationId: 'getContentVersion',
  method: 'GET',
  path: '/ops/content/:id/versions/:number',
  summary: 'One earlier version of an item, whole, to read before restoring it',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  params: object({ id: string().defined(), number: string().defined() }),
  response: dataResponse(contentVersionSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'The first version',
      request: { params: { id: ROW.id, number: '1' } },
      response: {
        success: true,
        message: 'Version fetched successfully',
        data: { ...VERSIONS[1]!, excerpt: ITEM.excerpt, body: ITEM.body, author: ITEM.author, category: ITEM.category, product: '', coverImage: '' },
      },
    },
  ],
});

export const restoreContentVersion = defineContract({
  operationId: 'restoreContentVersion',
  method: 'POST',
  path: '/ops/content/:id/versions/:number/restore',
  summary: 'Save an earlier version’s text as a new version (nothing is lost: the versions in between stay). 409 when someone saved since.',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  params: object({ id: string().defined(), number: string().defined() }),
  body: object({ seenVersion: seenVersionField() }),
  response: itemResponse,
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Back to the first text',
      request: { params: { id: ROW.id, number: '1' }, body: { seenVersion: 2 } },
      response: {
        success: true,
        message: 'Version 1 restored as version 3',
        data: { ...ITEM, version: 3, versions: [{ ...VERSIONS[1]!, number: 3, savedBy: 'Content Editor', restoredFrom: 1 }, ...VERSIONS] },
      },
    },
  ],
});

export const contentMoveSchema = object({
  move: string()
    .required(m.moveRequired)
    .oneOf([...CONTENT_MOVES], m.moveRequired),
  /** For `schedule`: when it goes live (ISO date and time, in the future). */
  publishAt: string()
    .trim()
    .default('')
    .when('move', {
      is: 'schedule',
      then: (schema) => schema.required(m.publishAtRequired).test('date', m.publishAtShape, (value) => !Number.isNaN(Date.parse(value))),
    }),
  /** The state the editor saw: a move made on a stale page is refused (409). */
  seenState: string()
    .required(m.seenStateRequired)
    .oneOf([...CONTENT_STATES], m.seenStateFromList),
});

export const moveContentItem = defineContract({
  operationId: 'moveContentItem',
  method: 'POST',
  path: '/ops/content/:id/moves',
  summary:
    'Schedule (a time in the future), publish now or unpublish an item; refused (409) when its state does not allow the move or changed since the editor saw it',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  params: idParams,
  body: contentMoveSchema,
  response: itemResponse.concat(messageCodeFields(['content.scheduled', 'content.published', 'content.unscheduled', 'content.unpublished'])),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Published',
      request: { params: { id: ROW.id }, body: { move: 'publish', seenState: 'draft' } },
      response: { success: true, message: 'Published: it is on the site now', messageCode: 'content.published', messageParams: {}, data: ITEM },
    },
  ],
});

export const uploadContentImage = defineContract({
  operationId: 'uploadContentImage',
  method: 'POST',
  path: '/ops/content/images',
  summary: 'Upload an image for an article of a kind; answers the address to use in the Markdown or as the cover',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  multipart: {
    fields: object({
      kind: string()
        .required(m.imageKindRequired)
        .oneOf([...CONTENT_KINDS], m.kindFilter),
    }),
    files: { image: { description: `The image: ${CONTENT_IMAGE_LIMITS.acceptText} by content.`, required: true } },
    description: `One image of at most ${CONTENT_IMAGE_LIMITS.maxBytes / (1024 * 1024)} MB with the field kind (blog, news or guide).`,
  },
  response: dataResponse(object({ id: uuid(), kind: contentKind(), url: string().defined(), name: string().defined(), bytes: number().integer().defined() })),
  status: 201,
  errors: [400, 401, 403, 413, 415],
  samples: [
    {
      name: 'A cover photo',
      request: { body: { kind: 'blog' } },
      response: {
        success: true,
        message: 'Image uploaded',
        data: {
          id: '3a9e4f5d-6172-4d8e-9f00-a1b2c3d4e5f6',
          kind: 'blog',
          url: 'https://api.loansetu.example/api/content/images/3a9e4f5d-6172-4d8e-9f00-a1b2c3d4e5f6.jpg',
          name: 'shop-front.jpg',
          bytes: 182_004,
        },
      },
    },
  ],
});

export const getContentImage = defineContract({
  operationId: 'getContentImage',
  method: 'GET',
  path: '/api/content/images/:key',
  summary: 'An image uploaded on the content desk (anyone may read it: it is on public pages)',
  tag: 'content',
  callers: ['anyone'],
  params: object({ key: string().defined() }),
  download: { description: 'The image, as the type its bytes show', types: ['image/jpeg', 'image/png'] },
  response: FILE_ANSWER,
  errors: [404],
  samples: [{ name: 'A cover photo', request: { params: { key: '3a9e4f5d-6172-4d8e-9f00-a1b2c3d4e5f6.jpg' } }, response: {} }],
});

export const getPublicContentVersion = defineContract({
  operationId: 'getPublicContentVersion',
  method: 'GET',
  path: '/api/content/version',
  summary:
    'A token that changes whenever what the public pages show changes (a save, a move, a scheduled item going live); the site server re-renders its prerendered pages when it does',
  tag: 'content',
  callers: ['anyone'],
  response: dataResponse(object({ version: string().defined() })),
  errors: [],
  samples: [{ name: 'Now', response: { success: true, message: 'Content version', data: { version: '41-38-1767931200000' } } }],
});

const languageParams = object({ id: string().defined(), language: string().defined() });

export const saveContentTranslation = defineContract({
  operationId: 'saveContentTranslation',
  method: 'PUT',
  path: '/ops/content/:id/languages/:language',
  summary:
    'Write the Hindi (hi) or Marathi (mr) version of an article: its title, summary and body, saved as that version’s next version (seenVersion 0 starts it, a draft). A published version changes on the site at once. 409 when someone saved that version since the editor opened it.',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  params: languageParams,
  body: contentTranslationFieldsSchema.shape({ seenVersion: seenVersionField() }),
  response: itemResponse,
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'A Hindi version started',
      request: {
        params: { id: ROW.id, language: 'hi' },
        body: { title: ITEM.translations[0]!.title, excerpt: ITEM.translations[0]!.excerpt, body: ITEM.translations[0]!.body, seenVersion: 0 },
      },
      response: {
        success: true,
        message: 'Saved as version 1',
        data: { ...ITEM, translations: [{ ...ITEM.translations[0]!, state: 'draft', publishAt: null, moves: ['schedule', 'publish'] }] },
      },
    },
  ],
});

export const getContentTranslationVersion = defineContract({
  operationId: 'getContentTranslationVersion',
  method: 'GET',
  path: '/ops/content/:id/languages/:language/versions/:number',
  summary: 'One earlier version of an article’s Hindi or Marathi version, whole, to read before restoring it',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  params: object({ id: string().defined(), language: string().defined(), number: string().defined() }),
  response: dataResponse(contentVersionSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'The first Hindi version',
      request: { params: { id: ROW.id, language: 'hi', number: '1' } },
      response: {
        success: true,
        message: 'Version fetched successfully',
        data: {
          ...ITEM.translations[0]!.versions[0]!,
          excerpt: ITEM.translations[0]!.excerpt,
          body: ITEM.translations[0]!.body,
          author: ITEM.author,
          category: ITEM.category,
          product: '',
          coverImage: '',
        },
      },
    },
  ],
});

export const restoreContentTranslationVersion = defineContract({
  operationId: 'restoreContentTranslationVersion',
  method: 'POST',
  path: '/ops/content/:id/languages/:language/versions/:number/restore',
  summary: 'Save an earlier text of a Hindi or Marathi version as its new version. 409 when someone saved that version since.',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  params: object({ id: string().defined(), language: string().defined(), number: string().defined() }),
  body: object({ seenVersion: seenVersionField() }),
  response: itemResponse,
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Back to the first Hindi text',
      request: { params: { id: ROW.id, language: 'hi', number: '1' }, body: { seenVersion: 2 } },
      response: { success: true, message: 'Version 1 restored as version 3', data: ITEM },
    },
  ],
});

export const moveContentTranslation = defineContract({
  operationId: 'moveContentTranslation',
  method: 'POST',
  path: '/ops/content/:id/languages/:language/moves',
  summary:
    'Schedule, publish now or unpublish an article’s Hindi or Marathi version, by the same rules as the article (409 when its state does not allow the move or changed since the editor saw it). Readers of that language get the English while it is not published.',
  tag: 'content-desk',
  callers: ['admin'],
  staffRoles: CONTENT_DESK_ROLES,
  params: languageParams,
  body: contentMoveSchema,
  response: itemResponse.concat(messageCodeFields(['content.scheduled', 'content.published', 'content.unscheduled', 'content.unpublished'])),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'The Hindi version published',
      request: { params: { id: ROW.id, language: 'hi' }, body: { move: 'publish', seenState: 'draft' } },
      response: { success: true, message: 'Published: it is on the site now', messageCode: 'content.published', messageParams: {}, data: ITEM },
    },
  ],
});

export const CONTENT_DESK_CONTRACTS = [
  listContentItems,
  getContentItem,
  createContentItem,
  saveContentItem,
  getContentVersion,
  restoreContentVersion,
  moveContentItem,
  saveContentTranslation,
  getContentTranslationVersion,
  restoreContentTranslationVersion,
  moveContentTranslation,
  uploadContentImage,
  getContentImage,
  getPublicContentVersion,
] as const;
