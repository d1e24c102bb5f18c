// The CSP violation reports' routes (reports.ts reads and stores them). Plain routes, not
// contracts: both are hidden from the OpenAPI document on purpose (browsers post the reports, no
// client of ours calls either), and a contract is always documented. The report media types'
// parser is added in this plugin, so it applies to /csp-report only.
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { CSP_REPORT_LIMIT, recordViolations, REPORT_CONTENT_TYPES, violationsOf } from './reports.ts';

export const cspPlugin = domainPlugin<{ readable: boolean }>((app, ctx, { readable }) => {
  // Both report media types are JSON; anything unparseable is a 400 like any bad JSON body.
  app.addContentTypeParser(REPORT_CONTENT_TYPES, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new ApiError(400, 'Report is not valid JSON'), undefined);
    }
  });

  app.post('/csp-report', { schema: { hide: true } }, async (request, reply) => {
    const allowed = await ctx.limiter.hit(`csp-report:${request.ip}`, CSP_REPORT_LIMIT);
    if (!allowed.allowed) throw tooManyRequests('Too many reports', allowed.retryAfterSeconds);
    const violations = violationsOf(request.body);
    if (violations.length > 0) {
      await recordViolations(ctx, violations);
      request.log.warn({ violations }, 'content security policy violation');
    }
    return reply.code(200).send({ success: true, message: 'Report received' });
  });

  // What was reported, for the end-to-end run and for a developer: not in production, where the
  // table is read from the database by whoever operates the site.
  if (readable) {
    app.get('/dev/csp-reports', { schema: { hide: true } }, async () => {
      const { rows } = await ctx.db.query<{ document_path: string; directive: string; blocked: string; disposition: string; count: number }>(
        'SELECT document_path, directive, blocked, disposition, count FROM csp_reports ORDER BY last_seen DESC LIMIT 500',
      );
      return {
        success: true,
        message: `${rows.length} distinct violations`,
        reports: rows.map((row) => ({
          documentPath: row.document_path,
          directive: row.directive,
          blocked: row.blocked,
          disposition: row.disposition,
          count: Number(row.count),
        })),
      };
    });
  }
});
