import { describe, expect, it } from 'vitest';
import { getInitial, getToneIndex } from './Avatar.utils';

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
