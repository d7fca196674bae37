import crypto from 'node:crypto';
import { UPLOAD_SCENES, UPLOAD_TOKEN_TTL_MS, type UploadScene } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { appMetaRepository } from '../repositories/app-meta.ts';

/** The app_meta row holding the signing secret: one per database, so every server process shares it. */
const SECRET_KEY = 'upload_token_secret';
/** Binds a signature to this use, so no other HMAC made with the secret can pass for an upload token. */
const PURPOSE = 'weassit-upload-v1.';

export interface UploadClaims {
  userId: string;
  scene: UploadScene;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const secrets = new WeakMap<Kysely<Database>, Promise<Buffer>>();

/** The signing secret, created on first use; concurrent first uses by several processes agree on one row. */
function secretOf(db: Kysely<Database>): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = appMetaRepository(db)
      .getOrCreate(SECRET_KEY, crypto.randomBytes(32).toString('base64url'), Date.now())
      .then((value) => Buffer.from(value, 'base64url'));
    secrets.set(db, secret);
    // A failed read (database down) is retried on the next call rather than remembered.
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const sign = (secret: Buffer, payload: string) =>
  crypto
    .createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest();

/**
 * Short-lived upload tokens: `<payload>.<signature>`, base64url, where the payload names the user, the scene
 * and the expiry, and the signature is HMAC-SHA256 with a per-database secret. Stateless to check, so any
 * server process on the same database accepts a token another one issued.
 */
export function uploadTokens(db: Kysely<Database>) {
  return {
    async issue(userId: string, scene: UploadScene, now: number): Promise<{ token: string; expiresAt: number }> {
      const expiresAt = now + UPLOAD_TOKEN_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ u: userId, s: scene, e: expiresAt })).toString('base64url');
      const signature = sign(await secretOf(db), payload).toString('base64url');
      return { token: `${payload}.${signature}`, expiresAt };
    },

    /** The claims of a genuine, unexpired token, or undefined. */
    async verify(token: string, now: number): Promise<UploadClaims | undefined> {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const expected = sign(await secretOf(db), payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      const { u, s, e } = (claims ?? {}) as Record<string, unknown>;
      if (typeof u !== 'string' || !u || typeof e !== 'number' || !UPLOAD_SCENES.includes(s as UploadScene)) {
        return undefined;
      }
      return now < e ? { userId: u, scene: s as UploadScene, expiresAt: e } : undefined;
    },
  };
}

export type UploadTokens = ReturnType<typeof uploadTokens>;
