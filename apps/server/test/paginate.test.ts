import { PAGE_SIZE_MAX } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '../src/repositories/paginate.ts';

describe('pageWindow: the LIMIT and OFFSET of a page', () => {
  it('reads page n of size s as s rows after the first (n - 1) * s', () => {
    expect(pageWindow({ current: 1, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ current: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
  });

  it('keeps the page at 1 or more and the size within 1 to PAGE_SIZE_MAX for a caller that skipped the schema', () => {
    expect(pageWindow({ current: 0, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ current: -5, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ current: 2, pageSize: PAGE_SIZE_MAX + 1 })).toEqual({
      limit: PAGE_SIZE_MAX,
      offset: PAGE_SIZE_MAX,
    });
    expect(pageWindow({ current: 2, pageSize: 0 })).toEqual({ limit: 1, offset: 1 });
    expect(pageWindow({ current: Number.NaN, pageSize: 2.5 })).toEqual({ limit: 1, offset: 0 });
  });
});
