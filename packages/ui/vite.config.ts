import fs from 'node:fs';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { stylesheets } from './vite.stylesheets.ts';

// Dependencies and peers stay external (react/jsx-runtime, react-aria-components,
// @vanilla-extract/recipes/createRuntimeFn, ...): the consumer's bundler dedupes them.
const externals = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];
const src = resolve(import.meta.dirname, 'src');
const entry = resolve(src, 'index.ts');
// The opt-in page-wide reset: built on its own into dist/reset.css.
const reset = resolve(src, 'reset.css.ts');
const hasReset = fs.existsSync(reset);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), stylesheets({ src, entry, ...(hasReset ? { reset } : {}) })],
  build: {
    lib: {
      // `.` (the widgets) and `./css` (theme tokens for consumers' own vanilla-extract stylesheets).
      entry: { index: entry, css: resolve(src, 'css.ts'), ...(hasReset ? { reset } : {}) },
      formats: ['es'],
    },
    // CSS per module, regrouped by the stylesheets plugin into style.css, theme.css and one sheet per widget.
    cssCodeSplit: true,
    rollupOptions: {
      external: (id) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: {
        // One module per source file keeps the package tree-shakable for consumers.
        preserveModules: true,
        preserveModulesRoot: 'src',
        // `X.css.ts` compiles to `X.styles.js`, not `X.css.js`: a host's vanilla-extract plugin takes any
        // `.css.js` file for a stylesheet source to evaluate, and fails on the compiled recipes in it.
        entryFileNames: ({ name }) => `${name.replace(/\.css$/, '.styles')}.js`,
      },
    },
    // No source maps: the output is unminified ESM that reads as well as a map would, and maps pointing at
    // sources the tarball does not ship help no one.
    sourcemap: false,
    emptyOutDir: true,
  },
});
