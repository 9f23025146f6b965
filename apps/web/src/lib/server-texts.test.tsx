import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
