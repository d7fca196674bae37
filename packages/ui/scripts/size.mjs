#!/usr/bin/env node
// `npm run size -w @weassit/ui [-- --readme]`: what @weassit/ui costs a consumer, measured on the built package
// (dist/) the way a consumer's bundler sees it. JavaScript: each import is bundled and minified by Vite
// (rolldown) with React external, then gzipped; "beyond react-aria" subtracts the same import made straight
// from react-aria-components, i.e. the weight our wrapper adds on top of the RAC core it builds on. CSS: what
// `import '@weassit/ui/styles/<Widget>'` brings (theme.css and the widget's parts), gzipped together, as a page
// that uses only that widget loads it. `--readme` also writes the table into the `## Sizes` section of README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const PKG = path.resolve(import.meta.dirname, '..');
const DIST = path.join(PKG, 'dist');
if (!fs.existsSync(path.join(DIST, 'index.js'))) {
  console.log('Building @weassit/ui first…');
  execFileSync('npm', ['run', 'build'], { cwd: PKG, stdio: 'inherit' });
}
const exported = new Set(Object.keys(await import(path.join(DIST, 'index.js'))));

/** Bundles `code` (an ES module importing the package) and returns its minified gzip size in bytes. */
async function gzipBytes(code) {
  const entry = path.join(fs.mkdtempSync(path.join(PKG, '.size-')), 'entry.js');
  fs.writeFileSync(entry, code);
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: PKG,
      // The built package, as a consumer resolves it (not the @weassit/source condition).
      resolve: { alias: { '@weassit/ui': path.join(DIST, 'index.js') } },
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'size' },
        rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'] },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    return outputs
      .filter((o) => o.type === 'chunk')
      .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  } finally {
    fs.rmSync(path.dirname(entry), { recursive: true, force: true });
  }
}

const gzipCss = (...sheets) =>
  gzipSync(sheets.map((sheet) => fs.readFileSync(path.join(DIST, sheet), 'utf8')).join('\n'), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The runtime exports of a widget folder, read from its `index.ts` (type-only names left out). */
function folderExports(folder) {
  const text = fs.readFileSync(path.join(PKG, 'src', folder, 'index.ts'), 'utf8');
  return [...text.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((m) => m[1].split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/).pop())
    .filter((name) => exported.has(name));
}

const folders = fs
  .readdirSync(path.join(DIST, 'styles'))
  .filter((file) => file.endsWith('.js') && file !== 'sprinkles.js')
  .map((file) => file.replace(/\.js$/, ''))
  .sort((a, b) => a.localeCompare(b));

/** The CSS files (relative to dist/) that a widget's styles entry imports. */
const stylesOf = (folder) =>
  [...fs.readFileSync(path.join(DIST, 'styles', `${folder}.js`), 'utf8').matchAll(/import "([^"]+)"/g)].map((m) =>
    path.posix.join('styles', m[1]),
  );

// The RAC parts some widgets wrap, so that the difference is our own weight (and a budget for Button).
const racEquivalents = {
  Button: 'Button',
  Table: 'Table, TableHeader, Column, TableBody, Row, Cell, Checkbox',
  Dialog: 'DialogTrigger, ModalOverlay, Modal, Dialog, Heading',
};

const theme = gzipCss('theme.css');
const rows = [];
for (const folder of folders) {
  const names = folderExports(folder);
  if (names.length === 0) continue;
  const js = await gzipBytes(`export { ${names.join(', ')} } from '@weassit/ui';`);
  const rac = racEquivalents[folder];
  const beyond = rac ? js - (await gzipBytes(`export { ${rac} } from 'react-aria-components';`)) : null;
  rows.push({ folder, names, js, beyond, css: gzipCss(...stylesOf(folder)) });
  process.stdout.write('.');
}
const all = [...exported].filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
const whole = await gzipBytes(`export { ${all.join(', ')} } from '@weassit/ui';`);
const styleCss = gzipCss('style.css');

/** What a row imports, when it is more than the widget of the same name. */
const label = ({ folder, names }) => {
  if (names.length === 1 && names[0] === folder) return '';
  return names.length > 4 ? ` (${names.length} exports)` : ` (${names.join(', ')})`;
};

const table = [
  "| Import | JS (min + gzip) | CSS of `import '@weassit/ui/styles/<Widget>'` (gzip) |",
  '| --- | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.folder}${label(r)} | ${kb(r.js)}${r.beyond === null ? '' : ` (${kb(r.beyond)} beyond react-aria)`} | ${kb(r.css)} |`,
  ),
  `| every export | ${kb(whole)} | \`style.css\`: ${kb(styleCss)} |`,
].join('\n');

console.log('\n\n@weassit/ui size (React external; theme.css alone is', `${kb(theme)})\n`);
console.log(table);

if (process.argv.includes('--readme')) {
  const readme = path.join(PKG, 'README.md');
  const section = [
    '## Sizes',
    '',
    'What a page pays for one widget, measured on the built package by `npm run size -w @weassit/ui -- --readme`',
    '(which rewrites this section): JavaScript bundled and minified with React external, then gzipped; CSS is the',
    `CSS that \`import '@weassit/ui/styles/<Widget>'\` brings: \`theme.css\` (${kb(theme)} of it) and the styles of the`,
    'widget and of the widgets it renders (Dialog brings Button’s), gzipped. Several widgets share what they have',
    'in common: the bundler includes each part once. Everything, as `style.css`, is in the last row.',
    '',
    table,
    '',
  ].join('\n');
  const text = fs.existsSync(readme) ? fs.readFileSync(readme, 'utf8') : '';
  // Only this section is the script's: everything before and after it is left as it is.
  const start = text.search(/^## Sizes\s*$/m);
  let next;
  if (start >= 0) {
    const rest = text.slice(start + 1).search(/^## /m);
    next = rest >= 0 ? start + 1 + rest : text.length;
  }
  const updated =
    start >= 0
      ? `${text.slice(0, start)}${section}${next < text.length ? `\n${text.slice(next)}` : ''}`
      : `${text.trimEnd()}\n\n${section}`;
  fs.writeFileSync(readme, updated);
  console.log('\nREADME.md: ## Sizes updated.');
}

console.log('\nTargets: Button beyond react-aria ≤ 8 KB; style.css ≤ 25 KB.');
const button = rows.find((r) => r.folder === 'Button');
const failures = [];
if (button?.beyond != null && button.beyond > 8 * 1024) failures.push('Button beyond react-aria is over 8 KB');
if (styleCss > 25 * 1024) failures.push('style.css is over 25 KB');
if (failures.length) {
  console.log(`Over target: ${failures.join('; ')}`);
  process.exitCode = 1;
}
