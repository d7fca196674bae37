#!/usr/bin/env node
// npm run bench:bundle — what a first visit of each console route downloads, from the built console
// (apps/console/dist, or CONSOLE_DIR) and its Vite manifest: the entry chunk, the route's frame chunk (console
// or docs layout), its area chunk and, where the area loads that route's page as a chunk of its own, that page
// chunk, each with every chunk it imports statically, plus what index.html preloads
// or runs for every route and what its preload script fetches on that route (the login page's chunk on /login,
// see apps/console/build/preload-chunk.ts), gzip-compressed (level 9). Sizes in kB (1 000 bytes).
// Chunks loaded only on demand (dialogs, the toast/confirm host, the pagination of lists longer than a page)
// are listed apart.
// A first visit of /home is the prerendered home.html (apps/console/build/prerender-home.ts), not the app: its
// row counts the scripts and stylesheets that file links.
// Targets: /login ≤ 100 kB JS, /home ≤ 60 kB JS, any route ≤ 180 kB JS and ≤ 12 kB CSS, all CSS together ≤ 36 kB
// (docs/decisions/022-css-budget.md). Exits 1 on a miss. /login is
// mostly the entry (react-dom ~67 kB, react-router ~8 kB, jotai, the app's routing); its form is native
// (docs/decisions/010-first-visit-javascript.md). The table pages carry react-aria's Table (~34 kB with its
// selection and focus modules), the form widgets (~23 kB) and the console frame (~19 kB).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { figure } from './bench-report.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONSOLE = path.join(ROOT, 'apps/console');
const DIST = process.env.CONSOLE_DIR ? path.resolve(ROOT, process.env.CONSOLE_DIR) : path.join(CONSOLE, 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const TARGETS = { loginJs: 100, landingJs: 60, routeJs: 180, routeCss: 12, totalCss: 36 };

if (!fs.existsSync(MANIFEST)) {
  console.error(`No ${path.relative(ROOT, MANIFEST)}: run \`npm run build -w @weassit/console\` first.`);
  process.exit(1);
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
// The route table is plain TypeScript data: Node runs it directly (type stripping).
const { blankRoutes, docsRoute, consoleRoutes } = await import(path.join(CONSOLE, 'src/config/routes.ts'));

// The lazy chunks: `key: () => import('…')` lines of src/app/areas.ts, resolved to manifest keys.
const areasFile = path.join(CONSOLE, 'src/app/areas.ts');
const lazy = new Map();
for (const [, key, spec] of fs.readFileSync(areasFile, 'utf8').matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm)) {
  const base = path.relative(CONSOLE, path.resolve(path.dirname(areasFile), spec));
  const manifestKey = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => manifest[candidate]);
  if (!manifestKey) throw new Error(`areas.ts imports ${spec}, which is not in the manifest`);
  lazy.set(key, manifestKey);
}

// An area may load a page as a chunk of its own (`routeName: splitPage(() => import('./pages/…'))` in its
// area.tsx): a first visit of that route downloads the area chunk and then that page chunk. Every dynamic import
// on a line keyed by a route name is such a page; the area's other dynamic imports are on demand.
const pageChunks = new Map();
for (const [area, areaKey] of lazy) {
  const areaFile = path.join(CONSOLE, areaKey);
  const areaSource = fs.readFileSync(areaFile, 'utf8');
  for (const [, name, spec] of areaSource.matchAll(/^\s*['"]?([\w-]+)['"]?: .*\bimport\('([^']+)'\)/gm)) {
    const base = path.relative(CONSOLE, path.resolve(path.dirname(areaFile), spec));
    const manifestKey = ['', '.tsx', '.ts'].map((ext) => base + ext).find((candidate) => manifest[candidate]);
    if (!manifestKey) throw new Error(`${areaKey} imports ${spec} for route ${name}, which is not in the manifest`);
    if (!manifest[areaKey].dynamicImports?.includes(manifestKey)) {
      throw new Error(`The ${area} area chunk does not import ${manifestKey} dynamically`);
    }
    pageChunks.set(name, manifestKey);
  }
  // A page import the line pattern missed (e.g. wrapped over two lines) would pass as on demand: refuse it.
  const mapped = new Set(pageChunks.values());
  // Pages are named *Page.tsx, whether in pages/ or in a route folder.
  const missed = (manifest[areaKey].dynamicImports ?? []).filter((key) => /Page\.tsx$/.test(key) && !mapped.has(key));
  if (missed.length > 0) {
    throw new Error(`${areaKey} loads ${missed.join(', ')} without a \`routeName: … import('…')\` line`);
  }
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry');

// What index.html preloads is fetched by every first visit, whatever the route: counted in each route's download.
// Its classic scripts run on every first visit too; the preload script of apps/console/build/preload-chunk.ts
// has its plan in its tag (the paths it acts on, the files it preloads there): those files count there only.
const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const preloadedFiles = new Set(
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="[^"]*?\/(assets\/[^"]+)"/g)].map(
    (match) => match[1],
  ),
);
const preloadedCss = [...preloadedFiles].filter((file) => file.endsWith('.css'));
const preloadedKeys = Object.keys(manifest).filter(
  (key) => preloadedFiles.has(manifest[key].file) && !manifest[key].file.endsWith('.css'),
);
const classicScripts = [...html.matchAll(/<script (?![^>]*type="module")[^>]*>/g)].flatMap(([tag]) => {
  const src = tag.match(/src="([^"]*?)(assets\/[^"]+)"/);
  if (!src) return [];
  const plan = tag.match(/data-plan="([^"]*)"/)?.[1];
  const decodeEntities = (text) => text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  return [{ base: src[1], file: src[2], plan: plan ? JSON.parse(decodeEntities(plan)) : undefined }];
});
/** What the preload scripts fetch on `routePath` (files relative to the build folder). */
function preloadedOn(routePath) {
  const js = [];
  const css = [];
  for (const { base, plan } of classicScripts) {
    if (!plan?.paths.includes(`${base}${routePath.replace(/^\//, '')}`)) continue;
    js.push(...plan.js.map((href) => href.slice(base.length)));
    css.push(...plan.css.map((href) => href.slice(base.length)));
  }
  return { js, css };
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** The chunk `key` and everything it imports statically (the browser fetches those before running it). */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

function download(keys, routePath = '') {
  const chunks = closure([...keys, ...preloadedKeys]);
  const extra = preloadedOn(routePath);
  const js = new Set([...classicScripts.map((script) => script.file), ...extra.js]);
  const css = new Set([...preloadedCss, ...extra.css]);
  for (const key of chunks) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { js: sum(js), css: sum(css), files: js.size + css.size };
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

const rows = [];
const frameOf = { blank: [], docs: ['docsFrame'], console: ['consoleFrame'] };
const leaves = (nodes) => nodes.flatMap((node) => (node.children ? leaves(node.children) : [node]));
/** The prerendered landing page: what home.html links (every script and stylesheet is under assets/). */
function landingDownload() {
  const file = path.join(DIST, 'home.html');
  if (!fs.existsSync(file)) return undefined;
  const page = fs.readFileSync(file, 'utf8');
  const linked = (pattern) => [...page.matchAll(pattern)].map((match) => match[1]);
  const js = linked(/<script [^>]*src="[^"]*?\/(assets\/[^"]+)"/g);
  const css = linked(/<link rel="stylesheet" href="[^"]*?\/(assets\/[^"]+)"/g);
  const sum = (files) => files.reduce((total, name) => total + gzipSize(name), 0);
  return { js: sum(js), css: sum(css), files: js.length + css.length };
}
const landing = landingDownload();

for (const route of leaves([...blankRoutes, docsRoute, ...consoleRoutes])) {
  if (route.redirect) continue;
  if (route.name === 'home' && landing) {
    rows.push({ path: route.path, area: 'home.html', ...landing });
    continue;
  }
  const keys = [entryKey, ...frameOf[route.frame].map((frame) => lazy.get(frame))];
  if (route.area) keys.push(lazy.get(route.area));
  if (pageChunks.has(route.name)) keys.push(pageChunks.get(route.name));
  rows.push({ path: route.path, area: route.area ?? '(entry)', ...download(keys, route.path) });
}

console.log(
  'First visit per route (gzip, kB = 1000 bytes): entry + frame + area chunk + the page chunk where the area splits',
);
console.log(
  `its pages, with their static imports, and what index.html preloads (${preloadedFiles.size} files) or runs (${classicScripts.length} scripts, with what they preload on their routes)\n`,
);
console.log(`${'route'.padEnd(24)}${'area'.padEnd(11)}${'JS'.padStart(8)}${'CSS'.padStart(8)}${'files'.padStart(7)}`);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(24)}${row.area.padEnd(11)}${kB(row.js).padStart(8)}${kB(row.css).padStart(8)}${String(row.files).padStart(7)}`,
  );
}

const onDemand = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && ![...lazy.values(), ...pageChunks.values()].includes(key))
  .map(([key]) => {
    // What it adds to the entry and the preloads (its shared chunks mostly come with those already).
    const base = download([entryKey]);
    const total = download([entryKey, key]);
    return { key, js: total.js - base.js, css: total.css - base.css };
  });
if (onDemand.length > 0) {
  console.log('\nLoaded on demand only (not on a first visit), on top of the entry and the preloads:');
  for (const chunk of onDemand) console.log(`  ${chunk.key}: JS +${kB(chunk.js)} kB, CSS +${kB(chunk.css)} kB`);
}

const allCss = fs
  .readdirSync(path.join(DIST, 'assets'))
  .filter((file) => file.endsWith('.css'))
  .reduce((total, file) => total + gzipSize(`assets/${file}`), 0);
const login = rows.find((row) => row.path === '/login');
const home = rows.find((row) => row.area === 'home.html');
const largest = rows.reduce((max, row) => (row.js > max.js ? row : max));
const largestCss = rows.reduce((max, row) => (row.css > max.css ? row : max));

const checks = [
  [`/login JS ${kB(login?.js ?? 0)} kB ≤ ${TARGETS.loginJs} kB`, (login?.js ?? Infinity) <= TARGETS.loginJs * 1000],
  [
    home ? `/home JS ${kB(home.js)} kB (home.html) ≤ ${TARGETS.landingJs} kB` : '/home: no prerendered home.html',
    (home?.js ?? Infinity) <= TARGETS.landingJs * 1000,
  ],
  [
    `largest route JS ${kB(largest.js)} kB (${largest.path}) ≤ ${TARGETS.routeJs} kB`,
    largest.js <= TARGETS.routeJs * 1000,
  ],
  [
    `largest route CSS ${kB(largestCss.css)} kB (${largestCss.path}) ≤ ${TARGETS.routeCss} kB`,
    largestCss.css <= TARGETS.routeCss * 1000,
  ],
  [`all CSS ${kB(allCss)} kB ≤ ${TARGETS.totalCss} kB`, allCss <= TARGETS.totalCss * 1000],
];
const kBOf = (bytes) => bytes / 1000;
if (login)
  figure({
    area: 'bundle',
    name: '/login first visit JS (gzip)',
    value: kBOf(login.js),
    unit: 'kB',
    target: TARGETS.loginJs,
    better: 'lower',
  });
if (home)
  figure({
    area: 'bundle',
    name: '/home first visit JS (home.html)',
    value: kBOf(home.js),
    unit: 'kB',
    target: TARGETS.landingJs,
    better: 'lower',
  });
figure({
  area: 'bundle',
  name: `largest route JS (${largest.path})`,
  value: kBOf(largest.js),
  unit: 'kB',
  target: TARGETS.routeJs,
  better: 'lower',
});
figure({
  area: 'bundle',
  name: `largest route CSS (${largestCss.path})`,
  value: kBOf(largestCss.css),
  unit: 'kB',
  target: TARGETS.routeCss,
  better: 'lower',
});
figure({
  area: 'bundle',
  name: 'all CSS (gzip)',
  value: kBOf(allCss),
  unit: 'kB',
  target: TARGETS.totalCss,
  better: 'lower',
});
console.log('\nTargets:');
for (const [label, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
const failed = checks.filter(([, ok]) => !ok).length;
console.log(`\n${checks.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
