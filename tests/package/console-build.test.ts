import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ASSETS = path.resolve(import.meta.dirname, '../../apps/console/dist/assets');

/** The built console's stylesheets (npm test builds the console first). */
function builtCss(): string {
  return built('.css');
}

function built(extension: string): string {
  const files = fs.readdirSync(ASSETS).filter((f) => f.endsWith(extension));
  expect(files.length).toBeGreaterThan(0);
  return files.map((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8')).join('\n');
}

describe('the built console', () => {
  it('defines every CSS variable it uses', () => {
    // A console stylesheet that got its theme variables from a different build of @weassit/ui than the
    // widgets (different hashed names) renders without colours or spacing; this catches it.
    // Not counted as undefined: a use with a fallback (`var(--x, 1fr)`), and variables a widget sets inline
    // (assignInlineVars: their names are in the JavaScript).
    const css = builtCss();
    const js = built('.js');
    const used = new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1]));
    const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
    const undefinedVars = [...used].filter((name) => !defined.has(name) && !js.includes(name ?? ''));
    expect(used.size).toBeGreaterThan(20);
    expect(undefinedVars).toEqual([]);
  });

  it('ships the light theme and the reset', () => {
    const css = builtCss();
    expect(css).toMatch(/:root\{--[\w-]+:/);
    expect(css).toContain('box-sizing:border-box');
  });
});
