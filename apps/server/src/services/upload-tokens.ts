import { UPLOAD_SCENES, UPLOAD_TOKEN_TTL_MS, type UploadScene } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { signedTokens } from '../lib/signed-tokens.ts';

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

/**
 * Short-lived upload tokens: `<payload>.<signature>`, base64url, where the payload names the user, the scene
 * and the expiry, and the signature is HMAC-SHA256 with a per-database secret. Stateless to check, so any
 * server process on the same database accepts a token another one issued.
 */
export function uploadTokens(db: Kysely<Database>) {
  const tokens = signedTokens(db, { secretKey: SECRET_KEY, purpose: PURPOSE });
  return {
    async issue(userId: string, scene: UploadScene, now: number): Promise<{ token: string; expiresAt: number }> {
      const expiresAt = now + UPLOAD_TOKEN_TTL_MS;
      return { token: await tokens.seal({ u: userId, s: scene, e: expiresAt }), expiresAt };
    },

    /** The claims of a genuine, unexpired token, or undefined. */
    async verify(token: string, now: number): Promise<UploadClaims | undefined> {
      const { u, s, e } = (await tokens.open(token)) ?? {};
      if (typeof u !== 'string' || !u || typeof e !== 'number' || !UPLOAD_SCENES.includes(s as UploadScene)) {
        return undefined;
      }
      return now < e ? { userId: u, scene: s as UploadScene, expiresAt: e } : undefined;
    },
  };
}

export type UploadTokens = ReturnType<typeof uploadTokens>;
