import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore, StagedBlob } from './blob-store.ts';

/** Staged files live beside the committed ones (same filesystem, so commit is an atomic rename). */
const STAGING = '.staging';
/** Staged files older than this were left by a crash: swept when the store opens. */
const STALE_STAGING_MS = 60 * 60 * 1000;

/** Files under `root` (DATA_DIR/uploads), one per key, written to a temporary name and renamed into place. */
export class LocalFsStore implements BlobStore {
  readonly publicBase = undefined;
  readonly localRoot: string;
  readonly #staging: string;

  constructor(root: string) {
    this.localRoot = path.resolve(root);
    this.#staging = path.join(this.localRoot, STAGING);
  }

  /** Creates the folders and removes staged files a crashed process left behind. */
  async open(now = Date.now()): Promise<void> {
    await fs.promises.mkdir(this.#staging, { recursive: true });
    for (const name of await fs.promises.readdir(this.#staging)) {
      const file = path.join(this.#staging, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (stat && now - stat.mtimeMs > STALE_STAGING_MS) await fs.promises.rm(file, { force: true });
    }
  }

  async stage(body: Readable): Promise<StagedBlob> {
    const temp = path.join(this.#staging, crypto.randomUUID());
    try {
      await pipeline(body, fs.createWriteStream(temp, { flags: 'wx' }));
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
    return {
      commit: async (key) => {
        const target = this.#pathOf(key);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(temp, target);
      },
      discard: () => fs.promises.rm(temp, { force: true }),
    };
  }

  async close(): Promise<void> {}

  /** The file of a (validated) key; refuses anything resolving outside the root, as a second line of defence. */
  #pathOf(key: string): string {
    const target = path.resolve(this.localRoot, ...key.split('/'));
    if (!target.startsWith(this.localRoot + path.sep) || target.startsWith(this.#staging + path.sep)) {
      throw new Error(`upload key escapes the store: ${key}`);
    }
    return target;
  }
}
