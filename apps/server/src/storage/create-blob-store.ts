import path from 'node:path';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { LocalFsStore } from './local-fs-store.ts';
import { S3Store } from './s3-store.ts';

/** The S3 store when S3_* is configured, else files under DATA_DIR/uploads. */
export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.s3) return new S3Store(config.s3);
  const store = new LocalFsStore(path.join(config.dataDir, 'uploads'));
  await store.open();
  return store;
}
