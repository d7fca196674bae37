import { describe, expect, it } from 'vitest';
import { isEmail, isExternalLink, isHttpUrl } from './checks.ts';

describe('helper checks', () => {
  it('recognises link, mail and tel prefixes', () => {
    expect(isExternalLink('https://example.com')).toBe(true);
    expect(isExternalLink('mailto:a@b.cn')).toBe(true);
    expect(isExternalLink('tel:123')).toBe(true);
    expect(isExternalLink('/dashboard')).toBe(false);
  });

  it('checks e-mail loosely', () => {
    expect(isEmail('ops@example.cn')).toBe(true);
    expect(isEmail('ops@example')).toBe(false);
    expect(isEmail('o ps@example.cn')).toBe(false);
  });

  it('accepts only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://hook.example.com/cb?x=1')).toBe(true);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('http://')).toBe(false);
  });
});
