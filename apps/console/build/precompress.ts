import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a response fits in a packet or two either way: the extra files would not pay. */
export const PRECOMPRESS_MIN_BYTES = 512;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Every file under `dir` (recursively), skipping dot-folders such as `.vite` (never served). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : listFiles(full);
      return entry.isFile() ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` next to `file` (each only when smaller than the original). */
async function compressFile(file: string): Promise<void> {
  const source = await fs.readFile(file);
  if (source.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < source.length ? fs.writeFile(`${file}.br`, br) : undefined,
    gz.length < source.length ? fs.writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Writes brotli (max quality) and gzip (level 9) copies of the built text files, so the server sends them
 * compressed at no cost per request. Runs after the bundle is written, over the whole output folder, so the
 * files copied from `public/` are included.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'weassit:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(files.map(compressFile));
      },
    },
  };
}
