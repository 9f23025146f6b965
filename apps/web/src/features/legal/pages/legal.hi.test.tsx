import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { englishLeft } from '../../../test/english-left.ts';
import { renderPage } from '../../../test/render.tsx';
import { loadTexts } from '../../../lib/i18n.tsx';
import CookiesPage from './cookies.page.tsx';
import PrivacyPage from './privacy.page.tsx';
import TermsPage from './terms.page.tsx';

// The privacy policy, terms and cookie policy as a Hindi reader sees them: whole, with the
// last-updated date in Hindi, and no English left but the names that stay Latin.
beforeAll(() => loadTexts('app', 'hi'));
afterAll(() => loadTexts('app', 'en'));

describe('the legal pages in Hindi', () => {
  it.each<[string, ReactElement, string]>([
    ['/privacy', <PrivacyPage />, 'गोपनीयता नीति'],
    ['/terms', <TermsPage />, 'सेवा की शर्तें'],
    ['/cookies', <CookiesPage />, 'कुकी नीति'],
  ])('translates %s whole, its date and contents too', (path, page, title) => {
    renderPage(page, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/^पिछली बार अपडेट किया गया:/)).toHaveTextContent('21 नवंबर 2026');
    expect(screen.getByRole('navigation', { name: 'विषय-सूची' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('keeps the refund figures the server applies in the Hindi terms', () => {
    renderPage(<TermsPage />, '/terms');
    const refunds = document.getElementById('cancellation-refunds')!.textContent;
    expect(refunds).toContain('₹800 का रिफ़ंड');
    expect(refunds).toContain('72 घंटे के भीतर');
    expect(refunds).toContain('7 से 10 कामकाजी दिनों');
  });
});
