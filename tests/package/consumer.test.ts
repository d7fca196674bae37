import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const UI = path.join(ROOT, 'packages/ui');
const FIXTURE = path.join(import.meta.dirname, 'consumer');
const pkg = JSON.parse(fs.readFileSync(path.join(UI, 'package.json'), 'utf8'));

// What the consumer app needs besides @weassit/ui: the package's dependencies and peers, and its own tools.
const linked = [
  ...Object.keys(pkg.dependencies),
  ...Object.keys(pkg.peerDependencies),
  'vite',
  '@vanilla-extract/vite-plugin',
  'typescript',
  '@types/react',
  '@types/react-dom',
  '@types/node',
];

/**
 * Another team's app using the package as npm delivers it: `npm pack` of packages/ui (built first by npm test)
 * extracted into a scratch app outside the workspace, with the rest of its node_modules linked from the
 * workspace's (no network here). Nothing can reach packages/ui/src from there: the tarball has no src/, and the
 * app is not in the workspace.
 */
describe('@weassit/ui in a consumer app outside the workspace', () => {
  let app: string;
  const node = (args: string[], timeout = 120_000) =>
    exec(process.execPath, args, { cwd: app, timeout, maxBuffer: 16 * 1024 * 1024 });

  beforeAll(async () => {
    app = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-ui-consumer-'));
    fs.cpSync(FIXTURE, app, { recursive: true });
    const { stdout } = await exec('npm', ['pack', '--json', '--pack-destination', app], { cwd: UI });
    const [packed] = JSON.parse(stdout) as { filename: string }[];
    const target = path.join(app, 'node_modules/@weassit/ui');
    fs.mkdirSync(target, { recursive: true });
    await exec('tar', ['-xzf', path.join(app, packed?.filename ?? ''), '-C', target, '--strip-components=1']);
    for (const name of linked) {
      const link = path.join(app, 'node_modules', name);
      fs.mkdirSync(path.dirname(link), { recursive: true });
      fs.symlinkSync(path.join(ROOT, 'node_modules', name), link, 'dir');
    }
  }, 60_000);

  afterAll(() => {
    if (app) fs.rmSync(app, { recursive: true, force: true });
  });

  it('resolves @weassit/ui to the tarball, which ships no sources', () => {
    const installed = path.join(app, 'node_modules/@weassit/ui');
    expect(fs.lstatSync(installed).isSymbolicLink()).toBe(false);
    expect(fs.existsSync(path.join(installed, 'src'))).toBe(false);
    expect(fs.existsSync(path.join(installed, 'dist/index.js'))).toBe(true);
  });

  it('imports in plain Node and server-renders every exported widget', async () => {
    // Node runs the TypeScript fixture by stripping its types: no bundler and no loader between it and dist/.
    const { stdout } = await node(['ssr.ts']).catch((error) => ({ stdout: String(error.stdout || error) }));
    const report = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      resolved?: string;
      rendered?: number;
      failures?: string[];
    };
    expect(report.failures).toEqual([]);
    expect(report.resolved).toBe(`file://${fs.realpathSync(app)}/node_modules/@weassit/ui/dist/index.js`);
    expect(report.rendered).toBeGreaterThan(60);
  }, 120_000);

  it('builds with the host’s own vanilla-extract plugin, carrying each imported widget’s styles once and no others', async () => {
    await node([path.join(app, 'node_modules/vite/bin/vite.js'), 'build'], 240_000);
    const assets = path.join(app, 'dist/assets');
    const css = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'))
      .join('\n');
    const read = (name: string) => fs.readFileSync(path.join(app, 'node_modules/@weassit/ui/dist', name), 'utf8');
    /** The CSS a styles entry (`styles/Button.js`) imports: theme.css and its parts, in order. */
    const styles = (widget: string) =>
      [...read(`styles/${widget}.js`).matchAll(/import "([^"]+)"/g)].map((m) =>
        read(path.posix.join('styles', m[1] ?? '')),
      );
    const classes = (text: string) => new Set([...text.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]));
    const themeVars = new Set([...read('theme.css').matchAll(/(--[\w-]+):/g)].map((m) => m[1]));

    // The tokens, and the host's own class on the package's variables (the names theme.css defines).
    expect(css).toMatch(/:root[^{]*\{--/);
    const hostRule = css.match(/\.[\w-]+\{[^}]*padding:var\((--[\w-]+)\)[^}]*\}/);
    expect(hostRule?.[1] && themeVars.has(hostRule[1])).toBe(true);
    // The imported widgets' styles, and none of a widget the app does not import.
    const built = classes(css);
    const imported = classes(['Button', 'TextField', 'TagInput'].flatMap(styles).join('\n'));
    for (const name of imported) expect(built.has(name)).toBe(true);
    const tableOnly = [...classes(styles('Table').join('\n'))].filter((name) => !imported.has(name));
    expect(tableOnly.length).toBeGreaterThan(0);
    expect(tableOnly.filter((name) => built.has(name))).toEqual([]);
    // TagInput's parts (the field styles it restyles, then its own) reach the page once each and in order,
    // although TextField, imported after it, needs the field styles too: a repeat of them after TagInput's
    // would undo what TagInput restyles.
    const firstRule = (part: string) => part.match(/(?:^|\})\.([\w-]+)\{/)?.[1];
    const positions = styles('TagInput')
      .slice(1)
      .map(firstRule)
      .map((name) => {
        const at = [...css.matchAll(new RegExp(`(?:^|\\})\\.${name}\\{`, 'g'))].map((m) => m.index);
        expect(at, `.${name} defined once`).toHaveLength(1);
        return at[0] ?? -1;
      });
    expect(positions.length).toBeGreaterThan(1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  }, 240_000);

  it.each(['bundler', 'node16', 'nodenext'])(
    'type-checks under moduleResolution %s, with real types (no any)',
    async (mode) => {
      const tsc = path.join(app, 'node_modules/typescript/bin/tsc');
      const result = await node([tsc, '-p', `tsconfig.${mode}.json`]).then(
        () => '',
        (error) => String(error.stdout || error),
      );
      expect(result).toBe('');
    },
    120_000,
  );
});
