import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { mockFetch } from '../../test/http.ts';
import { renderPage } from '../../test/render.tsx';
import { loadTexts } from '../../lib/i18n.tsx';
import { setToken } from '../../lib/session.store.ts';
import { CreditLedger } from './components/credit-ledger.tsx';
import { GstInvoiceMissing } from './components/profile-details-accordion.tsx';

// Sentences the shared package builds (a ledger entry's reason, the GST notice): a Hindi page
// shows their Hindi templates, not the English the API keeps.

describe('account texts from the shared package, in Hindi', () => {
  beforeAll(() => loadTexts('app', 'hi'));
  afterAll(() => loadTexts('app', 'en'));

  it('says why each credit entry exists in Hindi', async () => {
    setToken('t-1');
    const entry = { created_at: '2026-06-01T04:30:00Z', community_id: 'g-1', waivers: 1 };
    mockFetch({
      'GET /api/users/me/credits': {
        body: {
          credit_balance: 1000,
          fee_waivers: 1,
          entries: [
            { ...entry, id: 'c-1', amount: 1000, reason: 'GROUP_DISABLED', rfq_number: 'RFQ-7' },
            { ...entry, id: 'c-2', amount: 0, reason: 'FEE_WAIVER_USED', rfq_number: null },
          ],
        },
      },
    });
    renderPage(<CreditLedger />, '/profile');
    expect(await screen.findByText('आपका ग्रुप RFQ-7 24 घंटे में 7 यात्रियों तक नहीं पहुँचा')).toBeVisible();
    expect(screen.getByText('एक ग्रुप के टिकट पर इस्तेमाल हुआ')).toBeVisible();
    expect(screen.queryByText(/Your|Used on/)).toBeNull();
  });

  it('asks for the GST details in one Hindi sentence', () => {
    render(
      <GstInvoiceMissing
        values={{ gst_invoice_requirement: 'YES', gstin: null, gst_business_name: '' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'GST टैक्स इनवॉइस पाने के लिए अपना GSTIN और व्यवसाय का नाम (GST में दर्ज) जोड़ें; तब तक आपकी रसीदें सामान्य रसीदें रहेंगी।',
    );
  });
});
