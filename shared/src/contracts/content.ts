// Handlers: api/src/content/routes.ts. The public site's content (docs/decisions/014): blog, news
// and product guides (one table, `kind` tells them apart), open roles, the lending partners, and
// the partner programmes' enquiry form. Paging and filters never fail a page: a nonsense value is
// no value (the handler's default), so the query schemas take any text.
import { array, boolean, mixed, number, object, string } from 'yup';
import { JOB_TYPES, LENDER_KINDS, partnerLeadSchema, type JobType, type LenderKind } from '../schemas/public-content';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, strings, successResponse } from './envelope';

export const DEFAULT_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 24;

/** A whole number from 1 to `max` from a query string (a larger one is `max`); anything else is none. */
const wholeNumber = (max: number) =>
  number()
    .integer()
    .min(1)
    .max(max)
    .optional()
    .transform((_value: unknown, original: unknown) => {
      const n = Number(original);
      return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : undefined;
    });

/** A filter's text, trimmed and cut to `max` characters; anything else is none. */
const filterText = (max: number) =>
  string()
    .optional()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim().slice(0, max) : undefined));

/**
 * The reader's language for an article (docs/decisions/052): `hi` or `mr` asks for that version
 * where one is published; `en` asks for the English, told which languages the article is in (an
 * English page names only those to search engines); anything else (or nothing) is English,
 * answered exactly as before.
 */
const articleLanguage = () =>
  mixed<ArticleLanguage>()
    .optional()
    .transform((_value: unknown, original: unknown) => (ARTICLE_LANGUAGES.includes(original as ArticleLanguage) ? (original as ArticleLanguage) : undefined));

/** The languages an article is read in. */
export const ARTICLE_LANGUAGES = ['en', 'hi', 'mr'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];

const ARTICLE_KINDS = ['blog', 'news', 'guide'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

const articleFields = {
  id: string().defined(),
  slug: string().defined(),
  kind: mixed<ArticleKind>()
    .oneOf([...ARTICLE_KINDS])
    .defined(),
  /** The read-more segment of a guide (`pl`, `hl` …); null for blog and news. */
  product: string().nullable().defined(),
  title: string().defined(),
  excerpt: string().defined(),
  author: string().defined(),
  category: string().defined(),
  coverImage: string().nullable().defined(),
  publishedAt: isoDateTime(),
  readingMinutes: number().integer().defined(),
  /**
   * Only when `lang` named a language: the language of the text answered (Hindi or Marathi when
   * that version is published, else `en`) and the languages the article is published in.
   */
  language: mixed<ArticleLanguage>()
    .oneOf([...ARTICLE_LANGUAGES])
    .optional(),
  languages: array(
    mixed<ArticleLanguage>()
      .oneOf([...ARTICLE_LANGUAGES])
      .defined(),
  ).optional(),
};

/** An article in a list: no text. */
export const articleSummarySchema = object(articleFields);
/** One article: its Markdown and three related ones. */
export const articleSchema = object({ ...articleFields, body: string().defined(), related: array(articleSummarySchema.defined()).defined() });

const articlePageResponse = successResponse(
  object({
    data: array(articleSummarySchema.defined()).defined(),
    page: number().integer().defined(),
    pageSize: number().integer().defined(),
    total: number().integer().defined(),
    pages: number().integer().defined(),
    categories: array(object({ name: string().defined(), count: number().integer().defined() }).defined()).defined(),
  }),
);

const SAMPLE_POST = {
  id: '0d6b1c2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  slug: 'gst-registration-for-small-shops',
  kind: 'blog' as const,
  product: null,
  title: 'Does your shop need GST registration?',
  excerpt: 'The turnover thresholds, the documents you need and why a GSTIN also helps you get a business loan.',
  author: 'Farhan Qureshi',
  category: 'Business',
  coverImage: '/images/blog/gst-registration.jpg',
  publishedAt: '2025-11-29T03:30:00.000Z',
  readingMinutes: 3,
};
const SAMPLE_NEWS = {
  id: '1e7c2d3b-4f50-4b6c-9d7e-8f9a0b1c2d3e',
  slug: 'credit-camp-at-pune-partner-shops',
  kind: 'news' as const,
  product: null,
  title: 'Free credit-score camps at partner shops in Pune',
  excerpt: 'Through December, partner shops in Pune help customers read their credit report and fix mistakes, at no charge.',
  author: 'Newsroom',
  category: 'Events',
  coverImage: null,
  publishedAt: '2025-12-05T03:30:00.000Z',
  readingMinutes: 1,
};
const SAMPLE_GUIDE = {
  id: '2f8d3e4c-5061-4c7d-8e8f-9a0b1c2d3e4f',
  slug: 'personal-loan-guide',
  kind: 'guide' as const,
  product: 'pl',
  title: 'Personal loan: how it works',
  excerpt: 'An unsecured loan for any need, repaid in fixed EMIs over one to five years.',
  author: 'Product team',
  category: 'Personal loan',
  coverImage: null,
  publishedAt: '2025-11-01T03:30:00.000Z',
  readingMinutes: 2,
};

function articleContracts(
  kind: 'blog' | 'news',
  base: string,
  noun: string,
  ids: { list: string; one: string },
  sample: typeof SAMPLE_POST | typeof SAMPLE_NEWS,
) {
  const list = defineContract({
    operationId: ids.list,
    method: 'GET',
    path: base,
    summary: `${noun} posts, newest first, a page at a time, optionally of one category or with every word of q`,
    tag: 'content',
    callers: ['anyone'],
    query: object({ page: wholeNumber(10_000), pageSize: wholeNumber(MAX_PAGE_SIZE), category: filterText(60), q: filterText(100), lang: articleLanguage() }),
    response: articlePageResponse,
    errors: [],
    samples: [
      {
        name: 'The first page',
        request: { query: { pageSize: '1' } },
        response: {
          success: true,
          message: `${noun} fetched successfully`,
          data: [sample],
          page: 1,
          pageSize: 1,
          total: kind === 'blog' ? 6 : 3,
          pages: kind === 'blog' ? 6 : 3,
          categories: [{ name: sample.category, count: kind === 'blog' ? 2 : 1 }],
        },
      },
    ],
  });
  const one = defineContract({
    operationId: ids.one,
    method: 'GET',
    path: `${base}/:slug`,
    summary: `One ${noun.toLowerCase()} post by its slug, with related posts (a slug it had before answers 301 to its current address); \`lang=hi|mr\` answers its Hindi or Marathi version when published, else the English, saying which in \`language\` and in \`languages\` the languages it is published in (\`lang=en\`: the English, with both)`,
    tag: 'content',
    callers: ['anyone'],
    params: object({ slug: string().defined() }),
    query: object({ lang: articleLanguage() }),
    response: dataResponse(articleSchema),
    errors: [301, 404],
    samples: [
      {
        name: sample.slug,
        request: { params: { slug: sample.slug } },
        response: { success: true, message: `${noun} fetched successfully`, data: { ...sample, body: '…', related: [] } },
      },
    ],
  });
  return [list, one] as const;
}

export const [listBlogPosts, getBlogPost] = articleContracts('blog', '/api/blogs', 'Blog', { list: 'listBlogPosts', one: 'getBlogPost' }, SAMPLE_POST);
export const [listNews, getNewsItem] = articleContracts('news', '/api/news', 'News', { list: 'listNewsItems', one: 'getNewsItem' }, SAMPLE_NEWS);

export const listGuides = defineContract({
  operationId: 'listProductGuides',
  method: 'GET',
  path: '/api/guides',
  summary: 'Product guides (the read-more pages), grouped by product; `product` keeps one product’s (pl, cc, bl, PLBT, HLBT, lapbt, pfl, web, smm, hl, lap)',
  tag: 'content',
  callers: ['anyone'],
  query: object({ product: filterText(10), lang: articleLanguage() }),
  response: successResponse(object({ data: array(articleSummarySchema.defined()).defined() })),
  errors: [],
  samples: [
    {
      name: 'The personal loan guides',
      request: { query: { product: 'pl' } },
      response: { success: true, message: 'Guides fetched successfully', data: [SAMPLE_GUIDE] },
    },
  ],
});

export const getGuide = defineContract({
  operationId: 'getProductGuide',
  method: 'GET',
  path: '/api/guides/:product/:slug',
  summary:
    "One product guide (404 when the id is not one of that product's guides; a slug it had before answers 301 to its current address); `lang=hi|mr` answers its Hindi or Marathi version when published, else the English, saying which in `language` and in `languages` the languages it is published in (`lang=en`: the English, with both)",
  tag: 'content',
  callers: ['anyone'],
  params: object({ product: string().defined(), slug: string().defined() }),
  query: object({ lang: articleLanguage() }),
  response: dataResponse(articleSchema),
  errors: [301, 404],
  samples: [
    {
      name: 'The personal loan guide',
      request: { params: { product: 'pl', slug: 'personal-loan-guide' } },
      response: { success: true, message: 'Guide fetched successfully', data: { ...SAMPLE_GUIDE, body: '…', related: [] } },
    },
  ],
});

const jobFields = {
  id: string().defined(),
  title: string().defined(),
  city: string().defined(),
  type: mixed<JobType>()
    .oneOf([...JOB_TYPES])
    .defined(),
  department: string().defined(),
  summary: string().defined(),
  postedAt: isoDateTime(),
};
export const jobSummarySchema = object(jobFields);
export const jobSchema = object({ ...jobFields, body: string().defined() });

const SAMPLE_JOB = {
  id: 'loan-advisor-pune',
  title: 'Loan advisor',
  city: 'Pune',
  type: 'Full time' as const,
  department: 'Sales',
  summary: 'Help walk-in and referred customers choose and apply for personal, home and business loans.',
  postedAt: '2025-12-15T03:30:00.000Z',
};

export const listJobs = defineContract({
  operationId: 'listOpenJobs',
  method: 'GET',
  path: '/api/jobs',
  summary: 'Open roles, newest first, optionally in one city or of one type; with the cities and types there are',
  tag: 'careers',
  callers: ['anyone'],
  query: object({ city: filterText(60), type: filterText(30) }),
  response: successResponse(
    object({
      data: array(jobSummarySchema.defined()).defined(),
      cities: strings(),
      types: array(
        mixed<JobType>()
          .oneOf([...JOB_TYPES])
          .defined(),
      ).defined(),
    }),
  ),
  errors: [],
  samples: [
    {
      name: 'Open roles in Pune',
      request: { query: { city: 'Pune' } },
      response: {
        success: true,
        message: 'Jobs fetched successfully',
        data: [SAMPLE_JOB],
        cities: ['Hyderabad', 'Lucknow', 'Pune', 'Remote'],
        types: ['Full time', 'Internship'],
      },
    },
  ],
});

export const getJob = defineContract({
  operationId: 'getOpenJob',
  method: 'GET',
  path: '/api/jobs/:id',
  summary: 'One open role',
  tag: 'careers',
  callers: ['anyone'],
  params: object({ id: string().defined() }),
  response: dataResponse(jobSchema),
  errors: [404],
  samples: [
    {
      name: 'The loan advisor role in Pune',
      request: { params: { id: SAMPLE_JOB.id } },
      response: { success: true, message: 'Job fetched successfully', data: { ...SAMPLE_JOB, body: '## What you will do\n…' } },
    },
  ],
});

export const lendingPartnerSchema = object({
  id: string().defined(),
  name: string().defined(),
  kind: mixed<LenderKind>()
    .oneOf([...LENDER_KINDS])
    .defined(),
  rbiRegistration: string().defined(),
  registrationStatus: string().defined(),
  products: array(
    object({
      product: string().defined(),
      name: string().defined(),
      fromRate: number().defined(),
      processingFeePercent: number().defined(),
      months: number().integer().defined(),
    }).defined(),
  ).defined(),
  grievance: object({ name: string().defined(), phone: string().defined(), email: string().defined() }).defined(),
  website: string().defined(),
  demo: boolean().defined(),
});

export const listLendingPartners = defineContract({
  operationId: 'listLendingPartners',
  method: 'GET',
  path: '/api/lending-partners',
  summary:
    'The banks and NBFCs the platform works with, with their RBI registration, products (the lowest rate of each, from the terms the offers are matched on) and grievance officer',
  tag: 'content',
  callers: ['anyone'],
  response: successResponse(object({ data: array(lendingPartnerSchema.defined()).defined() })),
  errors: [],
  samples: [
    {
      name: 'The first partner',
      response: {
        success: true,
        message: 'Lending partners fetched successfully',
        data: [
          {
            id: 'deccan-commercial-bank',
            name: 'Deccan Commercial Bank Ltd',
            kind: 'bank',
            rbiRegistration: 'Banking licence MUM:114 under the Banking Regulation Act, 1949',
            registrationStatus: 'Scheduled commercial bank, licence in force',
            products: [{ product: 'personal-loan', name: 'Personal loan', fromRate: 10.49, processingFeePercent: 2, months: 36 }],
            grievance: { name: 'Anand Kulkarni', phone: '022-6140-2200', email: 'nodal.officer@deccanbank.example' },
            website: 'https://www.deccanbank.example',
            demo: true,
          },
        ],
      },
    },
  ],
});

export const submitPartnerLead = defineContract({
  operationId: 'submitPartnerLead',
  method: 'POST',
  path: '/api/partner-leads',
  summary: 'An enquiry from the franchise, distributor or become-partner page',
  tag: 'content',
  callers: ['anyone'],
  body: partnerLeadSchema,
  response: successResponse(object({})),
  errors: [429],
  samples: [
    {
      name: 'A franchise enquiry',
      request: {
        body: {
          programme: 'franchise',
          name: 'Rohit Deshmukh',
          mobile: '9822000401',
          email: 'rohit.deshmukh@example.com',
          city: 'Nashik',
          pinCode: '422001',
          business: 'Mobile and recharge shop',
          message: 'I would like to open a franchise in Nashik.',
        },
      },
      response: { success: true, message: 'Thank you. Our partnerships team will call you within two working days.' },
    },
  ],
});

export const CONTENT_CONTRACTS = [
  listBlogPosts,
  getBlogPost,
  listNews,
  getNewsItem,
  listGuides,
  getGuide,
  listJobs,
  getJob,
  listLendingPartners,
  submitPartnerLead,
] as const;
