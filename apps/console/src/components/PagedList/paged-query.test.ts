import { describe, expect, it } from 'vitest';
import { initialPagedQuery, lastValidPage, pagedQueryReducer, toRequestParams } from './paged-query';

describe('pagedQueryReducer', () => {
  const start = initialPagedQuery();

  it('starts on page 1 of 10 without a word', () => {
    expect(start).toEqual({ current: 1, pageSize: 10, word: '' });
    expect(initialPagedQuery(20).pageSize).toBe(20);
  });

  it('goes back to page 1 on a new search word, trimmed and capped at 64 characters', () => {
    const onPage3 = pagedQueryReducer(start, { type: 'page', current: 3, pageSize: 10 });
    expect(pagedQueryReducer(onPage3, { type: 'search', word: '  tom ' })).toEqual({
      current: 1,
      pageSize: 10,
      word: 'tom',
    });
    expect(pagedQueryReducer(start, { type: 'search', word: 'x'.repeat(80) }).word).toHaveLength(64);
  });

  it('keeps the same object when nothing changes (no reload)', () => {
    const searched = pagedQueryReducer(start, { type: 'search', word: 'tom' });
    expect(pagedQueryReducer(searched, { type: 'search', word: ' tom' })).toBe(searched);
    expect(pagedQueryReducer(start, { type: 'page', current: 1, pageSize: 10 })).toBe(start);
  });

  it('changes page and size but keeps the word; bad numbers fall back', () => {
    const searched = pagedQueryReducer(start, { type: 'search', word: 'tom' });
    expect(pagedQueryReducer(searched, { type: 'page', current: 2, pageSize: 20 })).toEqual({
      current: 2,
      pageSize: 20,
      word: 'tom',
    });
    expect(pagedQueryReducer(start, { type: 'page', current: Number.NaN, pageSize: 0 })).toBe(start);
    expect(pagedQueryReducer(start, { type: 'page', current: -3, pageSize: 10 })).toBe(start);
  });
});

describe('toRequestParams', () => {
  it('sends word only while searching', () => {
    expect(toRequestParams({ current: 2, pageSize: 10, word: '' })).toEqual({ current: 2, pageSize: 10 });
    expect(toRequestParams({ current: 1, pageSize: 10, word: '群' })).toEqual({ current: 1, pageSize: 10, word: '群' });
  });
});

describe('lastValidPage', () => {
  it('moves back to the last page that has rows', () => {
    expect(lastValidPage(3, 20, 10)).toBe(2);
    expect(lastValidPage(3, 21, 10)).toBe(3);
    expect(lastValidPage(2, 0, 10)).toBe(1);
  });
});
