// Lighthouse 12 (default mobile emulation and throttling) over a few pages of a running site, with
// Debian's Chromium through chrome-launcher: LCP, TBT, CLS and the performance score, per page.
// `pnpm bench:web` prints them after the byte counts; `tsx scripts/bench/lighthouse.ts <site url>`
// measures a site that is already running. Figures only: nothing is asserted (shared machines).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// A blog article from the demo content (api/src/seed/content), as issue 8 lists it.
export const LIGHTHOUSE_PAGES = ['/', '/education-loan', '/blog/how-your-cibil-score-affects-your-loan', '/b2c/personal-loan'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags of e2e/playwright.config.ts, headless.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface PageFigures {
  page: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  fcpMs: number;
}

export async function lighthouseFigures(siteUrl: string, pages: readonly string[] = LIGHTHOUSE_PAGES, runs = 1): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const figures: PageFigures[] = [];
    for (const page of pages) {
      const samples: PageFigures[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(new URL(page, siteUrl).href, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
        const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
        samples.push({
          page,
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          fcpMs: value('first-contentful-paint'),
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        });
      }
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
  console.log(`${'page'.padEnd(24)}${'LCP'.padStart(9)}${'FCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}${'score'.padStart(7)}`);
  for (const f of figures) {
    console.log(
      `  ${f.page.padEnd(22)}${`${(f.lcpMs / 1000).toFixed(2)} s`.padStart(9)}${`${(f.fcpMs / 1000).toFixed(2)} s`.padStart(9)}${`${Math.round(f.tbtMs)} ms`.padStart(9)}${f.cls.toFixed(3).padStart(8)}${String(f.score).padStart(7)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteUrl = process.argv[2];
  if (!siteUrl) {
    console.error('usage: tsx scripts/bench/lighthouse.ts <site url> [runs]');
    process.exit(2);
  }
  printFigures(await lighthouseFigures(siteUrl, LIGHTHOUSE_PAGES, Number(process.argv[3] ?? 1)));
}
