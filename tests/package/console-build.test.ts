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

  it('prerenders the landing page: classes all styled by the stylesheets it links, one small script, no app', () => {
    const dist = path.dirname(ASSETS);
    const html = fs.readFileSync(path.join(dist, 'home.html'), 'utf8');
    const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');
    const stylesheets = linked(/<link rel="stylesheet" href="\/weassit\/([^"]+)"/g);
    const scripts = linked(/<script [^>]*src="\/weassit\/([^"]+)"/g);
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(scripts).toEqual([expect.stringMatching(/^assets\/landing-session-\w+\.js$/)]);
    for (const file of [...stylesheets, ...scripts]) expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    // The server-side build's class names must be the client build's, or the page renders unstyled.
    const css = stylesheets.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
    // (A composed style adds a class of its own without rules: each element needs one styled class, not all.)
    const classLists = new Set(linked(/class="([^"]+)"/g));
    expect(classLists.size).toBeGreaterThan(10);
    const unstyled = [...classLists].filter((list) => !list.split(' ').some((name) => css.includes(`.${name}{`)));
    expect(unstyled).toEqual([]);
    expect(html).toContain('<h1');
    expect(html).not.toContain('即将上线');
  });
});
