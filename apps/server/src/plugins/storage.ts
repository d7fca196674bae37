import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createBlobStore } from '../storage/create-blob-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live: the upload endpoint writes, material removal deletes. */
    blobStore: BlobStore;
  }
}

/** Opens the upload store (DATA_DIR/uploads or S3) once for every route, and closes it with the server. */
export const storagePlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const store = await createBlobStore(options.config);
    app.decorate('blobStore', store);
    app.addHook('onClose', () => store.close());
  },
  { name: 'storage' },
);
