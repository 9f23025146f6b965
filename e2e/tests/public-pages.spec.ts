import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, expectAccessible, field } from '../support/helpers.ts';

// The contact form and the other pages a visitor reads before joining.

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', {
    form: { username: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  return (await login.json()).access_token;
}

test.describe('contact page', () => {
  test('a visitor sends a message, sees the thanks, and the admin can read it', async ({
    page,
    request,
  }) => {
    const subject = `Group of six to Goa ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expectAccessible(page);

    // The client refuses first, with the server's words, before anything is sent.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(field(page, 'Your name')).toHaveAccessibleDescription('Name is required');
    await expect(field(page, 'Message')).toHaveAccessibleDescription(/Message is required/);
    await expectAccessible(page);

    await field(page, 'Your name').fill('Priya Nair');
    await field(page, 'Email address').fill('Priya.Nair@Example.in');
    await field(page, 'Subject').fill(subject);
    await field(page, 'Message').fill('We are six friends flying from Delhi to Goa in March.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      'Thank you for your message!',
    );
    await expect(field(page, 'Subject')).toHaveValue('');
    // The thanks clear after 5 s.
    await expect(page.getByText('Thank you for your message!')).toBeHidden({ timeout: 8_000 });

    const token = await adminToken(request);
    const list = await request.get('/api/contact/?skip=0&limit=20', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status()).toBe(200);
    const { items } = await list.json();
    expect(items).toContainEqual(
      expect.objectContaining({
        name: 'Priya Nair',
        email: 'priya.nair@example.in',
        subject,
        message: 'We are six friends flying from Delhi to Goa in March.',
      }),
    );
    // The list is the admin's: a visitor's request is refused.
    expect((await request.get('/api/contact/')).status()).toBe(401);
  });

  test('a field the server refuses is shown under that field', async ({ page }) => {
    // The form runs the server's own checks, so a bad email can only reach the server if the
    // request is changed after the form let it go: here, in flight, on its way to the real API.
    await page.route('**/api/contact/', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      await route.continue({ postData: JSON.stringify({ ...body, email: 'priya-at-example' }) });
    });
    await page.goto('/contact');
    await field(page, 'Your name').fill('Priya Nair');
    await field(page, 'Email address').fill('priya@example.in');
    await field(page, 'Subject').fill('Tampered email');
    await field(page, 'Message').fill('This request is changed on its way to the server.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'There was a problem' });
    await expect(alert).toContainText('There was a problem submitting your message.');
    await expect(alert).toContainText('Enter a valid email address');
    await expect(field(page, 'Email address')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    await expect(field(page, 'Email address')).toBeFocused();
    await expect(field(page, 'Message')).toHaveValue(
      'This request is changed on its way to the server.',
    );
    await expectAccessible(page);
  });

  test('reads the FAQ at /contact#faq, opened directly and from the footer', async ({ page }) => {
    await page.goto('/contact#faq');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
    await expect(faq.getByRole('button')).toHaveCount(7);

    const question = faq.getByRole('button', { name: 'When do I pay?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = faq.getByRole('region', { name: 'When do I pay?' });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Only when a bid wins.');
    await expectAccessible(page);
    await question.click();
    await expect(answer).toBeHidden();

    // Client-side navigation from another page, through the footer's FAQ link.
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/contact#faq$/);
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
  });
});

test.describe('about and legal pages', () => {
  for (const { path, heading, section } of [
    { path: '/about', heading: 'About Saath', section: 'The people behind Saath' },
    { path: '/privacy', heading: 'Privacy Policy', section: 'Grievance Officer' },
    { path: '/terms', heading: 'Terms of Service', section: 'Cancellation and refunds' },
    { path: '/cookies', heading: 'Cookie Policy', section: 'Essential storage' },
  ]) {
    test(`${path} shows its content and is accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`· Saath$`));
      await expectAccessible(page);
    });
  }

  test('a legal page’s contents jump to the section, and the link survives a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/terms');
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Cancellation and refunds' })
      .click();
    await expect(page).toHaveURL(/\/terms#cancellation-refunds$/);
    const heading = page.getByRole('heading', { level: 2, name: /Cancellation and refunds/ });
    await expect(heading).toBeInViewport();
    await expect(page.locator('#cancellation-refunds')).toContainText(
      'A refund of ₹800 is available',
    );

    await page.reload();
    await expect(heading).toBeInViewport();
  });
});
