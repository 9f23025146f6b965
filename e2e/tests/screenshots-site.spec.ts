import { test } from '@playwright/test';
import { shoot, visit } from '../support/screenshots.ts';

// `npm run screenshots`: the landing page at phone and desktop width.
test('landing page @screenshots', async ({ page }) => {
  await visit(page, '/', 'landing');
  // A deep link to the pricing anchor (100 px below the top), with the navbar frosted.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    await page.goto('/#pricing');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_200);
    await page.screenshot({ path: `../screenshots/landing-pricing-${width}.png` });
  }
  // The explainer once started.
  await page.goto('/');
  // A visitor's pointer moves before it clicks: the first input hydrates what is below the fold.
  await page.mouse.move(200, 300);
  await page.getByRole('button', { name: 'Play the explainer' }).click();
  await shoot(page, 'landing-explainer');
});
