import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_THRESHOLD } from '@saath/shared/constants';
import { HISTORY_REASONS, historyReason } from '@saath/shared/group-history';
import sharedHindi from '@saath/shared/hi';
import { formatMessage, type Catalog } from '@saath/shared/i18n';
import { ApiError } from './api-client.ts';
import { errorText } from './error-text.ts';
import { loadTexts } from './i18n.tsx';
import { loadServerTexts, serverText } from './server-texts.ts';

describe('the API’s English on a Hindi page', () => {
  beforeAll(async () => {
    await loadTexts('app', 'hi');
    await loadServerTexts();
  });
  afterAll(() => loadTexts('app', 'en'));

  it('shows a text the API sends in Hindi, templated ones with the values the API filled in', () => {
    expect(serverText('Download receipt')).toBe('रसीद डाउनलोड करें');
    expect(serverText('Failed to retry the job: timed out')).toBe(
      'जॉब फिर से नहीं चल सका: timed out',
    );
    // A text no catalog holds stays as the API wrote it.
    expect(serverText('Something only a newer API says')).toBe('Something only a newer API says');
  });

  it('translates an error detail and each message of a validation list', () => {
    const detail = new ApiError(409, { detail: 'Download receipt' });
    expect(errorText(detail, 'fallback')).toBe('रसीद डाउनलोड करें');
    const list = new ApiError(422, {
      detail: [
        { loc: ['body', 'x'], msg: 'Download receipt', type: 'value_error' },
        { loc: ['body', 'y'], msg: 'Unknown rule', type: 'value_error' },
      ],
    });
    expect(errorText(list, 'fallback')).toBe('रसीद डाउनलोड करें, Unknown rule');
  });
});

describe("a group's history on a Hindi page", () => {
  beforeAll(async () => {
    await loadTexts('app', 'hi');
    await loadServerTexts();
  });
  afterAll(() => loadTexts('app', 'en'));

  // Names with spaces and a fare, as the lifecycle fills them in.
  const values = {
    count: 9,
    airline: 'Air India Express',
    flight: 'IX 1234',
    fare: '₹5,250.00',
    failed: 'Akasa Air',
    note: 'Route closed for the monsoon',
  };

  it.each(Object.keys(HISTORY_REASONS) as Array<keyof typeof HISTORY_REASONS>)(
    'shows "%s" in Hindi with the values the API filled in',
    (key) => {
      const english = historyReason(key, values);
      const hindi = (sharedHindi as Catalog)[HISTORY_REASONS[key]];
      expect(hindi).toBeDefined();
      expect(serverText(english)).toBe(
        formatMessage('hi', hindi!, { ...values, threshold: GROUP_THRESHOLD }),
      );
    },
  );

  it('keeps an administrator’s note as typed and reads the longer reason whole', () => {
    expect(serverText('Admin override: Route closed for the monsoon')).toBe(
      'एडमिन का फ़ैसला: Route closed for the monsoon',
    );
    expect(serverText('Lowest bid selected: IndiGo 6E 201 at ₹5,000.00; awaiting payment')).toBe(
      'सबसे कम बोली चुनी गई: IndiGo 6E 201, ₹5,000.00 में; भुगतान का इंतज़ार है',
    );
  });
});
