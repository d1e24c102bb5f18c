// The Content-Security-Policy watch of the walks over the catalogue: a page's violations are
// collected three ways (the DOM event, the console, and at the end the API's report endpoint), so
// a blocked script, style or image cannot pass unseen.
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from './env';

/** A host nothing may load from: delivery-security.spec.ts violates the policy on purpose with it. */
export const PROBE_HOST = 'csp-probe.invalid';

/** Starts collecting the page's violations; call before the page loads. */
export async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame|evaluate)/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

export interface CspReport {
  blocked: string;
  directive: string;
  count: number;
}

/** What the pages reported to this worker's API (report-uri), the probe's reports included. */
export async function cspReports(request: APIRequestContext): Promise<CspReport[]> {
  const answer = await request.get(`${API_URL}/dev/csp-reports`);
  if (!answer.ok()) throw new Error(`GET /dev/csp-reports answered ${answer.status()}`);
  return ((await answer.json()) as { reports: CspReport[] }).reports;
}
