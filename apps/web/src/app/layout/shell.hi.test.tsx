import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { formatPaise } from '@saath/shared/money';
import { moneyEvent } from '@saath/shared/money-timeline';
import { makeMoneyTimeline, makeUser } from '../../test/fixtures.ts';
import { englishLeft } from '../../test/english-left.ts';
import { renderPage, renderRoutes } from '../../test/render.tsx';
import { loadTexts } from '../../lib/i18n.tsx';
import { setToken, setUser } from '../../lib/session.store.ts';
import { MoneyTimelineList } from '../../components/ui/money-timeline.tsx';
import { PageError } from '../../components/ui/page-error.tsx';
import { Paginator } from '../../components/ui/paginator.tsx';
import { RefundPolicyNotice } from '../../components/ui/refund-policy-notice.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ThresholdProgress } from '../../components/ui/threshold-progress.tsx';
import AppFooter from './app-footer.tsx';
import { AppLayout } from './app-layout.tsx';

// The shell and the shared components as a Hindi reader sees them on a /hi page.
beforeAll(() => loadTexts('app', 'hi'));
afterAll(() => loadTexts('app', 'en'));

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <h1>मुखपृष्ठ</h1> },
      { path: '/dashboard', element: <h1>डैशबोर्ड</h1> },
    ],
  },
];

describe('the shell in Hindi', () => {
  it('shows the navbar to a visitor in Hindi', () => {
    renderRoutes(routes, '/');
    const nav = within(screen.getByRole('navigation', { name: 'मुख्य' }));
    expect(nav.getByRole('link', { name: 'यह कैसे काम करता है' })).toHaveAttribute(
      'href',
      '/#how-it-works',
    );
    expect(nav.getByRole('link', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'मुफ़्त में जुड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('navigation', { name: 'मुख्य' }))).toEqual([]);
  });

  it('greets a member and lists their links in Hindi', async () => {
    setToken('t-1');
    setUser(makeUser({ name: '', first_name: '' }));
    renderRoutes(routes, '/dashboard');
    const nav = within(screen.getByRole('navigation', { name: 'मुख्य' }));
    expect(await nav.findByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'टिकट' })).toBeInTheDocument();
    // No name yet: the greeting's fallback is Hindi too.
    expect(nav.getByRole('button', { name: 'नमस्ते, यात्री' })).toBeInTheDocument();
  });

  it('writes the footer in Hindi, links, headings and all', () => {
    renderPage(<AppFooter />, '/');
    expect(screen.getByRole('heading', { name: 'कंपनी' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'सदस्य बनें' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('navigation', { name: 'कानूनी' })).toHaveTextContent('गोपनीयता');
    expect(englishLeft(document.body)).toEqual([]);
  });
});

describe('shared components in Hindi', () => {
  it('names the pages of a paginator and its arrows in Hindi', () => {
    render(<Paginator page={5} pages={12} onChange={() => {}} label="ग्रुप के पेज" />);
    const nav = within(screen.getByRole('navigation', { name: 'ग्रुप के पेज' }));
    expect(nav.getByRole('button', { name: 'पहला' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'अगला' })).toBeInTheDocument();
    // react-bootstrap's own words ('First', 'More', '(current)') are nowhere in the markup.
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says statuses, progress and failures in Hindi', () => {
    render(
      <>
        <StatusBadge status="READY_FOR_BOOKING" />
        <StatusBadge status="cancelled" />
        <ThresholdProgress count={8} capacity={16} />
        <PageError title="ग्रुप" message="कुछ गड़बड़ हुई" onRetry={() => {}} />
        <RefundPolicyNotice />
      </>,
    );
    expect(screen.getByText('भुगतान बाकी')).toHaveClass('badge');
    expect(screen.getByText('रद्द')).toHaveClass('badge');
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '8 यात्री, ज़रूरी 7 की संख्या पूरी',
    );
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'रद्द करने और रिफ़ंड की नीति' })).toHaveTextContent(
      '₹800',
    );
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('tells the money timeline in Hindi, with Hindi dates and Indian amounts', () => {
    const timeline = makeMoneyTimeline({
      events: [
        moneyEvent({ kind: 'PAYMENT', at: '2026-01-15T04:35:00Z', amount: 970_000 }),
        moneyEvent({
          kind: 'REFUND_REQUESTED',
          at: '2026-01-16T04:35:00Z',
          ticket_number: '1234',
          reason: 'MEDICAL',
        }),
        moneyEvent({ kind: 'WAIVER_USED', at: '2026-01-17T04:35:00Z', waivers: 2 }),
      ],
    });
    render(<MoneyTimelineList timeline={timeline} />);
    expect(screen.getByText('भुगतान मिल गया')).toBeInTheDocument();
    expect(
      screen.getByText('टिकट 1234 के लिए रिफ़ंड का अनुरोध किया गया (चिकित्सा कारण)'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 टिकटिंग शुल्क छूट इस्तेमाल हुई')).toBeInTheDocument();
    expect(screen.getByText(/^गुरु, 15 जन॰ 2026/)).toBeInTheDocument();
    expect(screen.getAllByText(formatPaise(970_000)).length).toBeGreaterThan(0);
    expect(englishLeft(document.body)).toEqual([]);
  });
});
