import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { UNSUBSCRIBE_DONE, UNSUBSCRIBE_INVALID, UNSUBSCRIBE_MISSING } from '@saath/shared/alerts';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import UnsubscribePage from './unsubscribe.page.tsx';

describe('unsubscribe page', () => {
  it('unsubscribes on opening, without a sign-in, and names the route', async () => {
    const fetchMock = mockFetch({
      'POST /api/alerts/unsubscribe?token=abc.123.sig': {
        body: { message: UNSUBSCRIBE_DONE, from_location: 'DEL', to_location: 'BOM' },
      },
    });
    renderPage(
      <UnsubscribePage />,
      '/profile/alerts/unsubscribe',
      '/profile/alerts/unsubscribe?token=abc.123.sig',
    );
    expect(await screen.findByText(UNSUBSCRIBE_DONE)).toBeVisible();
    expect(screen.getByText(/New Delhi \(DEL\)/)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says a bad link is invalid', async () => {
    mockFetch({
      'POST /api/alerts/unsubscribe?token=forged': {
        status: 400,
        body: { detail: UNSUBSCRIBE_INVALID },
      },
    });
    renderPage(
      <UnsubscribePage />,
      '/profile/alerts/unsubscribe',
      '/profile/alerts/unsubscribe?token=forged',
    );
    expect(await screen.findByText(UNSUBSCRIBE_INVALID)).toBeVisible();
  });

  it('says when the link has no token', async () => {
    const fetchMock = mockFetch({});
    renderPage(<UnsubscribePage />, '/profile/alerts/unsubscribe');
    expect(await screen.findByText(UNSUBSCRIBE_MISSING)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
