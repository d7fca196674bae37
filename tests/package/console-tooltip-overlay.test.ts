import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The built console (npm test builds it first), or CONSOLE_DIR like scripts/bench-bundle.mjs.
const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = process.env.CONSOLE_DIR
  ? path.resolve(ROOT, process.env.CONSOLE_DIR)
  : path.join(ROOT, 'apps/console/dist');

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;
const manifest = (): Manifest => JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

/** The chunk `key` and every chunk it imports statically, at any depth. */
function closure(chunks: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of chunks[key]?.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The source files a built chunk holds, from its (hidden) source map. A chunk that only imports others has none,
 * and neither has the bundler's runtime (its CommonJS interop helpers, shared once a CommonJS package is bundled).
 */
function sourcesOf(file: string): string[] {
  const map = path.join(DIST, `${file}.map`);
  if (fs.existsSync(map)) return JSON.parse(fs.readFileSync(map, 'utf8')).sources as string[];
  if (/\/rolldown-runtime-[\w-]+\.js$/.test(file)) return [];
  expect(fs.readFileSync(path.join(DIST, file), 'utf8')).toMatch(/^(import"[^"]+";)*\s*$/);
  return [];
}

const POSITIONING = /react-aria\/dist\/private\/overlays\/(useOverlayPosition|calculatePosition)\.mjs$/;

describe('the console frame', () => {
  it('leaves the tooltip bubble and overlay positioning to a chunk loaded when a tooltip first opens', () => {
    const chunks = manifest();
    const entry = Object.keys(chunks).find((key) => chunks[key]?.isEntry);
    const frame = 'src/app/layout/ConsoleLayout.tsx';
    expect(entry).toBeDefined();
    expect(chunks[frame]).toBeDefined();
    // Every console route's first visit runs the entry and the frame (the sidebar with its rail tooltips).
    const firstVisit = [...closure(chunks, [entry as string, frame])].flatMap((key) =>
      sourcesOf(chunks[key]?.file ?? ''),
    );
    expect(firstVisit.some((source) => source.endsWith('packages/ui/src/Sidebar/Sidebar.tsx'))).toBe(true);
    expect(firstVisit.filter((source) => POSITIONING.test(source) || source.endsWith('/TooltipOverlay.tsx'))).toEqual(
      [],
    );

    // The overlay module is a dynamic import with the positioning in its reach.
    const overlay = Object.keys(chunks).find((key) => key.endsWith('packages/ui/src/Tooltip/TooltipOverlay.tsx'));
    expect(overlay).toBeDefined();
    const onFirstUse = [...closure(chunks, [overlay as string])].flatMap((key) => sourcesOf(chunks[key]?.file ?? ''));
    expect(onFirstUse.filter((source) => POSITIONING.test(source))).toHaveLength(2);
  });
});
