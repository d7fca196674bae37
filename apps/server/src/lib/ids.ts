import crypto from 'node:crypto';

/** A random public id: 16 hex characters (64 bits), unguessable enough that ids never need to be secret. */
export function newId(): string {
  return crypto.randomBytes(8).toString('hex');
}

/** A 256-bit bearer token, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** How a token is stored and looked up: never the token itself. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
