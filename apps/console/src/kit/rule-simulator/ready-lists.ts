/**
 * The lists a page has loaded, by config key: a list still loading (or that failed) is left out, so the saved
 * config's own list stands for it rather than an empty one. Tiny and apart from the simulator's input code, as
 * the pages call it on their first visit.
 */
export function readyLists(
  lists: Record<string, { status: string; items: readonly unknown[] }>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(lists)
      .filter(([, list]) => list.status === 'ready')
      .map(([key, list]) => [key, list.items]),
  );
}
