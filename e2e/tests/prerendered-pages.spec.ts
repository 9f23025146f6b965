import { expect, test, type Locator, type Page } from '@playwright/test';
import { afterNextPaint, expectAccessible, registerViaApi } from '../support/helpers.ts';

// The public pages arrive as HTML prerendered from the React components, paint with no
// script at all, and hydrate in the browser without a mismatch, for a visitor and for someone
// signed in (whose navbar differs from the prerendered one only after hydration).

const PUBLIC_PAGES = [
  { path: '/', heading: 'Fly together. Pay less.' },
  { path: '/about', heading: 'About Saath' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/register', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/airline/register', heading: 'Airline Partner Registration' },
] as const;

test.describe('prerendered public pages', () => {
  test('show their text and layout with scripts switched off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The stylesheet applies too (<noscript> copy): the navbar is Bootstrap's fixed bar.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCSS('position', 'fixed');
      await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    }
    await context.close();
  });

  /**
   * Opens `path` and waits until React has hydrated the prerendered heading: the heading the
   * parser made must be the node React adopted. A mismatch makes React throw the server's markup
   * away and render its own, so the parsed node would be gone; React also reports it as an error.
   */
  async function expectHydrated(page: Page, path: string, heading: string | RegExp) {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1, name: heading });
    // A signed-out visitor's page loads the app at the first input.
    await page.mouse.move(5, 5);
    await expect.poll(() => isHydrated(h1)).toBe(true);
    expect(
      await h1.evaluate((node) => node === (window as { parsedHeading?: Element }).parsedHeading),
    ).toBe(true);
    // The parts below the fold (the footer, the landing's sections) hydrate at the first input:
    // scrolled to, they hydrate without a mismatch as well.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(footer)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  }

  /** Each element's box, colours, font and display, as the browser renders them now. */
  const renderedStyles = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'), (element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          element.tagName,
          element.className,
          [box.x, box.y, box.width, box.height].map(Math.round).join(','),
          style.color,
          style.backgroundColor,
          style.font,
          style.display,
          style.borderTopWidth,
        ].join(' ');
      }),
    );

  // React marks the nodes it hydrated with its internal keys (the only outside sign of it).
  const isHydrated = (locator: Locator) =>
    locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

  test.beforeEach(async ({ page }) => {
    // Keep the heading the HTML parser made, before any script of the page runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as { parsedHeading?: Element | null }).parsedHeading =
            document.querySelector('h1');
        }
      });
    });
  });

  test('hydrate for a visitor without a mismatch, and stay accessible', async ({ page }) => {
    // Ten pages, each loaded, hydrated and axe-checked: ~20 s on a quiet machine, over 60 s on a
    // loaded one (a budget from what the journey does).
    test.setTimeout(180_000);
    for (const { path, heading } of PUBLIC_PAGES) {
      await expectHydrated(page, path, heading);
      await expectAccessible(page);
    }
    // Hydrated means working: the mobile menu opens on the landing.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('the landing runs no app code until the first input, then hydrates all of it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1, name: 'Fly together. Pay less.' });
    // Once the page is idle it is still its HTML and inlined CSS: the small entry script and
    // nothing of React, the heading not React's, the buttons waiting, the full stylesheet off.
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeLessThanOrEqual(2);
    expect(await isHydrated(h1)).toBe(false);
    expect(await isHydrated(page.getByRole('contentinfo'))).toBe(false);
    const play = page.getByRole('button', { name: 'Play the explainer' });
    await expect(play).toBeDisabled();
    const deferredSheets = () =>
      page.locator('link[rel="stylesheet"][data-beasties-media]').count();
    expect(await deferredSheets()).toBe(1);
    // The first input brings the rest: the app, the stylesheet, the sections and the footer.
    await page.keyboard.press('Shift');
    await expect.poll(() => isHydrated(h1)).toBe(true);
    await expect.poll(deferredSheets).toBe(0);
    await expect(play).toBeEnabled();
    await expect.poll(() => isHydrated(page.getByRole('contentinfo'))).toBe(true);
    await play.click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
  });

  test('a visitor who signs in before the app has loaded is signed in, the password kept out of the address', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { email, password } = await registerViaApi(request);
    // A slow network: the app's code takes a while after the first input.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('request', (r) => addresses.push(r.url()));
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    // Typed (or autofilled) with no input event the entry listens for, then one click: the
    // submit waits for the app and goes through it, with what the fields show.
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    expect(addresses.filter((url) => url.includes(encodeURIComponent(password)))).toEqual([]);
    expect(
      addresses.filter((url) => new URL(url).pathname === '/login' && url.includes('?')),
    ).toEqual([]);
  });

  test('look the same on their inlined rules as with the full stylesheet', async ({ browser }) => {
    // Until the first input a prerendered page has only the rules beasties inlined for its markup
    // (the full stylesheet waits): whatever the page shows by then, the registration count
    // included, must be styled by them.
    test.setTimeout(180_000);
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      for (const { path } of PUBLIC_PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await afterNextPaint(page);
        const inlined = await renderedStyles(page);
        await page.evaluate(() => {
          document
            .querySelectorAll<HTMLLinkElement>('link[data-beasties-media]')
            .forEach((link) => (link.media = 'all'));
        });
        await afterNextPaint(page);
        expect(await renderedStyles(page), `${path} at ${width} px`).toEqual(inlined);
      }
      await context.close();
    }
  });

  test('hydrate for someone signed in, then show their navbar', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { email, password } = await registerViaApi(request);
    const login = await request.post('/api/users/login', {
      form: { username: email, password },
    });
    expect(login.status()).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const me = await (
      await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })
    ).json();
    await page.addInitScript(
      ({ token, user }) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', JSON.stringify(user));
      },
      { token, user: me },
    );
    for (const { path, heading } of PUBLIC_PAGES.filter(
      (page) => page.path !== '/login' && page.path !== '/register',
    )) {
      await expectHydrated(page, path, heading);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Hi, / }),
      ).toBeVisible();
    }
    // /login and /register send a signed-in person home once hydrated.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
