import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const FEATURES = path.join(SRC, 'features');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => match[1] as string);
}

describe('console layering (ARCHITECTURE.md)', () => {
  it('has no imports between features, nor from a feature into app/', () => {
    const offending: string[] = [];
    for (const feature of fs.readdirSync(FEATURES)) {
      for (const file of sourceFiles(path.join(FEATURES, feature))) {
        for (const spec of imports(file)) {
          const target = path.resolve(path.dirname(file), spec);
          const relative = path.relative(FEATURES, target);
          const intoOtherFeature = !relative.startsWith('..') && relative.split(path.sep)[0] !== feature;
          const intoApp = target.startsWith(path.join(SRC, 'app') + path.sep);
          if (intoOtherFeature || intoApp) {
            offending.push(`${path.relative(SRC, file)} → ${spec}`);
          }
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('keeps lib/, config/ and components/ free of app/ and features/', () => {
    const forbidden = [path.join(SRC, 'app'), FEATURES];
    const offending = ['lib', 'config', 'components'].flatMap((dir) =>
      sourceFiles(path.join(SRC, dir)).flatMap((file) =>
        imports(file)
          .filter((spec) => {
            const target = path.resolve(path.dirname(file), spec);
            return forbidden.some((root) => target === root || target.startsWith(root + path.sep));
          })
          .map((spec) => `${path.relative(SRC, file)} → ${spec}`),
      ),
    );
    expect(offending).toEqual([]);
  });
});
