import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { appMetaRepository } from '../repositories/app-meta.ts';

/** One signing secret per database and use, so every server process on the database shares it. */
const secrets = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>();

/** The secret stored under `key`, created on first use; concurrent first uses by several processes agree on one row. */
function secretOf(db: Kysely<Database>, key: string): Promise<Buffer> {
  let perDb = secrets.get(db);
  if (!perDb) {
    perDb = new Map();
    secrets.set(db, perDb);
  }
  let secret = perDb.get(key);
  if (!secret) {
    secret = appMetaRepository(db)
      .getOrCreate(key, crypto.randomBytes(32).toString('base64url'), Date.now())
      .then((value) => Buffer.from(value, 'base64url'));
    perDb.set(key, secret);
    // A failed read (database down) is retried on the next call rather than remembered.
    secret.catch(() => perDb.delete(key));
  }
  return secret;
}

/**
 * Short-lived stateless tokens: `<payload>.<signature>`, base64url, where the payload is the claims as JSON and
 * the signature is HMAC-SHA256 with a per-database secret (the app_meta row `secretKey`). Any server process on
 * the same database accepts a token another one issued. `purpose` is signed with the payload, so a token made
 * for one use never passes for another.
 */
export function signedTokens(db: Kysely<Database>, options: { secretKey: string; purpose: string }) {
  const sign = async (payload: string) =>
    crypto
      .createHmac('sha256', await secretOf(db, options.secretKey))
      .update(options.purpose + payload)
      .digest();
  return {
    async seal(claims: Record<string, unknown>): Promise<string> {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${(await sign(payload)).toString('base64url')}`;
    },

    /** The claims of a token this issued (unchecked beyond the signature), or undefined. */
    async open(token: string): Promise<Record<string, unknown> | undefined> {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const expected = await sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
      try {
        const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
