import { randomBytes } from 'node:crypto';

// A ticket number is short, unique and not guessable (knowing one is no key to another's
// ticket): 10 characters of Crockford base32 (no I, L, O, U), 50 random bits.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newTicketNumber(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}
