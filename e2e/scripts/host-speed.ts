// How fast this host's Chromium runs JavaScript right now, as Lighthouse's own benchmarkIndex
// (the same page function Lighthouse runs before each audit; see docs/decisions/0016).
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** benchmarkIndex measured in a fresh tab of the Chromium listening on `port`. */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  // Playwright only attaches here: closing it disconnects and leaves Chromium to Lighthouse.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
