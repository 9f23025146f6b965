import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { withoutLiveStreams } from './helpers.ts';

// `npm run screenshots` (tests tagged @screenshots): every page at phone and desktop width, for
// a person to look at.
const WIDTHS = [390, 1280];
const OUT = '../screenshots';

export async function shoot(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
}

export async function visit(page: Page, path: string, name: string) {
  await withoutLiveStreams(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await shoot(page, name);
}
