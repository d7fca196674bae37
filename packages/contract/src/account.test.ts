import { describe, expect, it } from 'vitest';
import { loginSchema, sendResetSchema, signupSchema } from './account.ts';
import { EMAIL_MAX_LENGTH, isEmail } from './checks.ts';

/**
 * A 128 K-character address ending in a run of dots and an `@`: the old format pattern tried every dot as
 * the domain's separator and rescanned the rest after each, seconds of one blocked thread for this input.
 */
const LONG = 128 * 1024;
const backtrackingEmail = `a@${'b'.repeat(LONG - 30_003)}${'.'.repeat(30_000)}@`;

const FAST_MS = 250;

function elapsedMs(run: () => void): number {
  const started = Date.now();
  run();
  return Date.now() - started;
}

describe('e-mail rule', () => {
  it('refuses a 128 K-character e-mail at once, as too long, without running the format check', () => {
    expect(backtrackingEmail).toHaveLength(LONG);
    for (const schema of [loginSchema, sendResetSchema, signupSchema]) {
      let issues: { message: string; path: PropertyKey[] }[] = [];
      const ms = elapsedMs(() => {
        issues =
          schema.safeParse({ name: '用户', email: backtrackingEmail, password: 'long enough' }).error?.issues ?? [];
      });
      // Microseconds when idle; generous for a loaded machine, the old rule took seconds.
      expect(ms).toBeLessThan(FAST_MS);
      expect(issues.filter((i) => i.path[0] === 'email').map((i) => i.message)).toEqual(['邮箱过长']);
    }
  });

  it('isEmail, the console check, bounds the length first and matches in linear time', () => {
    let result = true;
    const ms = elapsedMs(() => {
      result = isEmail(backtrackingEmail);
      for (let i = 0; i < 1000; i++) isEmail(`a@${'.'.repeat(EMAIL_MAX_LENGTH - 3)}@`);
    });
    expect(result).toBe(false);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('still accepts and refuses what it did', () => {
    for (const ok of ['ops@example.cn', 'a.b+c@mail.example.com', 'x@y.cn', 'a@b..c'])
      expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['ops@example', 'o ps@example.cn', '@example.cn', 'a@@b.cn', 'a@b.', 'a@.cn', 'a@b c.cn']) {
      expect(isEmail(bad), bad).toBe(false);
    }
    expect(loginSchema.safeParse({ email: '  ops@example.cn ', password: 'x' }).data?.email).toBe('ops@example.cn');
    expect(loginSchema.safeParse({ email: 'ops@example', password: 'x' }).error?.issues[0]?.message).toBe(
      '邮箱格式不正确',
    );
  });
});
