import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

interface JestResults {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** True when the Storybook build in `dir` has the harness's stories (the build `npm test` makes has them). */
function hasHarnessStories(dir: string): boolean {
  const index = path.join(dir, 'index.json');
  if (!fs.existsSync(index)) return false;
  const { entries } = JSON.parse(fs.readFileSync(index, 'utf8')) as { entries: Record<string, { tags?: string[] }> };
  return Object.values(entries).some((entry) => entry.tags?.includes('harness'));
}

/**
 * Proves the story pipeline can fail: Broken.stories.tsx is run through the same script `npm test` uses, on the
 * same Storybook build (or, run on its own, on a build of that file alone), and the runner must fail the axe
 * violation and the failing play function while passing the healthy control.
 */
describe('the Storybook test harness', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-harness-'));
  const mainBuild = path.join(ROOT, 'storybook-static');
  const staticDir = hasHarnessStories(mainBuild) ? mainBuild : path.join(work, 'storybook-static');
  const resultsFile = path.join(work, 'results.json');
  let exitCode = 0;
  let results: JestResults;

  beforeAll(async () => {
    if (staticDir !== mainBuild) {
      await exec('npx', ['storybook', 'build', '-o', staticDir, '--quiet'], {
        cwd: ROOT,
        env: {
          ...process.env,
          STORYBOOK_TEST_BUILD: '1',
          STORYBOOK_STORIES: '../tests/storybook-harness/*.stories.tsx',
        },
        maxBuffer: 64 * 1024 * 1024,
      });
    }
    try {
      await exec(
        process.execPath,
        // Only the harness's title: its stories lack the 'test' tag that the stories run selects.
        [
          'scripts/test-storybook.mjs',
          '--static-dir',
          staticDir,
          '--json',
          resultsFile,
          '--includeTags=harness',
          'harness-broken',
        ],
        { cwd: ROOT, env: { ...process.env, STORYBOOK_HARNESS: '1' }, maxBuffer: 64 * 1024 * 1024 },
      );
    } catch (error) {
      exitCode = (error as { code?: number }).code ?? 1;
    }
    results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as JestResults;
  }, 180_000);

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  const byName = (needle: string) =>
    results.testResults.flatMap((r) => r.assertionResults).find((a) => a.fullName.includes(needle));

  it('exits non-zero', () => {
    expect(exitCode).not.toBe(0);
  });

  it('runs the broken stories and nothing else', () => {
    const names = results.testResults.flatMap((r) => r.assertionResults).map((a) => a.fullName);
    expect(names.length).toBe(3);
    expect(names.every((name) => name.includes('Broken'))).toBe(true);
  });

  it('passes the healthy control story', () => {
    expect(byName('Healthy')?.status).toBe('passed');
  });

  it('fails the story with an axe violation, naming the rule', () => {
    const result = byName('Axe Violation');
    expect(result?.status).toBe('failed');
    expect(result?.failureMessages.join('\n')).toContain('button-name');
  });

  it('fails the story whose play function asserts something false', () => {
    const result = byName('Failing Play');
    expect(result?.status).toBe('failed');
    expect(result?.failureMessages.join('\n')).toContain('删除');
  });
});
