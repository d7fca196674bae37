import { describe, expect, it } from 'vitest';
import { format } from './format';

describe('format', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(format('服务正常（{database}，版本 {version}）', { database: 'SQLite', version: '0.1.0' })).toBe(
      '服务正常（SQLite，版本 0.1.0）',
    );
    expect(format('{a}-{b}', { a: 1 })).toBe('1-{b}');
  });
});
