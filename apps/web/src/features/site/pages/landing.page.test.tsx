import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROUP_CAPACITY, GROUP_THRESHOLD } from '@saath/shared/constants';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { PATHS } from '../../../lib/paths.ts';
import LandingPage from './landing.page.tsx';

const stats = (registered: number) => ({
  'GET /api/public/stats': { body: { registered_members: registered, free_member_limit: 2000 } },
});

describe('landing page', () => {
  it('shows the real registration count toward 2,000 and says we are not live', async () => {
    mockFetch(stats(1234));
    renderPage(<LandingPage />, '/');
    const banner = screen.getByRole('region', { name: /We are not live yet/ });
    expect(await within(banner).findByText('1,234')).toBeVisible();
    expect(banner).toHaveTextContent('1,234 of 2,000 founding members have joined');
    expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1234');
    // Pricing (below the fold, its own chunk) counts the free places left from the same answer.
    expect(await screen.findByText('766 free places left')).toBeVisible();
  });

  it('says we are live once the founding places are taken', async () => {
    mockFetch(stats(2000));
    renderPage(<LandingPage />, '/');
    expect(await screen.findByRole('region', { name: /we are live/ })).toHaveTextContent(
      '2,000 of 2,000 founding members have joined.',
    );
    expect(await screen.findByText('All free places taken')).toBeVisible();
  });

  it('keeps the banner honest when the count cannot be loaded', async () => {
    mockFetch({ 'GET /api/public/stats': { status: 503, body: { detail: 'down' } } });
    renderPage(<LandingPage />, '/');
    expect(
      await screen.findByText('Membership is free for our first 2,000 members.'),
    ).toBeVisible();
  });

  it('quotes group sizes, windows and fees from the shared constants', async () => {
    mockFetch(stats(10));
    renderPage(<LandingPage />, '/');
    expect(
      screen.getByText(`Groups of ${GROUP_THRESHOLD} to ${GROUP_CAPACITY} travellers`),
    ).toBeVisible();
    expect(document.body).not.toHaveTextContent('10 to 16');
    const pricing = await screen.findByRole('region', { name: 'Simple, and free to start' });
    expect(pricing).toHaveTextContent('₹500 a year');
    expect(pricing).toHaveTextContent('Ticketing fee of ₹250 + GST waived');
    expect(pricing).toHaveTextContent('₹250 + 18% GST per ticket (₹295 in all)');
    for (const id of ['video-section', 'how-it-works', 'pricing']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(document.body).toHaveTextContent('24 hours');
    expect(document.body).toHaveTextContent('48 hours');
  });

  it('says members pay their share before a deadline before the flight is booked', async () => {
    mockFetch(stats(10));
    renderPage(<LandingPage />, '/');
    const step = (await screen.findByRole('heading', { name: 'Airlines bid and ticket' })).closest(
      'li',
    ) as HTMLElement;
    expect(step).toHaveTextContent(
      'the lowest bid wins and each member pays their share within 24 hours; then the flight is booked and tickets are issued.',
    );
    expect(document.body).not.toHaveTextContent('books the whole group');
  });

  it("sends 'Join for Free' to /register when no Google button is on the page", async () => {
    mockFetch(stats(10));
    const { router } = renderPage(<LandingPage />, '/');
    await userEvent.click(screen.getAllByRole('button', { name: 'Join for Free' })[0]!);
    expect(router.state.location.pathname).toBe(PATHS.register);
    expect(screen.getByTestId('location')).toBeInTheDocument();
  });

  it('plays the explainer without loading anything', async () => {
    const fetchMock = mockFetch(stats(10));
    renderPage(<LandingPage />, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Play the explainer' }));
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pause the explainer' })).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/public/stats']);
  });
});
