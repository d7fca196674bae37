import { describe, expect, it } from 'vitest';
import { type ListKeyFacts, type ListKeyState, listKeyAction } from './TargetPicker.keyboard';
import { type TargetOption, TYPEAHEAD_TIMEOUT } from './TargetPicker.logic';

// Twenty friends: Alice, Andy, Bob (alias 老板), then 好友0 … 好友16.
const names: [string, string?][] = [['Alice'], ['Andy'], ['Bob', '老板']];
for (let i = 0; i < 17; i++) names.push([`好友${i}`]);
const options: TargetOption[] = names.map(([name, alias]) => ({
  id: `wxid_${name}`,
  name,
  alias,
  label: name,
  value: name,
}));

const state = (overrides: Partial<ListKeyState> = {}): ListKeyState => ({
  options,
  activeIndex: 5,
  pageSize: 8,
  multiple: true,
  isDisabled: false,
  typeahead: null,
  now: 10_000,
  ...overrides,
});

const key = (k: string, modifiers: Partial<Omit<ListKeyFacts, 'key'>> = {}): ListKeyFacts => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('listKeyAction: moving the active option', () => {
  it('moves by one with the arrows', () => {
    expect(listKeyAction(state(), key('ArrowDown'))).toEqual({ type: 'move', index: 6 });
    expect(listKeyAction(state(), key('ArrowUp'))).toEqual({ type: 'move', index: 4 });
  });

  it('goes to the first and last option with Home and End', () => {
    expect(listKeyAction(state(), key('Home'))).toEqual({ type: 'move', index: 0 });
    expect(listKeyAction(state(), key('End'))).toEqual({ type: 'move', index: 19 });
  });

  it('moves by a page with Page Up and Page Down', () => {
    expect(listKeyAction(state(), key('PageDown'))).toEqual({ type: 'move', index: 13 });
    expect(listKeyAction(state({ activeIndex: 13 }), key('PageUp'))).toEqual({ type: 'move', index: 5 });
  });

  it('stops at both ends instead of wrapping', () => {
    expect(listKeyAction(state({ activeIndex: 0 }), key('ArrowUp'))).toEqual({ type: 'move', index: 0 });
    expect(listKeyAction(state({ activeIndex: 19 }), key('ArrowDown'))).toEqual({ type: 'move', index: 19 });
    expect(listKeyAction(state({ activeIndex: 15 }), key('PageDown'))).toEqual({ type: 'move', index: 19 });
    expect(listKeyAction(state({ activeIndex: 3 }), key('PageUp'))).toEqual({ type: 'move', index: 0 });
  });

  it('ignores every key when the list is empty', () => {
    for (const k of ['ArrowDown', 'End', ' ', 'Enter', 'a']) {
      expect(listKeyAction(state({ options: [], activeIndex: 0 }), key(k))).toBeNull();
    }
    expect(listKeyAction(state({ options: [], activeIndex: 0 }), key('a', { ctrlKey: true }))).toBeNull();
  });
});

describe('listKeyAction: selecting', () => {
  it('toggles the active option with Space and Enter', () => {
    expect(listKeyAction(state(), key(' '))).toEqual({ type: 'toggle', index: 5 });
    expect(listKeyAction(state({ activeIndex: 2 }), key('Enter'))).toEqual({ type: 'toggle', index: 2 });
  });

  it('selects all matching with Ctrl+A or ⌘A in multiple mode', () => {
    expect(listKeyAction(state(), key('a', { ctrlKey: true }))).toEqual({ type: 'selectAll' });
    expect(listKeyAction(state(), key('A', { metaKey: true }))).toEqual({ type: 'selectAll' });
  });

  it('leaves Ctrl+A to the browser in single mode, when disabled, and with Alt', () => {
    expect(listKeyAction(state({ multiple: false }), key('a', { ctrlKey: true }))).toBeNull();
    expect(listKeyAction(state({ isDisabled: true }), key('a', { ctrlKey: true }))).toBeNull();
    expect(listKeyAction(state(), key('a', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('leaves other keys and modified characters alone', () => {
    for (const k of ['Tab', 'Escape', 'ArrowLeft', 'Delete', 'F5']) expect(listKeyAction(state(), key(k))).toBeNull();
    expect(listKeyAction(state(), key('c', { ctrlKey: true }))).toBeNull();
    expect(listKeyAction(state(), key('b', { altKey: true }))).toBeNull();
  });
});

describe('listKeyAction: typeahead', () => {
  it('jumps to the next option starting with the typed letter, keeping the buffer', () => {
    expect(listKeyAction(state({ activeIndex: 0 }), key('B'))).toEqual({
      type: 'typeahead',
      buffer: { text: 'b', time: 10_000 },
      index: 2,
    });
  });

  it('matches aliases and wraps round past the end', () => {
    const action = listKeyAction(state({ activeIndex: 10 }), key('老'));
    expect(action).toMatchObject({ type: 'typeahead', index: 2 });
  });

  it('extends the search while typing quickly, and cycles on the same letter', () => {
    const first = listKeyAction(state({ activeIndex: 5 }), key('a'));
    expect(first).toMatchObject({ type: 'typeahead', index: 0 });
    if (first?.type !== 'typeahead') throw new Error('expected a typeahead action');
    // "an" searches from the active option (Alice) and finds Andy.
    const extended = listKeyAction(state({ activeIndex: 0, typeahead: first.buffer, now: 10_100 }), key('n'));
    expect(extended).toMatchObject({ type: 'typeahead', buffer: { text: 'an' }, index: 1 });
    // "a" again cycles to the next option starting with "a".
    const again = listKeyAction(state({ activeIndex: 0, typeahead: first.buffer, now: 10_100 }), key('a'));
    expect(again).toMatchObject({ type: 'typeahead', index: 1 });
  });

  it('starts a new search after a pause', () => {
    const first = listKeyAction(state({ activeIndex: 0 }), key('a'));
    if (first?.type !== 'typeahead') throw new Error('expected a typeahead action');
    const later = listKeyAction(
      state({ activeIndex: 0, typeahead: first.buffer, now: 10_000 + TYPEAHEAD_TIMEOUT + 1 }),
      key('b'),
    );
    expect(later).toMatchObject({ type: 'typeahead', buffer: { text: 'b' }, index: 2 });
  });

  it('keeps the key (and the buffer) when nothing matches, without moving', () => {
    expect(listKeyAction(state(), key('q'))).toEqual({
      type: 'typeahead',
      buffer: { text: 'q', time: 10_000 },
      index: null,
    });
  });

  it('reads capital letters as lower case, and still moves when disabled', () => {
    expect(listKeyAction(state({ activeIndex: 0, isDisabled: true }), key('B'))).toMatchObject({ index: 2 });
  });
});
