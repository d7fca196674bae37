#!/usr/bin/env node
// Run after `tsc -p tsconfig.build.json`: makes dist/'s type declarations resolve under every moduleResolution a
// consumer may use (bundler, node16, nodenext). tsc copies the sources' extensionless relative imports
// (`./Button`, `./Button.css`) as written; node16/nodenext resolve those to nothing, and with skipLibCheck the
// consumer silently gets `any`. Each relative specifier is rewritten to the file it means, with `.js`, and the
// declarations of `X.css.ts` are renamed like their JavaScript (`X.styles.js`, see vite.config.ts).
import fs from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../dist');
const declarations = fs
  .readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.d.ts'))
  .map((file) => path.join(DIST, file));

/** `X.css.d.ts` → `X.styles.d.ts`, to sit beside `X.styles.js`. */
const renamed = (file) => file.replace(/\.css\.d\.ts$/, '.styles.d.ts');

/** The `.js` specifier for `specifier` as imported from `file`, or throws when it names no declaration. */
function withExtension(file, specifier) {
  const target = path.resolve(path.dirname(file), specifier.replace(/\.(js|ts|tsx)$/, ''));
  const candidates = [`${target}.d.ts`, path.join(target, 'index.d.ts')];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${path.relative(DIST, file)}: '${specifier}' names no declaration file`);
  referenced.add(found);
  let relative = path.relative(path.dirname(file), renamed(found)).replace(/\.d\.ts$/, '.js');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative.split(path.sep).join('/');
}

const referenced = new Set();
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;
const rewritten = declarations.map((file) => {
  const text = fs.readFileSync(file, 'utf8');
  return [
    file,
    text.replace(SPECIFIER, (_, lead, quote, spec) => `${lead}${quote}${withExtension(file, spec)}${quote}`),
  ];
});
let dropped = 0;
for (const [file, text] of rewritten) {
  // A declaration of a module that has no JavaScript and that no declaration imports (the reset, which
  // ships as CSS only) describes nothing a consumer can import.
  const js = renamed(file).replace(/\.d\.ts$/, '.js');
  if (!fs.existsSync(js) && !referenced.has(file)) {
    fs.rmSync(file);
    dropped += 1;
    continue;
  }
  fs.writeFileSync(file, text);
  if (renamed(file) !== file) fs.renameSync(file, renamed(file));
}
console.log(`declarations: ${rewritten.length - dropped} with node16-resolvable imports, ${dropped} unused dropped`);
