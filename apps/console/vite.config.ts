import { createRequire } from 'node:module';
import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';
import { preloadChunk } from './build/preload-chunk.ts';

const require = createRequire(import.meta.url);
/** A file of react-router's production build (resolved from the console, as the app imports it). */
const reactRouterBuild = (file: string) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);

// The dev server proxies the API to the real server (npm run dev starts both).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

/**
 * @weassit/ui declares every `*.css.ts` a side effect, which keeps the sprinkles runtime (createSprinkles and its
 * atom tables, ~2.5 kB gzip) in the entry chunk although only the Layout widgets call it. Its CSS has no global
 * rules, so the module can go wherever Layout goes: tell the bundler it has no side effects of its own.
 */
function uiSprinklesWithoutSideEffects(): Plugin {
  return {
    name: 'weassit:ui-sprinkles-without-side-effects',
    enforce: 'post',
    transform(code, id) {
      if (!/packages\/ui\/src\/theme\/sprinkles\.css\.ts$/.test(id)) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

export default defineConfig(({ mode }) => ({
  base: '/weassit/',
  plugins: [
    // react-aria ships its widgets' strings (table and grid announcements, date parts …) in ~35 locales; the
    // console speaks Chinese (en-US kept as react-aria's fallback). Cuts tens of kB from every table page.
    { ...optimizeLocales.vite({ locales: ['zh-CN', 'en-US'] }), enforce: 'pre' },
    react(),
    vanillaExtractPlugin(),
    uiSprinklesWithoutSideEffects(),
    // A first visit to /login fetches the login page's chunk alongside the entry (see build/preload-chunk.ts).
    preloadChunk('src/features/auth/login-area.tsx'),
    precompress(),
  ],
  // @weassit/ui and @weassit/contract resolve to their sources, so the console needs no prior package build.
  resolve: {
    conditions: ['@weassit/source', ...defaultClientConditions],
    // react-router's exports map offers only its development build (warnings and checks included); a
    // production build takes the production files it ships beside them. Both entries share the same chunks.
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : [],
  },
  // vanilla-extract evaluates .css.ts files in an SSR module runner: it must see the same sources, or a
  // stylesheet importing `vars` from @weassit/ui gets the built package's variable names instead.
  environments: { ssr: { resolve: { conditions: ['@weassit/source', ...defaultServerConditions] } } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/v1': apiTarget, '/files': apiTarget, '/upload': apiTarget },
  },
  build: {
    sourcemap: 'hidden',
    // Every browser the console supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: which chunks each route's lazy area needs (read by scripts/bench-bundle.mjs).
    manifest: true,
    rollupOptions: {
      // Reading a property has no side effect in this code base or its libraries: this drops what tree shaking
      // leaves of unused constants (e.g. `MatchType.FUZZY, MatchType.EXACT;` from the contract's option lists).
      treeshake: { propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          // Everything the entry needs in one chunk (the automatic split made six small ones); the sprinkles
          // runtime stays out (see above).
          groups: [
            { name: 'app', tags: ['$initial'], test: (id: string) => !/sprinkles/.test(id), priority: 10 },
            // The form widgets every account page and most console pages use, as one chunk: left to the automatic
            // split they became five small files whose separate compression cost the login page ~1.5 kB.
            {
              name: 'forms',
              test: /packages\/ui\/src\/(Button|Form|Field|TextField|PasswordField|VisuallyHidden)\//,
              priority: 5,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // jotai and react-router ship 'use client' directives: harmless in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
}));
