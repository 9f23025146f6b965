// When each legal text last changed (shown as "Last updated"): bump it with the text.
export const LEGAL_UPDATED = {
  privacy: '2026-11-21',
  terms: '2026-11-21',
  cookies: '2026-11-21',
} as const;
