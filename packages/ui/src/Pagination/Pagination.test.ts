import { describe, expect, it } from 'vitest';
import { clampPage, getPageItems, getTotalPages } from './Pagination.pages';

describe('getTotalPages', () => {
  it('rounds up', () => {
    expect(getTotalPages(101, 10)).toBe(11);
    expect(getTotalPages(100, 10)).toBe(10);
    expect(getTotalPages(4, 5)).toBe(1);
  });
  it('has at least one page', () => {
    expect(getTotalPages(0, 10)).toBe(1);
    expect(getTotalPages(10, 0)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps the page in range', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('getPageItems', () => {
  it('lists every page when there are few', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(1, 2)).toEqual([1, 2]);
    expect(getPageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis after the first pages near the start', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(getPageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(getPageItems(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(getPageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
  });

  it('puts an ellipsis before the last pages near the end', () => {
    expect(getPageItems(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(getPageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(getPageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
    expect(getPageItems(5, 9)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 9]);
    expect(getPageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
  });

  it('keeps the same length while paging through many pages', () => {
    for (let page = 1; page <= 50; page += 1) expect(getPageItems(page, 50)).toHaveLength(7);
  });

  it('always contains the current, first and last page, in order and without duplicates', () => {
    for (const total of [1, 2, 6, 7, 8, 9, 10, 33]) {
      for (let page = 1; page <= total; page += 1) {
        const items = getPageItems(page, total);
        const pages = items.filter((i): i is number => typeof i === 'number');
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });

  it('clamps an out-of-range current page', () => {
    expect(getPageItems(99, 10)).toEqual(getPageItems(10, 10));
    expect(getPageItems(-3, 10)).toEqual(getPageItems(1, 10));
  });

  it('widens with more siblings', () => {
    expect(getPageItems(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });
});
