import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { CONSOLE_BASE } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FILES_PATH } from '../routes/v1/uploads.ts';

/**
 * Answers below this size go as they are: they fit in the first packets of a response either way, so
 * compressing them would cost CPU and save no round trip.
 */
export const COMPRESS_THRESHOLD = 4096;

/**
 * Compresses large answers built per request (e.g. the friend list, 1.3 MB of JSON for 20 000 friends) with
 * brotli or gzip, as the client accepts. Files are left alone: the console's come precompressed from its build,
 * and uploads are served as stored. Request bodies are not decompressed (no client sends them compressed).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs before @fastify/compress's own onRoute hook, which reads the flag.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(CONSOLE_BASE) || route.url.startsWith(FILES_PATH)) route.compress = false;
    });
    await app.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      // Fast levels, as for any compression per request: on the 1.3 MB friend list brotli 3 takes a quarter of
      // the time of brotli 4 for 20 % more bytes, gzip 1 a fifth of the time of gzip 6 for 7 % more.
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
      zlibOptions: { level: 1 },
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
