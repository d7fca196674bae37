import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const FEATURES = path.join(SRC, 'features');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => match[1] as string);
}

/**
 * The modules (relative or packages) `file` loads with itself: its static imports and re-exports, but not
 * `import type` (erased) nor `import('…')` (a chunk of its own). `import { type A }` still loads its module
 * (verbatimModuleSyntax).
 */
export function staticImports(text: string): string[] {
  const statements = text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?'([^']+)'/gm);
  return [...statements].filter((match) => !match[1]).map((match) => match[2] as string);
}

/** Features named for a price tier or for nothing in particular; a domain is named for what it does. */
const TIER_NAMES = ['vip', 'custom', 'misc', 'common', 'shared', 'utils'];

/**
 * Modules outside a lazy/ folder that import the contract's schemas (and with them zod) by design, with why.
 * Any other first-paint module must reach its schemas through a lazy/ module or `import()`.
 */
const SCHEMA_IMPORTERS: Record<string, string> = {
  // The account pages check on the page itself with the server's own schemas: one rule set, no mirror to drift
  // (the login page mirrors loginSchema instead, so the entry stays without zod).
  'features/auth/signup/SignupForm.tsx': 'sign-up form',
  'features/auth/security/ChangePasswordForm.tsx': 'account security: change password',
  'features/auth/reset-psd/ResetPsdView.tsx': 'reset password form',
  'features/auth/password-forget/PasswordForgetView.tsx': 'forgotten password form',
  // Not on a first paint: the kit's item dialog, which ConfigListEditor loads through import().
  'kit/config-list/ConfigItemDialog.tsx': 'config-list item dialog',
  // Not on a first paint: BulkSendDialog's form, which ContactList and UserGroupPage load through import().
  'components/BulkSend/bulk-send-form.ts': 'bulk-send dialog form',
};

const isLazy = (file: string) => file.split(path.sep).includes('lazy');
const isTestOrStory = (file: string) => /\.(test|stories)\.tsx?$/.test(file) || file.endsWith('-fixtures.ts');

describe('console layering (ARCHITECTURE.md)', () => {
  it('has no imports between features, nor from a feature into app/', () => {
    const offending: string[] = [];
    for (const feature of fs.readdirSync(FEATURES)) {
      for (const file of sourceFiles(path.join(FEATURES, feature))) {
        for (const spec of imports(file)) {
          const target = path.resolve(path.dirname(file), spec);
          const relative = path.relative(FEATURES, target);
          const intoOtherFeature = !relative.startsWith('..') && relative.split(path.sep)[0] !== feature;
          const intoApp = target.startsWith(path.join(SRC, 'app') + path.sep);
          if (intoOtherFeature || intoApp) {
            offending.push(`${path.relative(SRC, file)} → ${spec}`);
          }
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('keeps lib/, config/ and components/ free of app/ and features/', () => {
    const forbidden = [path.join(SRC, 'app'), FEATURES];
    const offending = ['lib', 'config', 'components'].flatMap((dir) =>
      sourceFiles(path.join(SRC, dir)).flatMap((file) =>
        imports(file)
          .filter((spec) => {
            const target = path.resolve(path.dirname(file), spec);
            return forbidden.some((root) => target === root || target.startsWith(root + path.sep));
          })
          .map((spec) => `${path.relative(SRC, file)} → ${spec}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('names features for what they do, not for a price tier (vip is a property of a route)', () => {
    expect(fs.readdirSync(FEATURES).filter((name) => TIER_NAMES.includes(name))).toEqual([]);
  });

  it("loads a route's lazy/ folder only on demand: no first-paint module imports it statically", () => {
    const offending = sourceFiles(FEATURES)
      .filter((file) => !isLazy(file) && !isTestOrStory(file))
      .flatMap((file) =>
        staticImports(fs.readFileSync(file, 'utf8'))
          .filter((spec) => spec.startsWith('.') && isLazy(path.resolve(path.dirname(file), spec)))
          .map((spec) => `${path.relative(SRC, file)} → ${spec}`),
      );
    expect(offending).toEqual([]);
  });

  it("imports the contract's schemas (zod) only from lazy/ modules, tests, stories and the listed files", () => {
    const offending = sourceFiles(SRC)
      .filter((file) => !isLazy(file) && !isTestOrStory(file))
      .filter((file) => !(path.relative(SRC, file).split(path.sep).join('/') in SCHEMA_IMPORTERS))
      .filter((file) => staticImports(fs.readFileSync(file, 'utf8')).includes('@weassit/contract/schemas'))
      .map((file) => path.relative(SRC, file));
    expect(offending).toEqual([]);
  });

  it('lists only files that still import the schemas', () => {
    const stale = Object.keys(SCHEMA_IMPORTERS).filter((file) => {
      const full = path.join(SRC, file);
      return (
        !fs.existsSync(full) || !staticImports(fs.readFileSync(full, 'utf8')).includes('@weassit/contract/schemas')
      );
    });
    expect(stale).toEqual([]);
  });

  it('tells static imports from type-only and dynamic ones', () => {
    const source = [
      "import { a } from './lazy/a';",
      "import { aSchema } from '@weassit/contract/schemas';",
      "import type { B } from './lazy/b';",
      "import { type C } from './lazy/c';",
      "export { d } from './lazy/d';",
      "import './lazy/e.css';",
      "const f = () => import('./lazy/f');",
      'import {',
      '  g,',
      "} from './lazy/g';",
    ].join('\n');
    expect(staticImports(source)).toEqual([
      './lazy/a',
      '@weassit/contract/schemas',
      './lazy/c',
      './lazy/d',
      './lazy/e.css',
      './lazy/g',
    ]);
  });
});
