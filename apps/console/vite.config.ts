import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// The dev server proxies the API to the real server (npm run dev starts both).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  base: '/weassit/',
  plugins: [react(), vanillaExtractPlugin()],
  // @weassit/ui and @weassit/contract resolve to their sources, so the console needs no prior package build.
  resolve: { conditions: ['@weassit/source', ...defaultClientConditions] },
  // vanilla-extract evaluates .css.ts files in an SSR module runner: it must see the same sources, or a
  // stylesheet importing `vars` from @weassit/ui gets the built package's variable names instead.
  environments: { ssr: { resolve: { conditions: ['@weassit/source', ...defaultServerConditions] } } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/v1': apiTarget, '/files': apiTarget },
  },
  build: {
    sourcemap: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // jotai and react-router ship 'use client' directives: harmless in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
