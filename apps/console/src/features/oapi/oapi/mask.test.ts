import { describe, expect, it } from 'vitest';
import { maskSecret } from './mask';

describe('maskSecret', () => {
  it('keeps 4 characters at each end', () => {
    expect(maskSecret('0123456789abcdef')).toBe('0123********cdef');
  });
  it('masks short values fully', () => {
    expect(maskSecret('abc')).toBe('********');
  });
});
