#!/usr/bin/env node
// `npm run size -w @weassit/ui`: what @weassit/ui costs a consumer, measured on the built package (dist/)
// the way a consumer's bundler sees it: each scenario is bundled and minified by Vite (rolldown) with React
// external, then gzipped. "Beyond react-aria" subtracts the same import made straight from
// react-aria-components, i.e. the weight our wrapper and styles add on top of the RAC core it builds on.
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
  const bytes = outputs
    .filter((o) => o.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  fs.rmSync(path.dirname(entry), { recursive: true, force: true });
  return bytes;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];

const all = [...exported].filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
rows.push(['whole package (every export)', await gzipBytes(`export { ${all.join(', ')} } from '@weassit/ui';`), null]);

// Each widget next to the RAC part(s) it wraps, so the difference is our own weight.
const scenarios = [
  ['Button', "export { Button } from 'react-aria-components';"],
  ['Table', "export { Table, TableHeader, Column, TableBody, Row, Cell, Checkbox } from 'react-aria-components';"],
  ['Dialog', "export { DialogTrigger, ModalOverlay, Modal, Dialog, Heading } from 'react-aria-components';"],
];
for (const [name, racEquivalent] of scenarios) {
  if (!exported.has(name)) {
    rows.push([`only ${name}`, null, null]);
    continue;
  }
  const ours = await gzipBytes(`export { ${name} } from '@weassit/ui';`);
  const rac = await gzipBytes(racEquivalent);
  rows.push([`only ${name}`, ours, ours - rac]);
}

const css = gzipSync(fs.readFileSync(path.join(DIST, 'style.css')), { level: 9 }).length;

console.log('\n@weassit/ui size (minified + gzip, React external)\n');
for (const [label, bytes, beyond] of rows) {
  const size = bytes === null ? 'not exported yet' : kb(bytes);
  const extra = beyond === null ? '' : `   beyond react-aria: ${kb(beyond)}`;
  console.log(`  ${label.padEnd(32)} ${size.padStart(10)}${extra}`);
}
console.log(`  ${'style.css'.padEnd(32)} ${kb(css).padStart(10)}`);
console.log('\nTargets: Button beyond react-aria ≤ 8 KB; style.css ≤ 25 KB.');
const button = rows.find(([label]) => label === 'only Button');
const failures = [];
if (button?.[2] != null && button[2] > 8 * 1024) failures.push('Button beyond react-aria is over 8 KB');
if (css > 25 * 1024) failures.push('style.css is over 25 KB');
if (failures.length) {
  console.log(`Over target: ${failures.join('; ')}`);
  process.exitCode = 1;
}
