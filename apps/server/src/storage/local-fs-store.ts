import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobExistsError, type BlobStore, type StagedBlob } from './blob-store.ts';

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
        await placeWithoutReplacing(temp, target, key);
        await fs.promises.rm(temp, { force: true });
      },
      discard: () => fs.promises.rm(temp, { force: true }),
    };
  }

  async delete(key: string): Promise<void> {
    const target = this.#pathOf(key);
    await fs.promises.rm(target, { force: true });
    // The file's own random folder goes with it; a folder still holding files (a legacy key's user folder) stays.
    await fs.promises.rmdir(path.dirname(target)).catch(() => {});
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

/**
 * Puts the staged file at `target` unless something is there: a hard link fails instead of replacing (rename
 * would replace). Where links are not supported, an exclusive copy does the same.
 */
async function placeWithoutReplacing(temp: string, target: string, key: string): Promise<void> {
  try {
    await fs.promises.link(temp, target);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BlobExistsError(key);
  }
  try {
    await fs.promises.copyFile(temp, target, fs.constants.COPYFILE_EXCL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BlobExistsError(key);
    throw error;
  }
}
