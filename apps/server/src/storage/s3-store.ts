import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config.ts';
import { BlobExistsError, type BlobStore, type StagedBlob } from './blob-store.ts';

type S3Config = NonNullable<Config['s3']>;

/** Staged objects: unguessable names under one prefix (give it a lifecycle rule to expire leftovers). */
const STAGING = '.staging/';

/** The public base of a bucket: S3_PUBLIC_URL, else the endpoint path-style, else AWS's own host. */
export function s3PublicBase(s3: S3Config): string {
  const base =
    s3.publicUrl ??
    (s3.endpoint
      ? `${s3.endpoint.replace(/\/+$/, '')}/${s3.bucket}`
      : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`);
  return base.replace(/\/*$/, '/');
}

/**
 * Files in an S3-compatible bucket. A stream goes to a staging key with `Upload` (multipart above 5 MB, so
 * memory stays bounded); commit copies it to its key server-side with the served type, then deletes it.
 */
export class S3Store implements BlobStore {
  readonly publicBase: string;
  readonly localRoot = undefined;
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(s3: S3Config) {
    this.#bucket = s3.bucket;
    this.publicBase = s3PublicBase(s3);
    this.#client = new S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible stores reject the newer default headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async stage(body: Readable): Promise<StagedBlob> {
    const staged = `${STAGING}${crypto.randomUUID()}`;
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: staged, Body: body },
      queueSize: 1,
      leavePartsOnError: false,
    });
    // The SDK does not always surface the body's own error (it may report an abort instead): keep it.
    let bodyError: unknown;
    body.once('error', (error) => {
      bodyError = error;
    });
    try {
      await upload.done();
    } catch (error) {
      await this.#delete(staged).catch(() => {});
      throw bodyError ?? error;
    }
    if (bodyError) {
      await this.#delete(staged).catch(() => {});
      throw bodyError;
    }
    return {
      commit: async (key, type) => {
        // Copy has no portable "only if absent" condition across S3-compatible stores: ask first. Keys carry
        // a random folder, so nothing else writes the same key between the two calls.
        if (await this.#exists(key)) throw new BlobExistsError(key);
        await this.#client.send(
          new CopyObjectCommand({
            Bucket: this.#bucket,
            Key: key,
            CopySource: `${this.#bucket}/${staged}`,
            MetadataDirective: 'REPLACE',
            ContentType: type.contentType,
            ContentDisposition: type.disposition,
          }),
        );
        // The file is in place: a leftover staging object is only clutter, not a reason to fail the upload.
        await this.#delete(staged).catch(() => {});
      },
      discard: () => this.#delete(staged),
    };
  }

  async delete(key: string): Promise<void> {
    await this.#delete(key);
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }

  async #exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      // Without the ListBucket permission S3 answers a missing key with 403, not 404: the random folder
      // is what keeps keys apart, so that is no reason to refuse the upload.
      if (status === 404 || status === 403) return false;
      throw error;
    }
  }

  async #delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }
}
