import type { FastifyInstance } from 'fastify';
import { addressLookupSchema } from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';

interface BlogRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  category: string;
  cover_image: string | null;
  published_at: Date | string;
}

const blogOf = (row: BlogRow) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  body: row.body,
  author: row.author,
  category: row.category,
  coverImage: row.cover_image,
  publishedAt: new Date(row.published_at).toISOString(),
});

const blogSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    slug: { type: 'string' },
    title: { type: 'string' },
    excerpt: { type: 'string' },
    body: { type: 'string' },
    author: { type: 'string' },
    category: { type: 'string' },
    coverImage: { type: ['string', 'null'] },
    publishedAt: { type: 'string', format: 'date-time' },
  },
};

export function publicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, directory } = ctx;

  app.get(
    '/api/blogs',
    {
      schema: {
        tags: ['content'],
        summary: 'Published blog posts, newest first',
        response: { 200: successEnvelope({ data: { type: 'array', items: blogSchema } }) },
      },
    },
    async () => {
      const { rows } = await db.query<BlogRow>(
        'SELECT * FROM blog_posts WHERE published_at <= $1 ORDER BY published_at DESC LIMIT 100',
        [ctx.clock.now()],
      );
      return { success: true, message: 'Blogs fetched successfully', data: rows.map(blogOf) };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/blogs/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog post by its slug',
        params: { type: 'object', properties: { slug: { type: 'string' } } },
        response: { 200: successEnvelope({ data: blogSchema }), 404: failures(404)[404] },
      },
    },
    async (request) => {
      const { rows } = await db.query<BlogRow>('SELECT * FROM blog_posts WHERE slug = $1 AND published_at <= $2', [
        String(request.params.slug).slice(0, 200),
        ctx.clock.now(),
      ]);
      const row = rows[0];
      if (!row) throw new ApiError(404, 'Blog post not found');
      return { success: true, message: 'Blog fetched successfully', data: blogOf(row) };
    },
  );

  app.post(
    '/api/get-address',
    {
      schema: {
        tags: ['content'],
        summary: "State, district and post offices of an Indian PIN code (India Post's directory)",
        body: jsonSchemaOf(addressLookupSchema),
        response: {
          200: successEnvelope({
            data: {
              type: 'object',
              properties: {
                pinCode: { type: 'string' },
                state: { type: 'string' },
                district: { type: 'string' },
                city: { type: 'string' },
                postOffices: { type: 'array', items: { type: 'object', additionalProperties: true } },
              },
            },
          }),
          ...failures(404),
        },
      },
    },
    async (request) => {
      const { pinCode } = await parseBody(addressLookupSchema, request.body);
      const found = directory.lookup(pinCode);
      if (!found) {
        throw new ApiError(404, 'No post office found for this PIN code', { fields: { pinCode: 'Unknown PIN code' } });
      }
      const { division: _division, circle: _circle, ...address } = found;
      return { success: true, message: 'Address fetched successfully', data: address };
    },
  );

  app.get(
    '/health',
    { schema: { tags: ['ops'], summary: 'Liveness and database check', response: { 200: successEnvelope() } } },
    async () => {
      await db.query('SELECT 1');
      return { success: true, message: 'ok', database: db.kind };
    },
  );
}
