// The public site's content (docs/decisions/014): blog, news and product guides, open roles, the
// lending partners and the partner programmes' enquiry form, each on its contract
// (@platform/shared/contracts, content.ts). The queries are in queries.ts. The content desk that
// writes the articles (docs/decisions/039) is desk.ts.
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PAGE_SIZE,
  getBlogPost,
  getGuide,
  getJob,
  getNewsItem,
  listBlogPosts,
  listGuides,
  listJobs,
  listLendingPartners,
  listNews,
  pathOf,
  submitPartnerLead,
} from '@platform/shared/contracts';
import { JOB_TYPES } from '@platform/shared/schemas';
import { recordConsent } from '../consent/ledger.ts';
import { clientAddress } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { contentDeskRoutes } from './desk.ts';
import {
  articlePage,
  guides,
  insertPartnerLead,
  listedLendingPartners,
  movedArticle,
  oneArticle,
  openJob,
  openJobFacets,
  openJobs,
  type ReaderLanguage,
} from './queries.ts';

/** An article renamed on the content desk: its old address sends callers on to the new one for good. */
const movedTo = (location: string) => new ApiError(301, `Moved to ${location}`, { headers: { location } });

/** A renamed article's new address keeps the language it was asked in. */
const withLanguage = (path: string, language: ReaderLanguage) => (language ? `${path}?lang=${language}` : path);

/** One connection may send this many partner enquiries an hour (a form, not a bulk import). */
const PARTNER_LEADS_PER_HOUR = { limit: 10, windowMs: 60 * 60 * 1000 };

export const contentPlugin = domainPlugin((app, ctx) => {
  const { db, clock } = ctx;
  contentDeskRoutes(app, ctx);

  for (const { kind, list, one, noun, missing } of [
    { kind: 'blog' as const, list: listBlogPosts, one: getBlogPost, noun: 'Blog', missing: 'Blog post not found' },
    { kind: 'news' as const, list: listNews, one: getNewsItem, noun: 'News', missing: 'News item not found' },
  ]) {
    registerContract(app, ctx, list, async ({ query }) => ({
      success: true,
      message: `${noun} fetched successfully`,
      ...(await articlePage(
        db,
        kind,
        { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE, category: query.category ?? '', words: query.q ?? '' },
        clock.now(),
        query.lang,
      )),
    }));
    registerContract(app, ctx, one, async ({ params, query }) => {
      const article = await oneArticle(db, kind, params.slug, clock.now(), undefined, query.lang);
      if (!article) {
        const moved = await movedArticle(db, kind, params.slug, clock.now());
        if (moved) throw movedTo(withLanguage(pathOf(one, { slug: moved.slug }), query.lang));
        throw new ApiError(404, missing);
      }
      return { success: true, message: `${noun} fetched successfully`, data: article };
    });
  }

  registerContract(app, ctx, listGuides, async ({ query }) => ({
    success: true,
    message: 'Guides fetched successfully',
    data: await guides(db, query.product ?? '', clock.now(), query.lang),
  }));

  registerContract(app, ctx, getGuide, async ({ params, query }) => {
    const guide = await oneArticle(db, 'guide', params.slug, clock.now(), params.product.slice(0, 10), query.lang);
    if (!guide) {
      const moved = await movedArticle(db, 'guide', params.slug, clock.now());
      if (moved?.product) throw movedTo(withLanguage(pathOf(getGuide, { product: moved.product, slug: moved.slug }), query.lang));
      throw new ApiError(404, 'Guide not found');
    }
    return { success: true, message: 'Guide fetched successfully', data: guide };
  });

  registerContract(app, ctx, listJobs, async ({ query }) => {
    const facets = await openJobFacets(db);
    return {
      success: true,
      message: 'Jobs fetched successfully',
      data: await openJobs(db, query.city ?? '', query.type ?? ''),
      cities: [...new Set(facets.map((r) => r.city))].sort(),
      types: JOB_TYPES.filter((t) => facets.some((r) => r.job_type === t)),
    };
  });

  registerContract(app, ctx, getJob, async ({ params }) => {
    const job = await openJob(db, params.id);
    if (!job) throw new ApiError(404, 'This job is no longer open');
    return { success: true, message: 'Job fetched successfully', data: job };
  });

  registerContract(app, ctx, listLendingPartners, async () => ({
    success: true,
    message: 'Lending partners fetched successfully',
    data: await listedLendingPartners(db),
  }));

  registerContract(app, ctx, submitPartnerLead, async ({ body: input, request }) => {
    const allowed = await ctx.limiter.hit(`partner-lead:${clientAddress(request)}`, PARTNER_LEADS_PER_HOUR);
    if (!allowed.allowed) throw tooManyRequests('Too many enquiries from this connection. Please try again later.', allowed.retryAfterSeconds);
    const id = randomUUID();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await insertPartnerLead(tx, { id, ...input, message: input.message ?? '', at: now });
      await recordConsent(tx, { purpose: 'partner-programme', mobile: input.mobile, userId: null, subjectId: id, request, at: now });
    });
    return { success: true, message: 'Thank you. Our partnerships team will call you within two working days.' };
  });
});
