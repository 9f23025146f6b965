import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCompleteUser } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import NotificationChannelCard from './notification-channel-card.tsx';

const CODE = 'POST /api/users/me/notification-channel/code';
const CONFIRM = 'POST /api/users/me/notification-channel/confirm';
const CONFIG = 'GET /api/config';
const configured = (...channels: string[]) => ({
  [CONFIG]: {
    body: {
      google_client_id: null,
      analytics_measurement_id: null,
      notification_channels: ['EMAIL', ...channels],
    },
  },
});

function mount(routes: Parameters<typeof mockFetch>[0], user = makeCompleteUser()) {
  setToken('t-1');
  setUser(user);
  const fetchMock = mockFetch({
    'GET /api/users/me': { body: user },
    ...configured('SMS', 'WHATSAPP'),
    ...routes,
  });
  renderPage(<NotificationChannelCard user={user} />, '/profile');
  return fetchMock;
}

describe('notification channel card', () => {
  it('says email stays until the code is confirmed, sends the code and confirms it', async () => {
    const user = userEvent.setup();
    const fetchMock = mount({
      [CODE]: {
        body: { channel: 'WHATSAPP', phone: '+919876543210', expires_at: '2026-11-21T10:10:00Z' },
      },
      [CONFIRM]: {
        body: { notification_preference: 'WHATSAPP', notification_phone: '+919876543210' },
      },
    });
    expect(screen.getByText('Email')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Get updates on WhatsApp' }));
    expect(screen.getByText(/Until you enter it, we keep writing to you by email/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(/We sent a code to \+919876543210 on WhatsApp/)).toBeVisible();
    const codeBody = JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body));
    expect(codeBody.channel).toBe('WHATSAPP');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code we sent');
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('WhatsApp is on for +919876543210.')).toBeVisible();
  });

  it("shows the server's refusal of a wrong code", async () => {
    const user = userEvent.setup();
    mount({
      [CODE]: {
        body: { channel: 'SMS', phone: '+919876543210', expires_at: '2026-11-21T10:10:00Z' },
      },
      [CONFIRM]: { status: 400, body: { detail: 'This code is not right' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Get updates on SMS' }));
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This code is not right'),
    );
  });

  it('lets a WhatsApp member go back to email', async () => {
    const user = userEvent.setup();
    const member = {
      ...makeCompleteUser(),
      notification_preference: 'WHATSAPP' as const,
      notification_phone: '+919876543210',
    };
    mount(
      { 'PUT /api/users/me': { body: { ...member, notification_preference: 'EMAIL' } } },
      member,
    );
    expect(screen.getByText(/Reply STOP to any message/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to email' }));
    expect(await screen.findByText('We will write to you by email.')).toBeVisible();
  });

  it('offers only the text channels the operator configured', async () => {
    mount(configured('SMS'));
    expect(await screen.findByRole('button', { name: 'Get updates on SMS' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get updates on WhatsApp' })).toBeNull();
  });

  it('offers no text channel when only email is configured, and says so', async () => {
    mount(configured());
    expect(
      await screen.findByText('Updates by SMS or WhatsApp are not available yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Get updates on/ })).toBeNull();
  });

  it('still lets a member whose channel was switched off go back to email', async () => {
    const member = {
      ...makeCompleteUser(),
      notification_preference: 'SMS' as const,
      notification_phone: '+919876543210',
    };
    mount(configured(), member);
    expect(await screen.findByRole('button', { name: 'Back to email' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Get updates on/ })).toBeNull();
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });
});
