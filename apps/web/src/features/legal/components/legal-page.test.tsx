import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ScrollManager } from '../../../app/layout/scroll-manager.tsx';
import { renderPage } from '../../../test/render.tsx';
import CookiesPage from '../pages/cookies.page.tsx';
import PrivacyPage from '../pages/privacy.page.tsx';
import TermsPage from '../pages/terms.page.tsx';

const PAGES = [
  { path: '/privacy', Page: PrivacyPage, title: 'Privacy Policy' },
  { path: '/terms', Page: TermsPage, title: 'Terms of Service' },
  { path: '/cookies', Page: CookiesPage, title: 'Cookie Policy' },
] as const;

describe('legal pages', () => {
  it.each(PAGES)(
    '$path: title, date, and contents that lead to every section',
    ({ path, Page, title }) => {
      renderPage(<Page />, path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(`${title} · Saath`);
      expect(screen.getByText(/^Last updated:/)).toHaveTextContent(
        /Last updated: \d{1,2} \w+ 20\d\d/,
      );

      const toc = screen.getByRole('navigation', { name: 'Contents' });
      const links = within(toc).getAllByRole('link');
      expect(links.length).toBeGreaterThanOrEqual(5);
      const sectionHeadings = screen
        .getAllByRole('heading', { level: 2 })
        .filter((h) => !toc.contains(h));
      expect(sectionHeadings).toHaveLength(links.length);
      links.forEach((link, index) => {
        const id = link.getAttribute('href')!.replace(/^#/, '');
        const section = document.getElementById(id);
        expect(section?.tagName).toBe('SECTION');
        // Numbered in the order of the contents.
        expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(
          `${index + 1}. ${link.textContent}`,
        );
      });
    },
  );

  it('scrolls to a section when opened at its anchor', () => {
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    // The app's layout scrolls to anchors (ScrollManager: after 100 ms).
    vi.useFakeTimers();
    try {
      renderPage(
        <>
          <ScrollManager />
          <TermsPage />
        </>,
        '/terms',
        '/terms#cancellation-refunds',
      );
      act(() => vi.advanceTimersByTime(100));
      expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('cancellation-refunds'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('terms quote the fees, credit and refund the server applies', () => {
    renderPage(<TermsPage />, '/terms');
    const text = (id: string) => document.getElementById(id)!.textContent;
    expect(text('fees')).toContain('free for our first 2,000 members');
    // Amounts in prose read as a person writes them: ₹500, not ₹500.00.
    expect(text('fees')).toContain('annual membership of ₹500.');
    expect(text('fees')).toContain('ticketing fee of ₹250 per ticket plus GST at 18%');
    expect(text('credits')).toContain('a credit of ₹10 and one ticketing-fee waiver');
    expect(text('credits')).toContain('within 24 hours');
    expect(text('cancellation-refunds')).toContain('A refund of ₹800 is available');
    expect(text('cancellation-refunds')).toContain('within 72 hours of the event');
    expect(text('cancellation-refunds')).toContain('processed in 7 to 10 working days');
    expect(text('cancellation-refunds')).toContain('no refund for missed flights');
    expect(text('governing-law')).toContain('laws of India');
  });

  it('privacy names the grievance officer and the DPDP Act', () => {
    renderPage(<PrivacyPage />, '/privacy');
    expect(document.getElementById('who-we-are')).toHaveTextContent(
      'Digital Personal Data Protection Act, 2023',
    );
    expect(
      within(document.getElementById('grievance-officer')!).getByRole('link', {
        name: 'grievance@saath.in',
      }),
    ).toHaveAttribute('href', 'mailto:grievance@saath.in');
  });
});
