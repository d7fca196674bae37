import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1: OWASP's recommendation), ~14 ms a hash here.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the e-mail is unknown keeps the answer time the same, so timing does not tell
// which e-mails have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hash('weassit-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
