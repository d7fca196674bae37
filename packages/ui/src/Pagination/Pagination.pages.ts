/** An entry of the page list: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** The number of pages for `total` rows (at least 1, so an empty list still has a page 1). */
export function getTotalPages(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** `page` clamped to 1 … `totalPages`. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, totalPages));
}

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/**
 * The pages to show: always the first and last `boundaryCount` pages and `siblingCount` pages either side of the
 * current one, with an ellipsis for each run of two or more hidden pages (a single hidden page is shown instead,
 * since it takes the same room). The list keeps the same length while paging, so the buttons don't jump around:
 * 7 entries with the defaults, once there are more than 7 pages.
 */
export function getPageItems(current: number, totalPages: number, siblingCount = 1, boundaryCount = 1): PageItem[] {
  const count = Math.max(1, Math.trunc(totalPages));
  const page = clampPage(current, count);
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);

  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    (endPages[0] ?? count + 1) - 2,
  );

  const items: PageItem[] = [...startPages];
  if (siblingsStart > boundaryCount + 2) items.push('start-ellipsis');
  else if (boundaryCount + 1 < count - boundaryCount) items.push(boundaryCount + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundaryCount - 1) items.push('end-ellipsis');
  else if (count - boundaryCount > boundaryCount) items.push(count - boundaryCount);
  items.push(...endPages);
  return items;
}
