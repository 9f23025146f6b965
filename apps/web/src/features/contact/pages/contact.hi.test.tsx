import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishLeft } from '../../../test/english-left.ts';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { loadTexts } from '../../../lib/i18n.tsx';
import ContactPage from './contact.page.tsx';

// The contact page as a Hindi reader sees it at /hi/contact: the form, our channels, the FAQ
// and a failed send in Hindi, and no English left anywhere in its text.
beforeAll(() => loadTexts('app', 'hi'));
afterAll(() => loadTexts('app', 'en'));

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
    const user = userEvent.setup();
    renderPage(<ContactPage />, '/contact');
    await user.type(screen.getByLabelText(/^आपका नाम/), 'Asha');
    await user.type(screen.getByLabelText(/^ईमेल पता/), 'asha@example.in');
    await user.type(screen.getByLabelText(/^विषय/), 'Goa');
    await user.type(screen.getByLabelText(/^संदेश/), 'We are six friends flying together.');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('आपका संदेश भेजने में दिक्कत आई।');
    expect(alert).toHaveTextContent('कृपया थोड़ी देर बाद फिर कोशिश करें');
    expect(englishLeft(alert)).toEqual([]);
  });
});
