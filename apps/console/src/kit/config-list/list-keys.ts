/**
 * Stable row keys for a list whose items come back as new objects after every change: the table keeps a row (and
 * the focus inside it) through a move, and the other rows through an add, delete or duplicate.
 */

let next = 0;
const freshKey = () => `item-${++next}`;

export type ListChange =
  | { kind: 'load' }
  | { kind: 'add' }
  | { kind: 'replace'; index: number }
  | { kind: 'remove'; index: number }
  | { kind: 'duplicate'; index: number }
  | { kind: 'move'; from: number; to: number };

/** The keys after `change`, for a list that now has `length` items; fresh ones when the lengths disagree. */
export function nextKeys(keys: readonly string[], change: ListChange, length: number): string[] {
  const result = [...keys];
  switch (change.kind) {
    case 'add':
      result.push(freshKey());
      break;
    case 'remove':
      result.splice(change.index, 1);
      break;
    case 'duplicate':
      result.splice(change.index + 1, 0, freshKey());
      break;
    case 'move': {
      const [moved] = result.splice(change.from, 1);
      if (moved !== undefined) result.splice(change.to, 0, moved);
      break;
    }
    case 'replace':
      break;
    case 'load':
      return Array.from({ length }, freshKey);
  }
  return result.length === length ? result : Array.from({ length }, freshKey);
}
