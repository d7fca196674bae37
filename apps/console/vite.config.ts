import { createRequire } from 'node:module';
import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type Rolldown } from 'vite';
import { docsMarkdown } from './build/docs-markdown.ts';
import { precompress } from './build/precompress.ts';
import { preloadChunk } from './build/preload-chunk.ts';
import { prerenderHome } from './build/prerender-home.ts';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, '../..');
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

/**
 * react-router's production build names its components and contexts for React DevTools with top-level statements
 * (`Form.displayName = "Form";`). Such a write counts as a side effect, so tree shaking keeps every component it
 * names, used or not: its data-router Form, with fetchers and submission helpers. Blanked out (same length, so
 * the source map stays right), with `forwardRef` calls declared pure (treeshake below), the unused ones go.
 */
function reactRouterWithoutDisplayNames(): Plugin {
  return {
    name: 'weassit:react-router-without-display-names',
    transform(code, id) {
      if (!/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/.test(id)) return null;
      return { code: code.replace(/^\w+\.displayName = "[^"\n]*";$/gm, (line) => ' '.repeat(line.length)), map: null };
    },
  };
}

/**
 * react-aria-components' Table builds a TreeDropTargetDelegate for every table, which it uses only when the table
 * takes drops (`dragAndDropHooks`); with it comes its module, ~0.9 kB gzip on every list page. No table here takes
 * drops, so the table gets none (the module goes), and a source that starts using drag and drop fails the build
 * rather than a table at run time. A Table.mjs that no longer has the expected line fails the build too.
 */
function reactAriaTableWithoutDrops(): Plugin {
  return {
    name: 'weassit:react-aria-table-without-drops',
    transform(code, id) {
      if (
        /\/(apps\/console|packages\/ui)\/src\/.*\.tsx?$/.test(id) &&
        /\b(useDragAndDrop|dragAndDropHooks)\b/.test(code)
      ) {
        this.error(`${id} uses drag and drop, which weassit:react-aria-table-without-drops removed from Table`);
      }
      if (!/react-aria-components\/dist\/private\/Table\.mjs$/.test(id)) return null;
      const alias = code.match(
        /import \{TreeDropTargetDelegate as ([\w$]+)\} from "\.\/TreeDropTargetDelegate\.mjs";/,
      )?.[1];
      const create = alias && `()=>new (0, ${alias})()`;
      if (!create || code.split(create).length !== 2) {
        this.error('react-aria-components Table.mjs changed: review weassit:react-aria-table-without-drops');
      }
      // Same length, so the source map stays right.
      return { code: code.replace(create, '()=>null'.padEnd(create.length)), map: null };
    },
  };
}

/**
 * What the console frame needs beyond the form widgets (the sidebar's tooltip triggers, whose bubble and overlay
 * positioning load when a tooltip first opens; the breadcrumb's collection, the navbar's badge and icon buttons,
 * jotai's useAtom …) and pages use too. The automatic split leaves it in about ten small chunks, which every
 * console page loads with the frame; as one chunk it compresses ~1.5 kB smaller. None of it is on the login,
 * account, landing or docs pages.
 */
const CONSOLE_FRAME_SHARED = new RegExp(
  [
    'packages/ui/src/(Badge|IconButton)/',
    'apps/console/src/lib/vip\\.ts',
    'jotai/dist/react/useAtom',
    'use-sync-external-store',
    '@internationalized/string',
    'react-aria/dist/private/i18n/useLocalizedStringFormatter',
    'react-aria/dist/private/utils/(useResizeObserver|useEvent|useSlot|getScrollParent|inertValue|useUpdateEffect)\\.',
    'react-aria/dist/private/collections/(Document|CollectionBuilder|BaseCollection|useCachedChildren)',
    'react-aria-components/dist/private/(Collection|intlStrings)\\.mjs',
    'react-aria-components/dist/private/intl/',
  ].join('|'),
);

/**
 * A chunk that imports another one dynamically lists the files to preload with it (`__vite__mapDeps`): all the
 * JS chunks the other one imports, at any depth. Those the importing chunk imports statically itself are loaded
 * already when it runs, so listing them only adds bytes to every chunk with a lazy page or dialog (the entry's
 * area table, an area's page table, a page's dialog). Drops them; the CSS files stay listed (Vite adds those
 * after this step). The plugin hands the bundle to `resolveDependencies`, which Vite calls while writing it.
 */
function preloadOnlyMissingChunks() {
  let bundle: Rolldown.OutputBundle | undefined;
  const plugin: Plugin = {
    name: 'weassit:preload-only-missing-chunks',
    generateBundle(_options, output) {
      bundle = output;
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: string },
  ) => {
    const chunks = bundle;
    if (hostType !== 'js' || !chunks) return deps;
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const chunk = chunks[file];
      if (chunk?.type === 'chunk') for (const dep of chunk.imports) visit(dep);
    };
    visit(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preloads = preloadOnlyMissingChunks();

export default defineConfig(({ mode }) => ({
  base: '/weassit/',
  plugins: [
    // react-aria ships its widgets' strings (table and grid announcements, date parts …) in ~35 locales; the
    // console speaks Chinese (en-US kept as react-aria's fallback). Cuts tens of kB from every table page.
    { ...optimizeLocales.vite({ locales: ['zh-CN', 'en-US'] }), enforce: 'pre' },
    // The docs pages: Markdown compiled, sanitised and highlighted here, never in the browser.
    docsMarkdown({ contentDir: path.join(import.meta.dirname, 'src/features/docs/content'), root: repoRoot }),
    react(),
    vanillaExtractPlugin(),
    uiSprinklesWithoutSideEffects(),
    reactRouterWithoutDisplayNames(),
    preloads.plugin,
    reactAriaTableWithoutDrops(),
    // A first visit to /login (or /, which leads there) fetches the login page's chunk alongside the entry, and
    // other first visits do not (see build/preload-chunk.ts).
    preloadChunk('src/features/auth/login-area.tsx', ['/login', '/']),
    // home.html: the landing page as static HTML for first visits (see build/prerender-home.ts).
    prerenderHome(),
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
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // .vite/manifest.json: which chunks each route's lazy area needs (read by scripts/bench-bundle.mjs).
    manifest: true,
    rollupOptions: {
      // Reading a property has no side effect in this code base or its libraries: this drops what tree shaking
      // leaves of unused constants (e.g. `MatchType.FUZZY, MatchType.EXACT;` from the contract's option lists).
      // `forwardRef` has no side effect either: an unused component made with it can go (react-router's Link,
      // NavLink and Form, see above). `import_react` is the bundler's name for React's module namespace.
      treeshake: { propertyReadSideEffects: false, manualPureFunctions: ['import_react.forwardRef'] },
      output: {
        codeSplitting: {
          // Everything the entry needs in one chunk (the automatic split made six small ones); the sprinkles
          // runtime stays out (see above).
          groups: [
            { name: 'app', tags: ['$initial'], test: (id: string) => !/sprinkles/.test(id), priority: 10 },
            // The form widgets most console and account pages use (the list pages' SearchField too), as one chunk:
            // left to the automatic split they become many small files whose separate compression costs more.
            {
              name: 'forms',
              test: /packages\/ui\/src\/(Button|Form|Field|TextField|PasswordField|SearchField|VisuallyHidden)\//,
              priority: 5,
            },
            {
              name: 'page-parts',
              test: /packages\/ui\/src\/(Alert|PageWrapper|EmptyState|Skeleton)\/|apps\/console\/src\/components\/column\.css/,
              includeDependenciesRecursively: false,
              priority: 4.5,
            },
            // After the form widgets: what they hold already stays there.
            { name: 'console-kit', test: CONSOLE_FRAME_SHARED, priority: 4 },
            // The list pages' table stack, in two chunks: react-aria's selection (which pickers and selects in
            // dialogs share) and the table itself. Left to the automatic split, each new lazy widget that uses a
            // part of it cuts it into more pieces, each compressed apart: this costs every list page ~1.4 kB.
            { name: 'selection', test: /react-(aria|stately)\/dist\/private\/selection\//, priority: 3.5 },
            {
              name: 'table',
              test: /packages\/ui\/src\/Table\/|react-aria\/dist\/private\/(grid|table)\/|react-stately\/dist\/private\/(grid|table)\/|react-aria-components\/dist\/private\/Table\./,
              priority: 3,
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
