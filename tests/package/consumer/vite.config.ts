import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// A host app with its own vanilla-extract stylesheets, as other teams set theirs up.
export default defineConfig({
  root: 'app',
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin()],
  build: { outDir: '../dist', emptyOutDir: true },
});
