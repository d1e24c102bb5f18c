// Content-Security-Policy violation reports from the site's pages (api/README.md, "Delivery"):
// browsers POST them to /csp-report, either the classic `report-uri` shape ({"csp-report": {...}},
// application/csp-report) or the Reporting API's (a list of {type: "csp-violation", body: {...}},
// application/reports+json). Each distinct violation is one row with a count. Reports are anonymous
// and cheap to forge, so they are rate-limited per client and never answered with anything but 200,
// 400 or 429.
import type { AppContext } from '../context.ts';

export const REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json'];
/** A browser sends a handful per page at most; this leaves room for a page with many violations. */
export const CSP_REPORT_LIMIT = { limit: 120, windowMs: 60_000 };
const MAX_REPORTS_PER_REQUEST = 20;
const MAX_TEXT = 300;

export interface Violation {
  documentPath: string;
  directive: string;
  blocked: string;
  disposition: 'enforce' | 'report';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_TEXT) : null);

/** Origin and path of a URL (no query, no fragment); keywords such as "inline" or "eval" as they are. */
function withoutQuery(value: string): string {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol.replace(/:$/, '') : `${url.origin}${url.pathname}`;
  } catch {
    return value.split(/[?#]/)[0]!.slice(0, MAX_TEXT);
  }
}

/** One violation of either shape, or null when the object is not a CSP violation. */
export function violationOf(report: Record<string, unknown>): Violation | null {
  const document = text(report['document-uri']) ?? text(report.documentURL);
  const directive = text(report['effective-directive']) ?? text(report.effectiveDirective) ?? text(report['violated-directive']);
  if (!document || !directive || !/^[a-z-]+$/.test(directive.split(' ')[0]!)) return null;
  const blocked = text(report['blocked-uri']) ?? text(report.blockedURL) ?? 'unknown';
  const disposition = (text(report.disposition) ?? 'enforce') === 'report' ? 'report' : 'enforce';
  let documentPath: string;
  try {
    documentPath = new URL(document).pathname;
  } catch {
    return null;
  }
  return { documentPath: documentPath.slice(0, MAX_TEXT), directive: directive.split(' ')[0]!, blocked: withoutQuery(blocked), disposition };
}

export function violationsOf(body: unknown): Violation[] {
  const reports: Record<string, unknown>[] = [];
  if (Array.isArray(body)) {
    for (const item of body.slice(0, MAX_REPORTS_PER_REQUEST)) {
      if (isRecord(item) && item.type === 'csp-violation' && isRecord(item.body)) reports.push(item.body);
    }
  } else if (isRecord(body) && isRecord(body['csp-report'])) {
    reports.push(body['csp-report']);
  }
  return reports.map(violationOf).filter((violation): violation is Violation => violation !== null);
}

export async function recordViolations(ctx: AppContext, violations: readonly Violation[]): Promise<void> {
  const now = ctx.clock.now();
  for (const v of violations) {
    await ctx.db.query(
      `INSERT INTO csp_reports (document_path, directive, blocked, disposition, count, first_seen, last_seen)
       VALUES ($1, $2, $3, $4, 1, $5, $5)
       ON CONFLICT (document_path, directive, blocked, disposition)
       DO UPDATE SET count = csp_reports.count + 1, last_seen = EXCLUDED.last_seen`,
      [v.documentPath, v.directive, v.blocked, v.disposition, now],
    );
  }
}
