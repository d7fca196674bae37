import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const UI = path.join(ROOT, 'packages/ui');

/** What consumers of @weassit/ui get: `npm pack` of the built package (npm test builds it first). */
describe('the published @weassit/ui package', () => {
  let files: string[];

  beforeAll(async () => {
    const { stdout } = await exec('npm', ['pack', '--dry-run', '--json', '-w', '@weassit/ui'], { cwd: ROOT });
    const [report] = JSON.parse(stdout) as { files: { path: string }[] }[];
    files = report?.files.map((f) => f.path) ?? [];
  });

  it('ships ESM, type declarations and the stylesheet', () => {
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('dist/style.css');
    expect(files).toContain('dist/Button/Button.js');
    expect(files).toContain('dist/Button/Button.d.ts');
    expect(files).toContain('package.json');
    expect(files).toContain('README.md');
  });

  it('ships no stories, tests or sources', () => {
    expect(files.filter((f) => /\.(stories|test)\.|\.mdx$|^src\//.test(f))).toEqual([]);
  });

  it('resolves every export to a file that ships', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(UI, 'package.json'), 'utf8'));
    const targets = [
      pkg.exports['.'].types,
      pkg.exports['.'].import,
      pkg.exports['./css'].types,
      pkg.exports['./css'].import,
      pkg.exports['./style.css'],
      pkg.main,
      pkg.types,
    ].map((t: string) => t.replace(/^\.\//, ''));
    for (const target of targets) expect(files).toContain(target);
  });

  it('keeps the theme in the stylesheet and React out of the bundle', () => {
    const css = fs.readFileSync(path.join(UI, 'dist/style.css'), 'utf8');
    // The light theme's variables on :root: lost if the bundler tree-shakes the side-effect-only module.
    expect(css).toMatch(/:root\{--[\w-]+:/);
    expect(css).toContain('#1a56db');
    const buttonJs = fs.readFileSync(path.join(UI, 'dist/Button/Button.js'), 'utf8');
    expect(buttonJs).toMatch(/from "react-aria-components"/);
    expect(buttonJs).not.toContain('function useState');
  });

  it('declares react as a peer and only CSS and the entry as side effects', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(UI, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.peerDependencies)).toEqual(['react', 'react-dom']);
    expect(pkg.dependencies.react).toBeUndefined();
    // The source entry too: it imports the reset and the light theme for their side effects, and a bundler
    // that takes the entry for side-effect free drops those imports (the console then renders unstyled).
    expect(pkg.sideEffects).toEqual(['**/*.css', '**/*.css.ts', './src/index.ts']);
  });
});
