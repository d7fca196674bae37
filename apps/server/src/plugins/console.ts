import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CONSOLE_BASE } from '@weassit/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, sendApiNotFound } from './errors.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Serves the built console under /weassit/ with history fallback: hashed assets are cached for a year,
 * index.html never (so a deploy is picked up at once), and any other /weassit/* path gets index.html so the
 * client router can show it. `/` goes to the login page. Unknown API paths answer the JSON envelope.
 * Files go brotli- or gzip-compressed when the build wrote a `.br`/`.gz` copy and the client accepts it.
 * Source maps are built for error reports, not for visitors: they are never served.
 * The landing page (/weassit/home) is the build's prerendered `home.html`: static HTML for a first visit.
 */
export const consolePlugin = fp(
  async (app: FastifyInstance, options: { consoleDir: string }) => {
    const indexFile = path.join(options.consoleDir, 'index.html');
    const built = fs.existsSync(indexFile);
    const prerenderedHome = built && fs.existsSync(path.join(options.consoleDir, 'home.html'));
    if (!built) app.log.warn({ consoleDir: options.consoleDir }, 'console is not built: run `npm run build`');

    const sendIndex = (reply: FastifyReply) => {
      if (!built) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The console is not built yet. Run `npm run build` (or `npm start`, which builds it).');
      }
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', options.consoleDir, { cacheControl: false });
    };

    if (built) {
      await app.register(fastifyStatic, {
        root: options.consoleDir,
        prefix: CONSOLE_BASE,
        index: false,
        wildcard: false,
        preCompressed: true,
        // One route per file of the build; the compressed copies are sent in place of their original.
        globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache');
        },
      });
    }

    // The query string goes along: an invite link `/?r=<code>` must still carry its code to the console.
    const query = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
    app.get('/', (request, reply) => reply.redirect(`${CONSOLE_BASE}login${query(request.url)}`, 302));
    app.get(CONSOLE_BASE.slice(0, -1), (request, reply) => reply.redirect(`${CONSOLE_BASE}${query(request.url)}`, 301));
    app.get(CONSOLE_BASE, (_request, reply) => sendIndex(reply));
    app.get(`${CONSOLE_BASE}home`, (_request, reply) =>
      prerenderedHome
        ? reply.header('cache-control', 'no-cache').sendFile('home.html', options.consoleDir, { cacheControl: false })
        : sendIndex(reply),
    );

    app.setNotFoundHandler((request, reply) => {
      const url = request.raw.url ?? '/';
      if (isApiPath(url)) return sendApiNotFound(url, reply);
      const pathname = url.split('?')[0] ?? '';
      // A missing hashed asset is a real 404 (a stale tab asking for an old build), not a page; so is a map.
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        pathname.startsWith(CONSOLE_BASE) &&
        !pathname.startsWith(`${CONSOLE_BASE}assets/`) &&
        !pathname.endsWith('.map')
      ) {
        return sendIndex(reply);
      }
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    });
  },
  { name: 'console' },
);
