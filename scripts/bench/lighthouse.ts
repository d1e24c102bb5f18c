// Lighthouse 12 (default mobile emulation and throttling) over a few pages of a running site, with
// Debian's Chromium through chrome-launcher: LCP, TBT, CLS and the performance score, per page.
// `pnpm bench:web` prints them after the byte counts; `tsx scripts/bench/lighthouse.ts <site url>`
// measures a site that is already running. Figures only: nothing is asserted (shared machines).
// LIGHTHOUSE_REPORTS=<folder> also keeps each run's full report (JSON); LIGHTHOUSE_PAGES=/a,/b
// measures only those of the pages below (to look at one page's long tasks without the others).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

/** A page to measure; `signedIn` ones are opened with the demo shop's session (README's login). */
export interface LighthousePage {
  path: string;
  signedIn?: { email: string; password: string };
}

const DEMO_SHOP = { email: 'demo.vendor@example.com', password: 'Vendor@2026' };

// The pages of docs/architecture.md, "Performance targets": a blog article from the demo content
// (api/src/seed/content), and the shop's dashboard signed in.
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { path: '/' },
  { path: '/education-loan' },
  { path: '/blog/how-your-cibil-score-affects-your-loan' },
  { path: '/b2c/personal-loan' },
  { path: '/vender', signedIn: DEMO_SHOP },
];

/** The pages to measure: all of them, or those LIGHTHOUSE_PAGES names. */
export function selectedPages(only = process.env.LIGHTHOUSE_PAGES): readonly LighthousePage[] {
  if (!only) return LIGHTHOUSE_PAGES;
  const wanted = only.split(',').map((path) => path.trim());
  const unknown = wanted.filter((path) => !LIGHTHOUSE_PAGES.some((page) => page.path === path));
  if (unknown.length) throw new Error(`LIGHTHOUSE_PAGES names pages the bench does not measure: ${unknown.join(', ')}`);
  return LIGHTHOUSE_PAGES.filter((page) => wanted.includes(page.path));
}
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags of e2e/playwright.config.ts, headless.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageFigures {
  page: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  fcpMs: number;
}

/**
 * The session lives in the tab's sessionStorage (shell's session store), and Lighthouse opens a
 * tab of its own: so the tab is made here, with the API's real token written into its
 * sessionStorage before any script of every page it loads, and handed to Lighthouse, which still
 * clears the cache before each run.
 */
async function signedInTab(port: number, apiUrl: string, who: { email: string; password: string }): Promise<Page> {
  const response = await fetch(`${apiUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  const { accessToken } = (await response.json()) as { accessToken?: string };
  if (!response.ok || !accessToken) throw new Error(`the API at ${apiUrl} did not sign ${who.email} in (${response.status})`);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  await tab.evaluateOnNewDocument((token: string) => sessionStorage.setItem('accessToken', token), accessToken);
  return tab;
}

export async function lighthouseFigures(
  siteUrl: string,
  pages: readonly LighthousePage[] = selectedPages(),
  runs = 1,
  apiUrl?: string,
): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const figures: PageFigures[] = [];
    for (const { path, signedIn } of pages) {
      if (signedIn && !apiUrl) {
        console.log(`  ${path}: skipped (signed in, and no API address given)`);
        continue;
      }
      const tab = signedIn ? await signedInTab(chrome.port, apiUrl!, signedIn) : undefined;
      const samples: PageFigures[] = [];
      for (let run = 0; run < runs; run++) {
        // A run whose trace Lighthouse could not read (NO_NAVSTART now and then on this machine) has
        // no figures, and a median over it would be wrong: it is run again, twice at most.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(
            new URL(path, siteUrl).href,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            undefined,
            tab,
          );
          lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`Lighthouse could not measure ${path}: ${lhr.runtimeError.message}`);
          console.log(`  ${path}: run ${run + 1} failed (${lhr.runtimeError.code}), measured again`);
        }
        // A signed-in page that bounced to the login page would measure the wrong page.
        if (signedIn && new URL(lhr.finalDisplayedUrl).pathname !== path)
          throw new Error(`${path} was not opened signed in (ended at ${lhr.finalDisplayedUrl})`);
        // The whole report, to see why (the LCP element, long tasks, layout shifts).
        if (process.env.LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${path.replace(/\W+/g, '_')}-${run + 1}.json`), JSON.stringify(lhr));
        }
        const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
        samples.push({
          page: signedIn ? `${path} (signed in)` : path,
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          fcpMs: value('first-contentful-paint'),
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        });
      }
      await tab?.close();
      // The median run by LCP: one noisy run on a shared machine does not decide the figure.
      samples.sort((a, b) => a.lcpMs - b.lcpMs);
      figures.push(samples[Math.floor(samples.length / 2)]!);
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

export function printFigures(figures: readonly PageFigures[]): void {
  console.log('\nLighthouse 12, mobile (default throttling)');
  console.log(`${'page'.padEnd(32)}${'LCP'.padStart(9)}${'FCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}${'score'.padStart(7)}`);
  for (const f of figures) {
    console.log(
      `  ${f.page.padEnd(30)}${`${(f.lcpMs / 1000).toFixed(2)} s`.padStart(9)}${`${(f.fcpMs / 1000).toFixed(2)} s`.padStart(9)}${`${Math.round(f.tbtMs)} ms`.padStart(9)}${f.cls.toFixed(3).padStart(8)}${String(f.score).padStart(7)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteUrl = process.argv[2];
  if (!siteUrl) {
    console.error('usage: tsx scripts/bench/lighthouse.ts <site url> [runs] [api url, to measure signed-in pages]');
    process.exit(2);
  }
  printFigures(await lighthouseFigures(siteUrl, selectedPages(), Number(process.argv[3] ?? 1), process.argv[4]));
}
