import { randomBytes } from 'node:crypto';

// decisions.md "Tickets": short, unique, not guessable: 10 characters of Crockford base32
// (no I, L, O, U), 50 random bits.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newTicketNumber(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}
