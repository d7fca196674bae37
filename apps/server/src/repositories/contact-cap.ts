/**
 * The part of an upload batch that fits under a per-user cap: every item already stored (an update never grows
 * the list), then new ones in batch order while there is room. `count` is how many the user holds now.
 */
export function fitUnderCap<T>(
  items: readonly T[],
  key: (item: T) => string,
  stored: ReadonlySet<string>,
  count: number,
  cap: number,
): T[] {
  let room = cap - count;
  const out: T[] = [];
  for (const item of items) {
    if (stored.has(key(item))) {
      out.push(item);
    } else if (room > 0) {
      out.push(item);
      room -= 1;
    }
  }
  return out;
}
