// The content desk (issue 32; docs/decisions/039): content editors and operations admins write blog
// posts, news items and product guides in the console. Every save is a version (a restore saves an
// old version's text as a new one), a slug change keeps the old address redirecting, and an item
// moves draft → scheduled → published → unpublished by CONTENT_MOVE_FROM (shared). Every action
// is audited in its transaction. Contracts: @platform/shared/contracts (content-desk.ts); SQL:
// desk-queries.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import {
  CONTENT_IMAGE_LIMITS,
  createContentItem,
  getContentImage,
  getContentItem,
  getContentVersion,
  getPublicContentVersion,
  listContentItems,
  moveContentItem,
  moveContentTranslation,
  getContentTranslationVersion,
  pathOf,
  restoreContentTranslationVersion,
  saveContentTranslation,
  restoreContentVersion,
  saveContentItem,
  uploadContentImage,
  successCode,
  type SuccessCode,
} from '@platform/shared/contracts';
import {
  CONTENT_KINDS,
  CONTENT_LANGUAGE_LABELS,
  CONTENT_LANGUAGES,
  CONTENT_MOVE_FROM,
  CONTENT_STATE_LABELS,
  GUIDE_PRODUCTS,
  type ContentFieldsInput,
  type ContentKind,
  type ContentLanguage,
  type ContentMove,
  type ContentState,
} from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { registerContract, registerDownload } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { detectUpload, safeFileName, sendStoredFile } from '../storage/uploaded-file.ts';
import * as desk from './desk-queries.ts';

const IMAGE_KEY = /^[0-9a-f-]{36}\.(jpg|png)$/;

/** The fields as stored, checked for the item's kind (a guide needs one of the read-more products). */
function textOf(kind: ContentKind, input: ContentFieldsInput): desk.ContentText {
  const product = input.product.trim();
  if (kind === 'guide' && !(GUIDE_PRODUCTS as readonly string[]).includes(product)) {
    throw new ApiError(400, 'Choose the product this guide belongs to', { fields: { product: 'Choose the product this guide belongs to' } });
  }
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    body: input.body,
    author: input.author,
    category: input.category,
    product: kind === 'guide' ? product : null,
    coverImage: input.coverImage || null,
  };
}

const SLUG_TAKEN = () =>
  new ApiError(409, 'Another article already has this address', { fields: { slug: 'Another article already has this address. Choose another slug.' } });

const stale = (seen: number, now: number) =>
  new ApiError(409, `Someone saved version ${now} after the version ${seen} you opened. Reload to see it; your text is still in the editor.`);

export function contentDeskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, files } = ctx;
  const staffActor = (id: string) => ({ id, role: 'admin' });

  /** Saves `text` as the item's next version (and a slug change's redirect), audited as `action`. */
  async function saveVersion(
    tx: Queryable,
    row: desk.ItemRow,
    text: desk.ContentText,
    me: string,
    action: 'content.save' | 'content.restore',
    restoredFrom: number | null,
  ): Promise<number> {
    const now = clock.now();
    if (text.slug !== row.slug) {
      if (await desk.slugTakenBy(tx, text.slug, row.id)) throw SLUG_TAKEN();
      await desk.moveSlug(tx, row.id, row.slug, text.slug, now);
    }
    const number = row.version + 1;
    await desk.insertVersion(tx, { itemId: row.id, number, text, savedBy: me, restoredFrom, at: now });
    await desk.writeText(tx, row.id, number, text, now);
    await recordAudit(tx, {
      actor: staffActor(me),
      action,
      subjectType: 'content',
      subjectId: row.id,
      before: { version: row.version, slug: row.slug, title: row.title },
      after: { version: number, slug: text.slug, title: text.title, ...(restoredFrom ? { restoredFrom } : {}) },
      at: now,
    });
    return number;
  }

  registerContract(app, ctx, listContentItems, async ({ query }) => {
    const now = clock.now();
    const { rows, counts, total } = await desk.contentPage(db, query, now);
    return {
      success: true,
      message: 'Content fetched successfully',
      data: { items: rows.map((row) => desk.listRowOf(row, now)), counts, page: query.page, pageSize: query.pageSize, total },
    };
  });

  registerContract(app, ctx, getContentItem, async ({ params }) => ({
    success: true,
    message: 'Content fetched successfully',
    data: await desk.itemOf(db, await desk.itemOr404(db, params.id), clock.now()),
  }));

  registerContract(app, ctx, createContentItem, async ({ user: me, body: input }) => {
    const kind = input.kind as ContentKind;
    const text = textOf(kind, input);
    const id = randomUUID();
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (await desk.slugTakenBy(tx, text.slug, null)) throw SLUG_TAKEN();
      // A new item may take a slug another item gave up: that old address then leads here.
      await tx.query('DELETE FROM content_slug_redirects WHERE old_slug = $1', [text.slug]);
      await desk.insertItem(tx, { id, kind, text, now });
      await desk.insertVersion(tx, { itemId: id, number: 1, text, savedBy: me.id, restoredFrom: null, at: now });
      await recordAudit(tx, {
        actor: staffActor(me.id),
        action: 'content.create',
        subjectType: 'content',
        subjectId: id,
        after: { kind, version: 1, slug: text.slug, title: text.title, state: 'draft' },
        at: now,
      });
    });
    return { success: true, message: 'Draft saved', data: await desk.itemOf(db, await desk.itemOr404(db, id), clock.now()) };
  });

  registerContract(app, ctx, saveContentItem, async ({ user: me, params, body: input }) => {
    const number = await db.transaction(async (tx) => {
      const row = await desk.itemOr404(tx, params.id, true);
      if (row.version !== input.seenVersion) throw stale(input.seenVersion, row.version);
      return saveVersion(tx, row, textOf(row.kind, input), me.id, 'content.save', null);
    });
    return { success: true, message: `Saved as version ${number}`, data: await desk.itemOf(db, await desk.itemOr404(db, params.id), clock.now()) };
  });

  registerContract(app, ctx, getContentVersion, async ({ params }) => ({
    success: true,
    message: 'Version fetched successfully',
    data: desk.versionOf(await desk.versionOr404(db, params.id, params.number)),
  }));

  registerContract(app, ctx, restoreContentVersion, async ({ user: me, params, body: input }) => {
    const { from, number } = await db.transaction(async (tx) => {
      const row = await desk.itemOr404(tx, params.id, true);
      const old = await desk.versionOr404(tx, params.id, params.number);
      if (row.version !== input.seenVersion) throw stale(input.seenVersion, row.version);
      if (old.number === row.version) throw new ApiError(409, `Version ${old.number} is the current text already`);
      const text: desk.ContentText = {
        slug: old.slug,
        title: old.title,
        excerpt: old.excerpt,
        body: old.body,
        author: old.author,
        category: old.category,
        product: old.product,
        coverImage: old.cover_image,
      };
      return { from: old.number, number: await saveVersion(tx, row, text, me.id, 'content.restore', old.number) };
    });
    return {
      success: true,
      message: `Version ${from} restored as version ${number}`,
      data: await desk.itemOf(db, await desk.itemOr404(db, params.id), clock.now()),
    };
  });

  registerContract(app, ctx, moveContentItem, async ({ user: me, params, body: input }) => {
    const said = await db.transaction(async (tx) => {
      const now = clock.now();
      const row = await desk.itemOr404(tx, params.id, true);
      const moved = decideMove(row, input, now);
      await desk.setState(tx, row.id, moved.stored, moved.publishedAt, now);
      await recordAudit(tx, {
        actor: staffActor(me.id),
        action: `content.${moved.move}`,
        subjectType: 'content',
        subjectId: row.id,
        before: { state: moved.state, publishAt: row.published_at ? new Date(row.published_at).toISOString() : null },
        after: { state: moved.after, publishAt: moved.publishedAt?.toISOString() ?? null, version: row.version },
        at: now,
      });
      return moved.said;
    });
    return { success: true, ...said, data: await desk.itemOf(db, await desk.itemOr404(db, params.id), clock.now()) };
  });

  // The Hindi and Marathi versions (decision 052): the same versions, 409s and moves as the
  // English original, each language on its own count and state, audited under the article with
  // the language named.
  const languageOr404 = (language: string): ContentLanguage => {
    if (!(CONTENT_LANGUAGES as readonly string[]).includes(language)) throw new ApiError(404, 'Articles are written in English, Hindi (hi) or Marathi (mr)');
    return language as ContentLanguage;
  };

  /** Saves `text` as the language version's next version (the first starts it, a draft), audited as `action`. */
  async function saveTranslationVersion(
    tx: Queryable,
    row: desk.ItemRow,
    language: ContentLanguage,
    current: desk.TranslationRow | undefined,
    text: desk.TranslationText,
    me: string,
    action: 'content.save' | 'content.restore',
    restoredFrom: number | null,
  ): Promise<number> {
    const now = clock.now();
    const number = (current?.version ?? 0) + 1;
    const whole: desk.ContentText = {
      slug: row.slug,
      title: text.title,
      excerpt: text.excerpt,
      body: text.body,
      author: row.author,
      category: row.category,
      product: row.product,
      coverImage: row.cover_image,
    };
    await desk.insertVersion(tx, { itemId: row.id, number, text: whole, savedBy: me, restoredFrom, at: now, language });
    await desk.writeTranslation(tx, row.id, language, number, text, now);
    await recordAudit(tx, {
      actor: staffActor(me),
      action,
      subjectType: 'content',
      subjectId: row.id,
      before: { language, version: current?.version ?? 0, title: current?.title ?? null },
      after: { language, version: number, title: text.title, ...(restoredFrom ? { restoredFrom } : {}) },
      at: now,
    });
    return number;
  }

  registerContract(app, ctx, saveContentTranslation, async ({ user: me, params, body: input }) => {
    const language = languageOr404(params.language);
    const number = await db.transaction(async (tx) => {
      const row = await desk.itemOr404(tx, params.id, true);
      const current = await desk.translationOf(tx, row.id, language, true);
      const version = current?.version ?? 0;
      if (version !== input.seenVersion) throw stale(input.seenVersion, version);
      const text = { title: input.title, excerpt: input.excerpt, body: input.body };
      return saveTranslationVersion(tx, row, language, current, text, me.id, 'content.save', null);
    });
    return { success: true, message: `Saved as version ${number}`, data: await desk.itemOf(db, await desk.itemOr404(db, params.id), clock.now()) };
  });

  registerContract(app, ctx, getContentTranslationVersion, async ({ params }) => ({
    success: true,
    message: 'Version fetched successfully',
    data: desk.versionOf(await desk.versionOr404(db, params.id, params.number, languageOr404(params.language))),
  }));

  registerContract(app, ctx, restoreContentTranslationVersion, async ({ user: me, params, body: input }) => {
    const language = languageOr404(params.language);
    const { from, number } = await db.transaction(async (tx) => {
      const row = await desk.itemOr404(tx, params.id, true);
      const current = await desk.translationOf(tx, row.id, language, true);
      const old = await desk.versionOr404(tx, params.id, params.number, language);
      const version = current?.version ?? 0;
      if (version !== input.seenVersion) throw stale(input.seenVersion, version);
      if (old.number === version) throw new ApiError(409, `Version ${old.number} is the current text already`);
      const text = { title: old.title, excerpt: old.excerpt, body: old.body };
      return { from: old.number, number: await saveTranslationVersion(tx, row, language, current, text, me.id, 'content.restore', old.number) };
    });
    return {
      success: true,
      message: `Version ${from} restored as version ${number}`,
      data: await desk.itemOf(db, await desk.itemOr404(db, params.id), clock.now()),
    };
  });

  registerContract(app, ctx, moveContentTranslation, async ({ user: me, params, body: input }) => {
    const language = languageOr404(params.language);
    const said = await db.transaction(async (tx) => {
      const now = clock.now();
      const row = await desk.itemOr404(tx, params.id, true);
      const current = await desk.translationOf(tx, row.id, language, true);
      if (!current) throw new ApiError(404, `This article has no ${CONTENT_LANGUAGE_LABELS[language]} version yet`);
      const moved = decideMove(current, input, now);
      await desk.setTranslationState(tx, row.id, language, moved.stored, moved.publishedAt, now);
      await recordAudit(tx, {
        actor: staffActor(me.id),
        action: `content.${moved.move}`,
        subjectType: 'content',
        subjectId: row.id,
        before: { language, state: moved.state, publishAt: current.published_at ? new Date(current.published_at).toISOString() : null },
        after: { language, state: moved.after, publishAt: moved.publishedAt?.toISOString() ?? null, version: current.version },
        at: now,
      });
      return moved.said;
    });
    return { success: true, ...said, data: await desk.itemOf(db, await desk.itemOr404(db, params.id), clock.now()) };
  });

  registerContract(app, ctx, uploadContentImage, async ({ user: me, request }) => {
    const { kind, image, name } = await readImage(request);
    const detected = await detectUpload(image);
    if (!detected || detected.extension === 'pdf') {
      throw new ApiError(415, `The image must be ${CONTENT_IMAGE_LIMITS.acceptText}`, { fields: { image: `Choose ${CONTENT_IMAGE_LIMITS.acceptText}` } });
    }
    const key = await files.put(image, detected.extension);
    const id = randomUUID();
    const now = clock.now();
    const fileName = safeFileName(name, detected.extension, 'image');
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO content_images (id, kind, storage_key, mime, bytes, name, uploaded_by, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, kind, key, detected.mime, image.length, fileName, me.id, now],
        );
        await recordAudit(tx, {
          actor: staffActor(me.id),
          action: 'content.image_upload',
          subjectType: 'content_image',
          subjectId: id,
          after: { kind, key, bytes: image.length, mime: detected.mime },
          at: now,
        });
      });
    } catch (error) {
      await files.remove(key);
      throw error;
    }
    // Whole, with the API's origin: the image is shown on the site's pages, another origin.
    const url = `${request.protocol}://${request.host}${pathOf(getContentImage, { key })}`;
    return { success: true, message: 'Image uploaded', data: { id, kind, url, name: fileName, bytes: image.length } };
  });

  registerDownload(app, ctx, getContentImage, async ({ params, reply }) => {
    const key = params.key;
    const { rows } = IMAGE_KEY.test(key)
      ? await db.query<{ mime: string; name: string }>('SELECT mime, name FROM content_images WHERE storage_key = $1', [key])
      : { rows: [] };
    const content = rows[0] ? await files.get(key) : undefined;
    if (!rows[0] || !content) throw new ApiError(404, 'Image not found');
    // A key names one upload for good: the bytes behind it never change.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    // Images sit on the site's pages, another origin than the API's.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return sendStoredFile(reply, { content, mime: rows[0].mime, name: rows[0].name, disposition: 'inline' });
  });

  registerContract(app, ctx, getPublicContentVersion, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return { success: true, message: 'Content version', data: { version: await desk.publicContentVersion(db, clock.now()) } };
  });
}

/**
 * A schedule, publish or unpublish of an article or of one of its language versions (one rule for
 * both): refused (409) when the state changed since the editor saw it or does not allow the move.
 * Answers the state to store, the publication time and what to tell the editor.
 */
/** What a move says: the English as the spec's style words it, and its code for the reader's language. */
type MoveSaid = { message: string; messageCode: SuccessCode; messageParams: Record<string, string> };

function decideMove(
  row: Pick<desk.ItemRow, 'state' | 'published_at'>,
  input: { move: string; publishAt: string; seenState: string },
  now: Date,
): { move: ContentMove; state: ContentState; stored: desk.ItemRow['state']; publishedAt: Date | null; after: ContentState; said: MoveSaid } {
  const move = input.move as ContentMove;
  const state = desk.stateOf(row, now);
  if (state !== input.seenState) {
    throw new ApiError(409, `This item is ${CONTENT_STATE_LABELS[state].toLowerCase()} now, not ${input.seenState}. Reload to see where it stands.`);
  }
  if (!CONTENT_MOVE_FROM[move].includes(state)) {
    throw new ApiError(409, `A ${CONTENT_STATE_LABELS[state].toLowerCase()} item cannot be ${move === 'publish' ? 'published' : `${move}d`}.`);
  }
  let publishedAt: Date | null;
  let stored: desk.ItemRow['state'];
  let said: MoveSaid;
  if (move === 'schedule') {
    publishedAt = new Date(input.publishAt);
    if (publishedAt.getTime() <= now.getTime()) {
      throw new ApiError(400, 'Choose a time in the future, or publish now', { fields: { publishAt: 'Choose a time in the future, or publish now' } });
    }
    stored = 'published';
    const liveAt = publishedAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
    said = { message: `Scheduled: it goes live on ${liveAt}`, ...successCode('content.scheduled', { at: publishedAt.toISOString() }) };
  } else if (move === 'publish') {
    publishedAt = now;
    stored = 'published';
    said = { message: 'Published: it is on the site now', ...successCode('content.published', {}) };
  } else {
    // An unpublished item keeps the time it went (or was to go) live, for the record.
    publishedAt = row.published_at ? new Date(row.published_at) : now;
    stored = state === 'scheduled' ? 'draft' : 'unpublished';
    said =
      state === 'scheduled'
        ? { message: 'Schedule called off: it is a draft again', ...successCode('content.unscheduled', {}) }
        : { message: 'Unpublished: it is off the site now', ...successCode('content.unpublished', {}) };
    if (stored === 'draft') publishedAt = null;
  }
  return { move, state, stored, publishedAt, after: desk.stateOf({ state: stored, published_at: publishedAt }, now), said };
}

/** The kind and the image of an upload (one file, the field `image`). */
async function readImage(request: FastifyRequest): Promise<{ kind: ContentKind; image: Buffer; name: string }> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the image as multipart/form-data');
  let kind = '';
  let image: Buffer | undefined;
  let name = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: CONTENT_IMAGE_LIMITS.maxBytes, files: 1, fields: 2, parts: 3 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') throw new ApiError(400, 'Send the image as the field "image"', { fields: { image: 'Choose an image' } });
        image = await part.toBuffer();
        name = part.filename;
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
        kind = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError || error instanceof ValidationError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, `The image must be at most ${CONTENT_IMAGE_LIMITS.maxBytes / (1024 * 1024)} MB`, { fields: { image: 'At most 2 MB' } });
    }
    throw new ApiError(400, 'The upload could not be read. Please choose the image again.');
  }
  if (!(CONTENT_KINDS as readonly string[]).includes(kind))
    throw new ApiError(400, 'Choose blog, news or guide', { fields: { kind: 'Choose blog, news or guide' } });
  if (!image || image.length === 0) throw new ApiError(400, 'Choose an image to upload', { fields: { image: 'Choose an image' } });
  return { kind: kind as ContentKind, image, name };
}
