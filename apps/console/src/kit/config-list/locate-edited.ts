import { isSameValue } from '../form/is-same-value';

/**
 * Where the item an open dialog edits stands in the list now. Items have no identity of their own, so the dialog
 * remembers the item as it opened it: still at its position, or moved (another tab moved or deleted rules above
 * it, seen after 重新加载), it is found by its content. Null when no item has that content any more: the rule
 * itself was changed or deleted elsewhere, and the user must say what saving should do.
 */
export function locateEdited<T>(items: readonly T[], index: number, original: T): number | null {
  if (index < items.length && isSameValue(items[index], original)) return index;
  const moved = items.findIndex((item) => isSameValue(item, original));
  return moved === -1 ? null : moved;
}
