import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishLeft } from '../../../test/english-left.ts';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { loadTexts } from '../../../lib/i18n.tsx';
import AboutPage from './about.page.tsx';
import LandingPage from './landing.page.tsx';

// The landing and about pages as a Hindi reader sees them at /hi and /hi/about: headings and
// buttons in Hindi, and no English left anywhere in their text.
beforeAll(() => loadTexts('app', 'hi'));
afterAll(() => loadTexts('app', 'en'));

const stats = (registered: number) => ({
  'GET /api/public/stats': { body: { registered_members: registered, free_member_limit: 2000 } },
});

describe('the landing page in Hindi', () => {
  it('tells the whole page in Hindi, with the real count', async () => {
    mockFetch(stats(1234));
    renderPage(<LandingPage />, '/');
    expect(document.title).toBe('Saath: भारत के लिए ग्रुप फ़्लाइट');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('साथ उड़ें। कम चुकाएँ।');
    const banner = screen.getByRole('region', { name: /हम अभी लाइव नहीं हुए हैं/ });
    expect(await within(banner).findByText('1,234')).toBeVisible();
    expect(banner).toHaveTextContent('2,000 में से 1,234 संस्थापक सदस्य जुड़ चुके हैं।');
    expect(screen.getAllByRole('button', { name: 'मुफ़्त में जुड़ें' })[0]).toBeVisible();
    // The sections below the fold (their own chunk) and the pricing counted from the answer.
    expect(await screen.findByText('766 मुफ़्त जगहें बाकी')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Saath कैसे काम करता है' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'आसान, और शुरुआत मुफ़्त' })).toHaveTextContent(
      '₹250 + 18% GST टिकटिंग शुल्क (कुल ₹295)',
    );
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('plays the explainer in Hindi', async () => {
    mockFetch(stats(10));
    renderPage(<LandingPage />, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'वीडियो चलाएँ' }));
    expect(screen.getByText('चरण 1 / 4')).toBeVisible();
    expect(screen.getByRole('button', { name: 'वीडियो रोकें' })).toBeVisible();
  });
});

describe('the about page in Hindi', () => {
  it('tells our story in Hindi', () => {
    renderPage(<AboutPage />, '/about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saath के बारे में');
    expect(screen.getByRole('heading', { name: 'कोच्चि के ग्यारह टिकट' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'सदस्य बनें' })).toHaveAttribute('href', '/register');
    expect(englishLeft(document.body)).toEqual([]);
  });
});
