#!/usr/bin/env node
// `npm run release` runs this first: publishing is only for a tree that `npm run version-packages` has versioned
// (and whose result was committed). It fails while changesets are pending, which `changeset publish` alone would
// ignore, publishing the current version without their changelog, and when package-lock.json still records
// another version of @weassit/ui than its package.json.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The files @changesets/read skips: dotfiles, non-Markdown files, and these.
const notChangesets = [/^README\.md$/i, 'AGENTS.md', 'CLAUDE.md', 'GEMINI.md'];

const pending = fs
  .readdirSync(path.join(root, '.changeset'))
  .filter(
    (file) =>
      !file.startsWith('.') &&
      file.endsWith('.md') &&
      !notChangesets.some((p) => (typeof p === 'string' ? p === file : p.test(file))),
  );
const problems = [];
if (pending.length > 0) {
  problems.push(`${pending.length} changeset(s) not versioned yet: ${pending.join(', ')}`);
}

const version = JSON.parse(fs.readFileSync(path.join(root, 'packages/ui/package.json'), 'utf8')).version;
const locked = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages?.['packages/ui']
  ?.version;
if (locked !== version) {
  problems.push(`package-lock.json records @weassit/ui ${locked}, packages/ui/package.json ${version}`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`release: ${problem}`);
  console.error('Run `npm run version-packages`, review and commit the result, then `npm run release`.');
  process.exit(1);
}
console.log(`release: @weassit/ui ${version} is versioned, nothing pending`);
