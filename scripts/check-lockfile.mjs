#!/usr/bin/env node
// Fails when package-lock.json lacks an entry for an optional dependency it declares. `npm install` leaves
// such holes when the registry it sees has no matching version of a platform binary (seen here for Biome,
// SWC and unrs-resolver builds of other platforms); `npm ci` on a clean machine then refuses the lockfile.
// Fix by pinning a version whose every platform package the registry has (see package.json overrides).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
const entries = lock.packages;

/** Node's lookup: node_modules/<name> next to the dependant, then in each ancestor folder. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (entries[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

const holes = [];
for (const [location, entry] of Object.entries(entries)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(location, name)) holes.push(`${location || '(root)'} → ${name}`);
  }
}
if (holes.length > 0) {
  console.error(`package-lock.json lacks ${holes.length} optional dependencies, so \`npm ci\` would fail:`);
  for (const hole of holes.slice(0, 20)) console.error(`  ${hole}`);
  process.exit(1);
}
console.log('package-lock.json: every optional dependency has an entry');
