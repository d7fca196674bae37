import type { Readable } from 'node:stream';

/** How a committed file is described to whoever serves it. */
export interface StoredType {
  contentType: string;
  /** `attachment` makes browsers download rather than render the file. */
  disposition: 'inline' | 'attachment';
}

/** A commit found a file at its key already: it is left as it was. */
export class BlobExistsError extends Error {
  constructor(key: string) {
    super(`a file is already stored at ${key}`);
    this.name = 'BlobExistsError';
  }
}

/** Bytes written out of sight, waiting for the rest of the request to be checked. */
export interface StagedBlob {
  /** Makes the bytes visible at `key`; never replaces a file there (rejects with BlobExistsError). */
  commit(key: string, type: StoredType): Promise<void>;
  /** Drops the bytes; safe after a failed commit and when called twice. */
  discard(): Promise<void>;
}

/**
 * Where uploaded files live: DATA_DIR/uploads (default) or an S3-compatible bucket. Uploads are two-phase so
 * that a request refused after its file was read (a second file, a bad token sent after the file) leaves
 * nothing behind and never replaces an existing file.
 */
export interface BlobStore {
  /** Streams `body` to a staging place; on a stream error it rejects with that error and keeps nothing. */
  stage(body: Readable): Promise<StagedBlob>;
  /** Removes the file at `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** The public base URL of keys (ending in `/`), or undefined when this server serves them under /files/. */
  readonly publicBase: string | undefined;
  /** The folder served under /files/, for the local store. */
  readonly localRoot: string | undefined;
  close(): Promise<void>;
}
