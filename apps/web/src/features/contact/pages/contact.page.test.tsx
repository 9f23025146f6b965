import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONTACT_FIELD_ERRORS,
  CONTACT_GENERIC_ERROR,
  CONTACT_SUCCESS,
} from '@saath/shared/contact';
import { GROUP_CAPACITY, GROUP_THRESHOLD } from '@saath/shared/travel';
import { failingFetch, mockFetch } from '../../../test/http.ts';
import { ScrollManager } from '../../../app/layout/scroll-manager.tsx';
import { renderPage } from '../../../test/render.tsx';
import ContactPage from './contact.page.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const SEND = 'Send Message';
const fieldOf = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User) {
  await user.type(fieldOf('Your name'), '  Priya Nair ');
  await user.type(fieldOf('Email address'), 'Priya.Nair@Example.in');
  await user.type(fieldOf('Subject'), 'Group of six to Goa');
  await user.type(fieldOf('Message'), 'We are six friends flying DEL to GOI in March.');
}

function renderContact() {
  return renderPage(<ContactPage />, '/contact');
}

describe('contact page: the form', () => {
  it('checks every field with the server’s words before sending anything', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderContact();

    await user.click(screen.getByRole('button', { name: SEND }));
    expect(fieldOf('Your name')).toHaveAccessibleDescription('Name is required');
    expect(fieldOf('Email address')).toHaveAccessibleDescription('Email is required');
    expect(fieldOf('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(fieldOf('Message')).toHaveAccessibleDescription(/Message is required/);
    expect(fieldOf('Your name')).toHaveFocus();

    await user.type(fieldOf('Your name'), 'P');
    await user.type(fieldOf('Email address'), 'priya@');
    await user.type(fieldOf('Subject'), 'Hi');
    await user.type(fieldOf('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(fieldOf('Your name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(fieldOf('Email address')).toHaveAccessibleDescription('Enter a valid email address');
    expect(fieldOf('Subject')).toHaveAccessibleDescription('Subject must be at least 3 characters');
    expect(fieldOf('Message')).toHaveAccessibleDescription(
      /Message must be at least 10 characters/,
    );
    expect(fieldOf('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    // Editing a field takes its message away; the others stay until they are fixed.
    await user.type(fieldOf('Your name'), 'riya');
    expect(fieldOf('Your name')).not.toHaveAttribute('aria-invalid');
    expect(fieldOf('Subject')).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the button with Sending... while the message is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SEND }));

    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(new Response('{}', { status: 201 })));
    expect(await screen.findByRole('button', { name: SEND })).toBeEnabled();
  });

  it('sends the checked values, thanks, clears the form, and the thanks go after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({ 'POST /api/contact/': { status: 201, body: {} } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SEND }));

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SUCCESS);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact/');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    // Trimmed and the email lower-cased, exactly as the server's schema would store them.
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Priya Nair',
      email: 'priya.nair@example.in',
      subject: 'Group of six to Goa',
      message: 'We are six friends flying DEL to GOI in March.',
    });
    for (const label of ['Your name', 'Email address', 'Subject', 'Message']) {
      expect(fieldOf(label)).toHaveValue('');
    }

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toHaveTextContent(CONTACT_SUCCESS);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('maps a 422 to each field by the last element of its location', async () => {
    mockFetch({
      'POST /api/contact/': {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'email'], msg: 'Enter a valid email address', type: 'invalid_format' },
            // Only the last element names the field, however deep the location.
            {
              loc: ['body', 'submission', 'subject'],
              msg: 'Subject looks like spam',
              type: 'value_error',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SEND }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONTACT_FIELD_ERRORS);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Enter a valid email address', 'Subject looks like spam']);
    expect(alert).not.toHaveTextContent(CONTACT_GENERIC_ERROR);
    expect(fieldOf('Email address')).toHaveAccessibleDescription('Enter a valid email address');
    expect(fieldOf('Subject')).toHaveAccessibleDescription('Subject looks like spam');
    expect(fieldOf('Your name')).not.toHaveAttribute('aria-invalid');
    expect(fieldOf('Email address')).toHaveFocus();
    // Nothing is lost: the visitor fixes the field and sends again.
    expect(fieldOf('Message')).toHaveValue('We are six friends flying DEL to GOI in March.');
  });

  it('shows the generic error for other failures and clears it after 8 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'POST /api/contact/': { status: 500, body: { detail: 'Internal error' } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SEND }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${CONTACT_FIELD_ERRORS}${CONTACT_GENERIC_ERROR}`);
    expect(alert).not.toHaveTextContent('Internal error');
    expect(fieldOf('Subject')).toHaveValue('Group of six to Goa');

    act(() => vi.advanceTimersByTime(7900));
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_GENERIC_ERROR);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the generic error when the network fails, and a rate limit is not a field error', async () => {
    failingFetch();
    const user = userEvent.setup();
    const first = renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_GENERIC_ERROR);
    first.unmount();

    mockFetch({ 'POST /api/contact/': { status: 429, body: { detail: 'Too many requests' } } });
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_GENERIC_ERROR);
  });
});

describe('contact page: channels and FAQ', () => {
  it('lists the support channels', () => {
    mockFetch({});
    renderContact();
    expect(screen.getByRole('link', { name: 'support@saath.in' })).toHaveAttribute(
      'href',
      'mailto:support@saath.in',
    );
    expect(screen.getByRole('link', { name: /\+91/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91\d{10}$/),
    );
    expect(screen.getByText(/Bengaluru, Karnataka/)).toBeInTheDocument();
  });

  it('has 7 questions whose answers open and close, with figures from the shared rules', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderContact();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq).toHaveAttribute('id', 'faq');
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(7);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).queryByRole('region')).toBeNull();

    const first = within(faq).getByRole('button', { name: 'How does a flight group form?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = within(faq).getByRole('region', { name: 'How does a flight group form?' });
    expect(first).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent(`reaches ${GROUP_THRESHOLD} passengers`);
    expect(answer).toHaveTextContent(`holds ${GROUP_CAPACITY} passengers`);

    const fees = within(faq).getByRole('button', { name: 'How much does membership cost?' });
    await user.click(fees);
    expect(within(faq).getByRole('region', { name: fees.textContent! })).toHaveTextContent(
      'free for our first 2,000 members',
    );
    expect(within(faq).getByRole('region', { name: fees.textContent! })).toHaveTextContent(
      '₹500 a year',
    );
    expect(within(faq).getByRole('region', { name: fees.textContent! })).toHaveTextContent(
      '₹250 plus 18% GST (₹295 in all)',
    );

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).queryByRole('region', { name: first.textContent! })).toBeNull();
  });

  it('scrolls to the FAQ when opened at /contact#faq', () => {
    mockFetch({});
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    // The app's layout scrolls to anchors (ScrollManager: after 100 ms).
    vi.useFakeTimers();
    try {
      renderPage(
        <>
          <ScrollManager />
          <ContactPage />
        </>,
        '/contact',
        '/contact#faq',
      );
      act(() => vi.advanceTimersByTime(100));
      expect(scroll).toHaveBeenCalled();
      expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('faq'));
    } finally {
      vi.useRealTimers();
    }
  });
});
