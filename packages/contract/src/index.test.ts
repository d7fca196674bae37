import { describe, expect, it } from 'vitest';

// The package compiles without Node's or Vite's types (its code runs in browsers and in Node): the one Vite API
// the test reads its sources with is declared here.
declare global {
  interface ImportMeta {
    glob<T>(patterns: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, T>;
  }
}

/** Every source module of the package by its path ('./account.ts', './rule-simulator/index.ts' …), as text. */
const SOURCES = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A relative specifier resolved against the importing module's path, both in the './dir/file.ts' form. */
function resolve(from: string, spec: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The specifiers a module loads when it runs: imports and re-exports, except `import type` and `export type`
 * (erased). `import { type A }` counts: with `verbatimModuleSyntax` it still loads the module.
 */
function runtimeImports(text: string): string[] {
  const statements = text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?'([^']+)'/gm);
  return [...statements].filter((match) => !match[1]).map((match) => match[2] as string);
}

/** Every module the entry loads, with the bare specifiers (packages) each of them imports. */
function loadedModules(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = SOURCES[file];
    if (text === undefined) throw new Error(`no module ${file}`);
    const specs = runtimeImports(text);
    seen.set(
      file,
      specs.filter((spec) => !spec.startsWith('.')),
    );
    for (const spec of specs.filter((s) => s.startsWith('.'))) visit(resolve(file, spec));
  };
  visit(entry);
  return seen;
}

describe('the zod-free entry', () => {
  it('loads no module that imports zod (schemas are in @weassit/contract/schemas)', () => {
    const offending = [...loadedModules('./index.ts')]
      .filter(([, packages]) => packages.some((spec) => spec === 'zod' || spec.startsWith('zod/')))
      .map(([file]) => file);
    expect(offending).toEqual([]);
  });

  it('reaches the modules it re-exports, and no further than runtime imports lead', () => {
    const modules = [...loadedModules('./index.ts').keys()];
    expect(modules).toContain('./constants.ts');
    expect(modules).toContain('./rule-simulator/match.ts');
    expect(modules).not.toContain('./robot-config.ts');
  });

  it('tells runtime imports from type-only ones', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { A } from './a.ts';",
      "import { type B } from './b.ts';",
      "export type { C } from './c.ts';",
      "export { d } from './d.ts';",
      "export * from './e.ts';",
      'export {',
      '  f,',
      "} from './f.ts';",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['zod', './b.ts', './d.ts', './e.ts', './f.ts']);
  });
});
