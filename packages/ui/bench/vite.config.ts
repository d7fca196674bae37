import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The bench page (index.html + main.tsx): a production build of TargetPicker with 100 000 options, written to
// bench/dist (ignored by git) and served by run.mjs. Separate from the package's library build (../vite.config.ts).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One page, no library splitting; the size of the page is not what is measured.
    chunkSizeWarningLimit: 2000,
  },
});
