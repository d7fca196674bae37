import { describe, expect, it } from 'vitest';
import { getInitial, getToneIndex, isImageSrc } from './Avatar.utils';

describe('getInitial', () => {
  it('takes the first character of a Chinese name', () => {
    expect(getInitial('张小凡')).toBe('张');
  });
  it('upper-cases a Latin name and ignores surrounding spaces', () => {
    expect(getInitial('  alice')).toBe('A');
  });
  it('keeps a whole emoji or astral character', () => {
    expect(getInitial('🐱小猫')).toBe('🐱');
    expect(getInitial('𠮷野家')).toBe('𠮷');
  });
  it('falls back to ? for an empty name', () => {
    expect(getInitial('')).toBe('?');
    expect(getInitial('   ')).toBe('?');
  });
});

describe('getToneIndex', () => {
  it('is stable and within range', () => {
    const a = getToneIndex('陆雪琪', 5);
    expect(a).toBe(getToneIndex('陆雪琪', 5));
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(5);
  });
});

describe('isImageSrc', () => {
  it('takes web, blob, data-image and same-site addresses', () => {
    for (const src of [
      'https://wx.qlogo.cn/a.jpg',
      'HTTP://x/y.png',
      'blob:https://x/1',
      'data:image/png;base64,AA',
      '/files/a.png',
      './a.png',
    ]) {
      expect(isImageSrc(src), src).toBe(true);
    }
  });
  it('refuses script and other schemes, protocol-relative and empty addresses', () => {
    for (const src of [
      'javascript:alert(1)',
      ' JaVaScRiPt:x',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.example/a.png',
      '',
    ]) {
      expect(isImageSrc(src), src).toBe(false);
    }
  });
});
