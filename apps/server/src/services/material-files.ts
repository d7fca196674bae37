import { UPLOAD_KEY_PREFIX, uploadKeyPrefix } from '@weassit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { materialsRepository } from '../repositories/materials.ts';
import { robotConfigsRepository } from '../repositories/robot-configs.ts';
import { uploadsRepository } from '../repositories/uploads.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** The user's upload key in a file URL (`<base>/public/<userId>/…`, percent-encoded), if it is one. */
function keyInUrl(url: string, userId: string): string | undefined {
  let segments: string[];
  try {
    segments = new URL(url).pathname.split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  for (let i = 0; i + 2 < segments.length; i++) {
    if (segments[i] === UPLOAD_KEY_PREFIX && segments[i + 1] === userId) return segments.slice(i).join('/');
  }
  return undefined;
}

/** The user's upload keys a material points at: its file or link URL, its thumbnail URL and thumbKey. */
export function materialFileKeys(material: Record<string, unknown>, userId: string): string[] {
  const keys = new Set<string>();
  for (const field of ['url', 'thumbUrl']) {
    const value = material[field];
    const key = typeof value === 'string' ? keyInUrl(value, userId) : undefined;
    if (key) keys.add(key);
  }
  const { thumbKey } = material;
  if (typeof thumbKey === 'string' && thumbKey.startsWith(uploadKeyPrefix(userId))) keys.add(thumbKey);
  return [...keys];
}

/**
 * Deletes the stored files among `keys` that nothing of the user uses any more: not another material, and not
 * the robot config (a reply may carry a file URL itself). Only files this server recorded are deleted. A store
 * that fails is logged, not reported: the material is gone either way, and the file stays recorded.
 */
export async function releaseMaterialFiles(
  db: Kysely<Database>,
  store: BlobStore,
  userId: string,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const files = uploadsRepository(db, userId);
  const recorded = await files.known(keys);
  if (recorded.length === 0) return;
  const config = (await robotConfigsRepository(db).findByUser(userId))?.config ?? '';
  for (const key of recorded) {
    // The random folder is unique to this file: a cheap filter, then an exact look at each candidate.
    const folder = key.split('/').at(-2) ?? key;
    if (config.includes(folder)) continue;
    const candidates = await materialsRepository(db, userId).mentioning(folder);
    if (candidates.some((m) => materialFileKeys({ ...m }, userId).includes(key))) {
      continue;
    }
    try {
      await store.delete(key);
      await files.forget(key);
    } catch (error) {
      log.warn({ err: error, key }, 'unused upload not deleted');
    }
  }
}
