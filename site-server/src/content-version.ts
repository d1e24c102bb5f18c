// Which version of the public content (blog, news, guides: written on the console's content desk)
// the API is serving, so prerendered pages pick up a publish without a redeploy
// (docs/decisions/039). The site server keeps a prerendered page per content version: when the
// version changes, the next visitor of a page gets it drawn afresh. One small request to the API's
// GET /api/content/version at most every `maxAgeMs`, shared by all the pages asked for meanwhile;
// never a render per request.

export interface ContentVersionOptions {
  /** The API's base URL (the site's apiBaseUrl). */
  apiBaseUrl: string;
  /** How long an answer is believed; a publish shows on pages within this. */
  maxAgeMs?: number;
  /** Longer than this and the last known version is used (a slow API never holds a page up). */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface ContentVersion {
  /** The current version ('' until the API has answered once). */
  current(): Promise<string>;
}

export function contentVersionWatcher({ apiBaseUrl, maxAgeMs = 1_000, timeoutMs = 300, log }: ContentVersionOptions): ContentVersion {
  const url = `${apiBaseUrl.replace(/\/$/, '')}/api/content/version`;
  let known = '';
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<string> | null = null;
  let failing = false;

  const check = async (): Promise<string> => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body = (await response.json()) as { data?: { version?: unknown } };
      if (typeof body.data?.version !== 'string') throw new Error('no version in the answer');
      known = body.data.version;
      failing = false;
    } catch (error) {
      // Pages keep the version they had: stale at worst, never an error page. Said once per outage.
      if (!failing) log?.(`content version unavailable (${error instanceof Error ? error.message : String(error)}); pages keep the last one`);
      failing = true;
    }
    // A failure waits as long as an answer, so an API that is down is not asked on every page.
    checkedAt = Date.now();
    return known;
  };

  return {
    current() {
      if (Date.now() - checkedAt < maxAgeMs) return Promise.resolve(known);
      pending ??= check().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
