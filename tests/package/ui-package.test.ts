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

  it('ships ESM, type declarations and the stylesheets', () => {
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('dist/style.css');
    expect(files).toContain('dist/theme.css');
    expect(files).toContain('dist/reset.css');
    expect(files).toContain('dist/styles/Button.js');
    expect(files).toContain('dist/styles/parts/Button/Button.css');
    expect(files).toContain('dist/Button/Button.js');
    expect(files).toContain('dist/Button/Button.d.ts');
    expect(files).toContain('dist/Button/Button.styles.js');
    expect(files).toContain('package.json');
    expect(files).toContain('README.md');
  });

  it('ships no stories, tests, sources, source maps or `.css.js` files', () => {
    expect(files.filter((f) => /\.(stories|test)\.|\.mdx$|^src\//.test(f))).toEqual([]);
    // Maps would point at sources the tarball does not have; a host's vanilla-extract plugin takes any
    // `.css.js` file for a stylesheet source to evaluate (and fails on compiled recipes).
    expect(files.filter((f) => /\.map$|\.css\.js$/.test(f))).toEqual([]);
  });

  it('resolves every export to a file that ships', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(UI, 'package.json'), 'utf8'));
    const targets: string[] = [pkg.main, pkg.types];
    for (const [subpath, target] of Object.entries<string | Record<string, string>>(pkg.exports)) {
      const published =
        typeof target === 'string'
          ? [target]
          : Object.entries(target)
              .filter(([c]) => c !== '@weassit/source')
              .map(([, t]) => t);
      // A pattern export (`./styles/*`): checked through one widget's styles.
      targets.push(...published.map((t) => (subpath.includes('*') ? t.replace('*', 'Button') : t)));
    }
    for (const target of targets) expect(files).toContain(target.replace(/^\.\//, ''));
  });

  it('has a styles entry for every widget folder the package exports, importing only shipped CSS', () => {
    const index = fs.readFileSync(path.join(UI, 'src/index.ts'), 'utf8');
    const folders = [...index.matchAll(/from '\.\/([A-Za-z]+)'/g)].map((m) => m[1]).filter((f) => f !== 'theme');
    expect(folders.length).toBeGreaterThan(40);
    for (const folder of folders) expect(files).toContain(`dist/styles/${folder}.js`);
    for (const entry of files.filter((f) => /^dist\/styles\/[^/]+\.js$/.test(f))) {
      const text = fs.readFileSync(path.join(UI, entry), 'utf8');
      const imported = [...text.matchAll(/import "([^"]+)"/g)].map((m) => path.posix.join('dist/styles', m[1] ?? ''));
      expect(imported[0]).toBe('dist/theme.css');
      for (const file of imported) expect(files).toContain(file);
    }
  });

  it('keeps the theme in style.css and theme.css, the reset only in reset.css, and React out of the bundle', () => {
    const read = (file: string) => fs.readFileSync(path.join(UI, 'dist', file), 'utf8');
    // The light theme's variables on :root: lost if the bundler tree-shakes the side-effect-only module.
    for (const sheet of ['style.css', 'theme.css']) {
      expect(read(sheet)).toMatch(/:root[^{]*\{--[\w-]+:/);
      expect(read(sheet)).toContain('#1a56db');
    }
    // A widget's parts carry its own rules (and those of the widgets it renders), not the theme.
    expect(read('styles/parts/Button/Button.css')).not.toContain(':root');
    expect(read('styles/parts/Button/Button.css').length).toBeLessThan(read('style.css').length / 10);
    // The page-wide reset (rules on html and body) is opt-in: in reset.css and nowhere else.
    expect(read('reset.css')).toMatch(/(^|[},])html\{/);
    const sheets = [
      'style.css',
      'theme.css',
      ...files.filter((f) => /^dist\/styles\/.*\.css$/.test(f)).map((f) => f.slice(5)),
    ];
    for (const sheet of sheets) expect(read(sheet)).not.toMatch(/(^|[},])(html|body)\{/);
    const buttonJs = read('Button/Button.js');
    expect(buttonJs).toMatch(/from "react-aria-components"/);
    expect(buttonJs).not.toContain('function useState');
  });

  it('declares react as a peer and only CSS, the entry and the styles entries as side effects', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(UI, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.peerDependencies)).toEqual(['react', 'react-dom']);
    expect(pkg.dependencies.react).toBeUndefined();
    // The source entry too: it imports the reset and the light theme for their side effects, and a bundler
    // that takes the entry for side-effect free drops those imports (the console then renders unstyled).
    // The styles entries (`import '@weassit/ui/styles/Button'`) are imported for their CSS imports alone.
    expect(pkg.sideEffects).toEqual(['**/*.css', '**/*.css.ts', './src/index.ts', './dist/styles/*.js']);
  });
});
