// The accessibility check every walk over the catalogue makes: axe's WCAG 2.0 and 2.1 rules (A and
// AA), and only what axe rates serious or critical, each named with up to five of the elements it
// found it on. One definition, for every language and width of the catalogue walk
// (phone-width.spec.ts) and any spec that checks a page of its own.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical problems axe finds on the page as it is now drawn. */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  // axe measures contrast on the frame it sees: a toast bouncing in or fading out is half
  // transparent for half a second and reads as low contrast (the clean-clone run of 5d70521 failed
  // so on /ops/lenders/:id, its "Lender not found" leaving as axe ran). Checked as someone who asks
  // for less motion sees it, a toast is either fully drawn or gone; the page returns to the usual
  // motion after.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  const axe = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: 'no-preference' }));
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}
