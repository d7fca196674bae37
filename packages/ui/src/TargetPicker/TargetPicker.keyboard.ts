/**
 * The listbox's keys as a pure function: what a key press on the list means, given the list's state. The
 * component applies the action (and prevents the key's default) so this stays testable without a DOM.
 */
import { findTypeaheadMatch, type TargetOption, type TypeaheadBuffer, typeaheadStep } from './TargetPicker.logic';

/** What the list looks like when the key is pressed. */
export interface ListKeyState {
  /** The options shown (after the search filter). */
  options: readonly TargetOption[];
  /** The active option's index into `options`. */
  activeIndex: number;
  /** How many rows Page Up/Down move (at least 1). */
  pageSize: number;
  multiple: boolean;
  isDisabled: boolean;
  /** The typeahead characters collected so far. */
  typeahead: TypeaheadBuffer | null;
  /** The time of the key press (ms), for the typeahead's pause. */
  now: number;
}

/** The facts of the key event that matter. */
export interface ListKeyFacts {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * - `move`: make the option at `index` active (already within the list);
 * - `toggle`: select or deselect the option at `index`;
 * - `selectAll`: 全选当前结果;
 * - `typeahead`: keep `buffer`, and make `index` active when the typed text matched an option (else `null`).
 */
export type ListKeyAction =
  | { type: 'move'; index: number }
  | { type: 'toggle'; index: number }
  | { type: 'selectAll' }
  | { type: 'typeahead'; buffer: TypeaheadBuffer; index: number | null };

/** The action a key press on the list stands for, or `null` when the list leaves the key alone. */
export function listKeyAction(state: ListKeyState, event: ListKeyFacts): ListKeyAction | null {
  const { options, activeIndex, pageSize } = state;
  const count = options.length;
  if (count === 0) return null;
  const move = (index: number): ListKeyAction => ({ type: 'move', index: Math.max(0, Math.min(count - 1, index)) });
  const mod = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowDown':
      return move(activeIndex + 1);
    case 'ArrowUp':
      return move(activeIndex - 1);
    case 'Home':
      return move(0);
    case 'End':
      return move(count - 1);
    case 'PageDown':
      return move(activeIndex + pageSize);
    case 'PageUp':
      return move(activeIndex - pageSize);
    case ' ':
    case 'Enter':
      return { type: 'toggle', index: activeIndex };
  }
  if (mod && !event.altKey && event.key.toLowerCase() === 'a' && state.multiple && !state.isDisabled) {
    return { type: 'selectAll' };
  }
  // One printable character without a modifier (Shift excepted): type-to-select.
  if (event.key.length === 1 && !mod && !event.altKey) {
    const step = typeaheadStep(state.typeahead, event.key, state.now, activeIndex);
    const match = findTypeaheadMatch(options, step.search, step.from);
    return { type: 'typeahead', buffer: step.buffer, index: match >= 0 ? match : null };
  }
  return null;
}
