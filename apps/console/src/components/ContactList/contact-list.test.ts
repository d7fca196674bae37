import { describe, expect, it } from 'vitest';
import { cooldownLeft, EVENT_COOLDOWN_MS } from './event-cooldown';
import { hasContent, normaliseContent, textMessage } from './message';

describe('cooldownLeft', () => {
  it('is 0 before any event and after 5 s', () => {
    expect(EVENT_COOLDOWN_MS).toBe(5_000);
    expect(cooldownLeft(null, 1_000)).toBe(0);
    expect(cooldownLeft(1_000, 6_000)).toBe(0);
    expect(cooldownLeft(1_000, 9_000)).toBe(0);
  });

  it('counts down within the 5 s', () => {
    expect(cooldownLeft(1_000, 1_000)).toBe(5_000);
    expect(cooldownLeft(1_000, 3_500)).toBe(2_500);
  });

  it('ignores a timestamp from the future (clock changed)', () => {
    expect(cooldownLeft(100_000, 1_000)).toBe(0);
  });
});

describe('message', () => {
  it('treats blanks as empty (内容必填)', () => {
    expect(hasContent('')).toBe(false);
    expect(hasContent(' \n\t ')).toBe(false);
    expect(hasContent(' a ')).toBe(true);
  });

  it('drops leading blank lines and trailing blanks, keeps inner lines and indentation', () => {
    expect(normaliseContent('\n\n  第一行\n第二行  \n')).toBe('  第一行\n第二行');
  });

  it('builds a type 1 message', () => {
    expect(textMessage('你好 ')).toEqual({ type: 1, content: '你好' });
  });
});
