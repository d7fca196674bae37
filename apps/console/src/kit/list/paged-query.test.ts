import { describe, expect, it } from 'vitest';
import { initialPagedQuery, isFiltered, lastValidPage, pagedQueryReducer, toRequestParams } from './paged-query';

describe('pagedQueryReducer', () => {
  const start = initialPagedQuery({ word: '' });

  it('starts on page 1 of 10 with the given filters', () => {
    expect(start).toEqual({ current: 1, pageSize: 10, filters: { word: '' } });
    expect(initialPagedQuery({ word: '' }, 20).pageSize).toBe(20);
  });

  it('goes back to page 1 on a new filter value, trimmed and capped at 64 characters', () => {
    const onPage3 = pagedQueryReducer(start, { type: 'page', current: 3, pageSize: 10 });
    expect(pagedQueryReducer(onPage3, { type: 'filter', filters: { word: '  tom ' } })).toEqual({
      current: 1,
      pageSize: 10,
      filters: { word: 'tom' },
    });
    expect(pagedQueryReducer(start, { type: 'filter', filters: { word: 'x'.repeat(80) } }).filters.word).toHaveLength(
      64,
    );
  });

  it('keeps the same object when nothing changes (no reload)', () => {
    const searched = pagedQueryReducer(start, { type: 'filter', filters: { word: 'tom' } });
    expect(pagedQueryReducer(searched, { type: 'filter', filters: { word: ' tom' } })).toBe(searched);
    expect(pagedQueryReducer(start, { type: 'page', current: 1, pageSize: 10 })).toBe(start);
  });

  it('changes only the filters given, and keeps the others', () => {
    const both = initialPagedQuery({ name: '', tag: '' });
    const named = pagedQueryReducer(both, { type: 'filter', filters: { name: '欢迎' } });
    const tagged = pagedQueryReducer(named, { type: 'filter', filters: { tag: ' 活动 ' } });
    expect(tagged.filters).toEqual({ name: '欢迎', tag: '活动' });
    expect(pagedQueryReducer(tagged, { type: 'filter', filters: { name: '欢迎', tag: '活动' } })).toBe(tagged);
  });

  it('changes page and size but keeps the filters; bad numbers fall back', () => {
    const searched = pagedQueryReducer(start, { type: 'filter', filters: { word: 'tom' } });
    expect(pagedQueryReducer(searched, { type: 'page', current: 2, pageSize: 20 })).toEqual({
      current: 2,
      pageSize: 20,
      filters: { word: 'tom' },
    });
    expect(pagedQueryReducer(start, { type: 'page', current: Number.NaN, pageSize: 0 })).toBe(start);
    expect(pagedQueryReducer(start, { type: 'page', current: -3, pageSize: 10 })).toBe(start);
  });
});

describe('toRequestParams', () => {
  it('sends each filter only while it is set', () => {
    expect(toRequestParams({ current: 2, pageSize: 10, filters: { word: '' } })).toEqual({ current: 2, pageSize: 10 });
    expect(toRequestParams({ current: 1, pageSize: 10, filters: { word: '群' } })).toEqual({
      current: 1,
      pageSize: 10,
      word: '群',
    });
    expect(toRequestParams({ current: 1, pageSize: 10, filters: { name: '', tag: '活动' } })).toEqual({
      current: 1,
      pageSize: 10,
      tag: '活动',
    });
  });
});

describe('isFiltered', () => {
  it('is true while any filter is set', () => {
    expect(isFiltered(initialPagedQuery({ name: '', tag: '' }))).toBe(false);
    expect(isFiltered(initialPagedQuery({ name: '', tag: '活动' }))).toBe(true);
  });
});

describe('lastValidPage', () => {
  it('moves back to the last page that has rows', () => {
    expect(lastValidPage(3, 20, 10)).toBe(2);
    expect(lastValidPage(3, 21, 10)).toBe(3);
    expect(lastValidPage(2, 0, 10)).toBe(1);
  });
});
