import { createVerifier } from 'fast-jwt';

export type AccessClaims = Record<string, unknown> & { sub: string; exp: number };

/**
 * Our own access tokens (HS256, signed with jose in auth.ts issueToken) checked by fast-jwt
 * (ADR 0014): the algorithm must be HS256, so an unsigned `alg: none` token or another algorithm
 * is refused; the signature must match the secret; `sub` and `exp` must be there; `exp` and
 * `nbf` are checked against the injected clock. fast-jwt does this synchronously with one
 * node:crypto HMAC (jose's WebCrypto path cost 8 times the CPU per token, ADR 0014).
 *
 * fast-jwt fixes its clock when a verifier is made, and these claims count whole seconds: one
 * verifier is made per second of the clock. Its clock is the last millisecond of that second, as
 * fast-jwt accepts `exp` up to and including its instant while RFC 7519 section 4.1.4 (and jose) refuse
 * a token from the second its `exp` names.
 */
export function createAccessTokenVerifier(secret: string) {
  let current: { second: number; verify: (token: string) => unknown } | undefined;
  return function verifyAccessToken(token: string, now: Date): AccessClaims | null {
    const second = Math.floor(now.getTime() / 1000);
    if (current?.second !== second)
      current = {
        second,
        verify: createVerifier({
          key: secret,
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp'],
          clockTimestamp: second * 1000 + 999,
        }),
      };
    try {
      const payload = current.verify(token) as Partial<AccessClaims>;
      return typeof payload.sub === 'string' && typeof payload.exp === 'number'
        ? (payload as AccessClaims)
        : null;
    } catch {
      return null;
    }
  };
}
