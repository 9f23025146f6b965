import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../../platform/clock.ts';

export type GoogleIdentity = {
  subject: string;
  email: string;
  givenName: string | undefined;
  familyName: string | undefined;
};

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity | null>;

// ADR 0014: signature, issuer, audience and expiry are checked against the published key
// set. The key-set URL is configuration so tests can sign tokens with their own keys.
export function createGoogleVerifier(options: {
  clientId: string;
  jwksUrl: string;
  clock: Clock;
}): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: ['https://accounts.google.com', 'accounts.google.com'],
        audience: options.clientId,
        currentDate: options.clock.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      // An unverified address could belong to someone else: never link accounts on it.
      if (payload.email_verified !== true) return null;
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
        familyName: typeof payload.family_name === 'string' ? payload.family_name : undefined,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  };
}
