import { hash, verify } from '@node-rs/argon2';

// argon2id (`algorithm: 2`; the enum import is not allowed under verbatimModuleSyntax).
// OWASP's baseline: 19 MiB, 2 passes.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified when an email is unknown, so a failed login takes as long either way and does
// not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
