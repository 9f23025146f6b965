import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishLeft } from '../../../test/english-left.ts';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { loadTexts } from '../../../lib/i18n.tsx';
import { loadServerTexts } from '../../../lib/server-texts.ts';
import ContactPage from './contact.page.tsx';

// The contact page as a Hindi reader sees it at /hi/contact: the form, our channels, the FAQ
// and a failed send in Hindi, and no English left anywhere in its text.
beforeAll(async () => {
  await loadTexts('app', 'hi');
  await loadServerTexts();
});
afterAll(() => loadTexts('app', 'en'));

/** Renders the page, fills every field with valid values (labels in Hindi) and sends. */
async function sendFilledForm() {
  const user = userEvent.setup();
  renderPage(<ContactPage />, '/contact');
  await user.type(screen.getByLabelText(/^आपका नाम/), 'Asha');
  await user.type(screen.getByLabelText(/^ईमेल पता/), 'asha@example.in');
  await user.type(screen.getByLabelText(/^विषय/), 'Goa');
  await user.type(screen.getByLabelText(/^संदेश/), 'We are six friends flying together.');
  await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
}

describe('the contact page in Hindi', () => {
  it('writes the form, the channels and the FAQ in Hindi', async () => {
    renderPage(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('संपर्क करें');
    expect(screen.getByLabelText(/^आपका नाम/)).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'अक्सर पूछे जाने वाले सवाल' });
    await userEvent.click(within(faq).getByRole('button', { name: 'सदस्यता कितने की है?' }));
    expect(within(faq).getByRole('region', { name: 'सदस्यता कितने की है?' })).toHaveTextContent(
      'हमारे पहले 2,000 सदस्यों के लिए सदस्यता मुफ़्त है',
    );
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says in Hindi when the message could not be sent', async () => {
    mockFetch({ 'POST /api/contact/': { status: 500, body: { detail: 'Internal error' } } });
    await sendFilledForm();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('आपका संदेश भेजने में दिक्कत आई।');
    expect(alert).toHaveTextContent('कृपया थोड़ी देर बाद फिर कोशिश करें');
    expect(englishLeft(alert)).toEqual([]);
  });

  it('refuses an incomplete form in Hindi: the shared schema’s messages, labels and all', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, '/contact');
    await user.type(screen.getByLabelText(/^ईमेल पता/), 'not-an-email');
    await user.type(screen.getByLabelText(/^विषय/), 'Go');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('विषय में कम से कम 3 अक्षर होने चाहिए')).toBeInTheDocument();
    expect(screen.getByText('संदेश ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('सही ईमेल पता डालें')).toBeInTheDocument();
  });

  it('shows the API’s refusal of a field in Hindi', async () => {
    mockFetch({
      'POST /api/contact/': {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'subject'], msg: 'Subject must be at most 200 characters', type: 'x' },
          ],
        },
      },
    });
    await sendFilledForm();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    await within(alert).findByText('विषय में ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं');
    expect(englishLeft(alert)).toEqual([]);
  });
});
