import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, mergeConfig, type UserConfig } from 'vite';
import { docsMarkdown } from '../apps/console/build/docs-markdown.ts';

// STORYBOOK_STORIES (comma-separated globs, relative to .storybook/) builds a Storybook of some stories only,
// handy for testing one widget: STORYBOOK_STORIES=../packages/ui/src/Select/*.stories.tsx.
// STORYBOOK_TEST_BUILD=1 is the build `npm test` runs its stories on: no react-docgen prop tables (nothing tests
// them, and they are a third of the build), and with the harness's deliberately broken stories, tagged so that
// only the harness runs them (tests/storybook-harness).
const testBuild = process.env.STORYBOOK_TEST_BUILD === '1';
const stories = process.env.STORYBOOK_STORIES
  ? process.env.STORYBOOK_STORIES.split(',').map((glob) => glob.trim())
  : [
      '../packages/ui/src/**/*.mdx',
      '../packages/ui/src/**/*.stories.@(ts|tsx)',
      '../apps/console/src/**/*.stories.@(ts|tsx)',
      ...(testBuild ? ['../tests/storybook-harness/*.stories.tsx'] : []),
    ];

const root = path.resolve(import.meta.dirname, '..');

const extraVite: UserConfig = {
  // The console's docs pages are Markdown compiled at build time, as in the console's own build.
  plugins: [
    docsMarkdown({ contentDir: path.join(root, 'apps/console/src/features/docs/content'), root }),
    vanillaExtractPlugin(),
  ],
  // @weassit/ui resolves to its src/ through the "@weassit/source" export condition: no prior build needed.
  // Not a plain "source" condition: react-aria-components publishes "source" pointing at unpublished files.
  resolve: { conditions: ['@weassit/source', ...defaultClientConditions] },
  // vanilla-extract evaluates .css.ts files in an SSR module runner, which must resolve the same way.
  environments: { ssr: { resolve: { conditions: ['@weassit/source', ...defaultServerConditions] } } },
  // Pre-bundle up front so Vite does not re-optimise (and reload) in the middle of a test run.
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  build: {
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      onwarn(warning, warn) {
        // jotai and react-router ship 'use client' directives: harmless in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The landing page's console screenshots (src/features/landing), served where the page asks for them.
  staticDirs: [{ from: '../apps/console/public/landing', to: '/landing' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: testBuild
    ? { reactDocgen: false }
    : {
        reactDocgen: 'react-docgen-typescript',
        reactDocgenTypescriptOptions: {
          // Both the widgets and the console's components, so every story gets a props table.
          tsconfigPath: './tsconfig.docgen.json',
          include: ['packages/ui/src/**/*.tsx', 'apps/console/src/**/*.tsx'],
          shouldExtractLiteralValuesFromEnum: true,
          shouldRemoveUndefinedFromOptional: true,
          propFilter: (prop) => !prop.parent || !/node_modules\/(@types\/react|react-aria)/.test(prop.parent.fileName),
        },
      },
  viteFinal: (cfg) => mergeConfig(cfg, extraVite),
};

export default config;
