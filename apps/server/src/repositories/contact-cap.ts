import { lastPerKey } from './name-match.ts';

/** What `upsertWithinCap` needs of a contact repository (friends, rooms): items keyed by `wxid`. */
interface ContactStore<T> {
  storedAmong(wxids: readonly string[]): Promise<string[]>;
  count(): Promise<number>;
  upsertBatch(items: readonly T[], now: number): Promise<number>;
}

/**
 * `store.upsertBatch`, but new items only while the user has fewer than `cap`: items already stored are always
 * updated. Returns how many were written and how many new ones the cap left out.
 */
export async function upsertWithinCap<T extends { wxid: string }>(
  store: ContactStore<T>,
  items: readonly T[],
  cap: number,
  now: number,
): Promise<{ saved: number; overLimit: number }> {
  const batch = lastPerKey(items, (item) => item.wxid);
  if (batch.length === 0) return { saved: 0, overLimit: 0 };
  const stored = new Set(await store.storedAmong(batch.map((item) => item.wxid)));
  const accepted = fitUnderCap(batch, (item) => item.wxid, stored, await store.count(), cap);
  return { saved: await store.upsertBatch(accepted, now), overLimit: batch.length - accepted.length };
}

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
