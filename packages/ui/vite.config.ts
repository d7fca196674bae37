import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// Dependencies and peers stay external (react/jsx-runtime, react-aria-components,
// @vanilla-extract/recipes/createRuntimeFn, ...): the consumer's bundler dedupes them.
const externals = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: {
      // `.` (the widgets) and `./css` (theme tokens for consumers' own vanilla-extract stylesheets).
      entry: { index: resolve(import.meta.dirname, 'src/index.ts'), css: resolve(import.meta.dirname, 'src/css.ts') },
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      external: (id) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      // One module per source file keeps the package tree-shakable for consumers.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
    sourcemap: true,
    emptyOutDir: true,
  },
});
