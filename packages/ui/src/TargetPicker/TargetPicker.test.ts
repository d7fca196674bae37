import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  filterOptions,
  findTypeaheadMatch,
  normalizeQuery,
  removeFromSelection,
  selectAllMatching,
  type TargetOption,
  TYPEAHEAD_TIMEOUT,
  toggleSelection,
  typeaheadStep,
} from './TargetPicker.logic';

const friend = (id: string, name: string, alias?: string): TargetOption => ({
  id,
  name,
  alias,
  label: alias ?? name,
  value: name,
});

const options = [
  friend('wxid_zhang3', '张三', 'Zhang San'),
  friend('wxid_li4', '李四'),
  friend('wxid_wang5', 'Wang Wu', '老王'),
  friend('wxid_zhao6', 'zhao liu'),
  friend('wxid_alice', 'Alice', 'Al'),
  friend('wxid_andy', 'Andy'),
];
const index = buildSearchIndex(options);
const ids = (list: readonly TargetOption[]) => list.map((o) => o.id);

describe('buildSearchIndex', () => {
  it('keeps the options, with one lower-cased text per option: name, alias and id', () => {
    expect(index.options).toBe(options);
    expect(index.haystacks).toHaveLength(options.length);
    expect(index.haystacks[0]).toBe('张三\u0000zhang san\u0000wxid_zhang3');
    expect(index.haystacks[1]).toBe('李四\u0000\u0000wxid_li4');
  });
});

describe('filterOptions', () => {
  it('returns the same array for an empty or blank query', () => {
    expect(filterOptions(index, '')).toBe(options);
    expect(filterOptions(index, '   ')).toBe(options);
  });

  it('matches the name, the alias and the id, ignoring case and surrounding spaces', () => {
    expect(ids(filterOptions(index, '张'))).toEqual(['wxid_zhang3']);
    expect(ids(filterOptions(index, '老王'))).toEqual(['wxid_wang5']);
    expect(ids(filterOptions(index, ' ZHANG '))).toEqual(['wxid_zhang3']);
    expect(ids(filterOptions(index, 'WXID_LI'))).toEqual(['wxid_li4']);
    expect(ids(filterOptions(index, 'zha'))).toEqual(['wxid_zhang3', 'wxid_zhao6']);
  });

  it('keeps the original order and returns nothing when nothing matches', () => {
    expect(ids(filterOptions(index, 'a'))).toEqual(ids(options).filter((id) => id !== 'wxid_li4'));
    expect(filterOptions(index, 'no such friend')).toEqual([]);
  });

  it('does not match across the boundary between name, alias and id', () => {
    // Name "Andy" followed by id "wxid_andy": "andywxid" must not match.
    expect(filterOptions(index, 'andywxid')).toEqual([]);
  });

  it('filters 100 000 options', () => {
    const many = Array.from({ length: 100_000 }, (_, i) =>
      friend(`wxid_${i}`, `好友${i}`, i % 2 ? `备注${i}` : undefined),
    );
    const big = buildSearchIndex(many);
    expect(filterOptions(big, '好友99999')).toHaveLength(1);
    expect(filterOptions(big, '备注1')).toHaveLength(many.filter((o) => o.alias?.includes('备注1')).length);
  });
});

describe('normalizeQuery', () => {
  it('trims and lower-cases', () => {
    expect(normalizeQuery('  Wang ')).toBe('wang');
  });
});

describe('findTypeaheadMatch', () => {
  it('finds the next option whose name or alias starts with the search', () => {
    expect(findTypeaheadMatch(options, 'a', 0)).toBe(4);
    expect(findTypeaheadMatch(options, 'a', 5)).toBe(5);
    expect(findTypeaheadMatch(options, 'an', 0)).toBe(5);
    // By alias: "老王" and "zhang san".
    expect(findTypeaheadMatch(options, '老', 0)).toBe(2);
    expect(findTypeaheadMatch(options, 'zhang', 1)).toBe(0);
  });

  it('wraps round past the end, and returns -1 without a match', () => {
    expect(findTypeaheadMatch(options, 'a', 6)).toBe(4);
    expect(findTypeaheadMatch(options, 'w', 3)).toBe(2);
    expect(findTypeaheadMatch(options, 'q', 0)).toBe(-1);
    expect(findTypeaheadMatch([], 'a', 0)).toBe(-1);
    expect(findTypeaheadMatch(options, '', 0)).toBe(-1);
  });

  it('only matches the start of a word, not the middle', () => {
    expect(findTypeaheadMatch(options, 'ice', 0)).toBe(-1);
  });
});

describe('typeaheadStep', () => {
  it('starts a search after the active option', () => {
    const step = typeaheadStep(null, 'A', 1000, 3);
    expect(step).toEqual({ buffer: { text: 'a', time: 1000 }, search: 'a', from: 4 });
  });

  it('extends the search from the active option while typing quickly', () => {
    const first = typeaheadStep(null, 'a', 1000, 3);
    const second = typeaheadStep(first.buffer, 'n', 1100, 4);
    expect(second).toEqual({ buffer: { text: 'an', time: 1100 }, search: 'an', from: 4 });
  });

  it('cycles through options starting with the same letter typed again', () => {
    const first = typeaheadStep(null, 'a', 1000, 0);
    const second = typeaheadStep(first.buffer, 'a', 1100, 4);
    expect(second.search).toBe('a');
    expect(second.from).toBe(5);
    // With the real options: a → Alice, a again → Andy, a again → Alice.
    let active = 0;
    let buffer = null;
    const visited: number[] = [];
    for (let t = 0; t < 3; t++) {
      const step = typeaheadStep(buffer, 'a', 1000 + t * 100, active);
      buffer = step.buffer;
      active = findTypeaheadMatch(options, step.search, step.from);
      visited.push(active);
    }
    expect(visited).toEqual([4, 5, 4]);
  });

  it('starts over after a pause', () => {
    const first = typeaheadStep(null, 'a', 1000, 0);
    const later = typeaheadStep(first.buffer, 'z', 1000 + TYPEAHEAD_TIMEOUT + 1, 4);
    expect(later).toEqual({ buffer: { text: 'z', time: 1501 }, search: 'z', from: 5 });
  });
});

describe('selection', () => {
  it('toggles in multiple mode, keeping the picking order', () => {
    expect(toggleSelection(['a'], 'b', 'multiple')).toEqual(['a', 'b']);
    expect(toggleSelection(['a', 'b', 'c'], 'b', 'multiple')).toEqual(['a', 'c']);
  });

  it('keeps at most one in single mode', () => {
    expect(toggleSelection(['a'], 'b', 'single')).toEqual(['b']);
    expect(toggleSelection(['b'], 'b', 'single')).toEqual([]);
    expect(toggleSelection([], 'b', 'single')).toEqual(['b']);
  });

  it('adds every matching option not yet selected, after the current selection', () => {
    const matching = filterOptions(index, 'zha');
    expect(selectAllMatching(['wxid_li4', 'wxid_zhao6'], new Set(['wxid_li4', 'wxid_zhao6']), matching)).toEqual([
      'wxid_li4',
      'wxid_zhao6',
      'wxid_zhang3',
    ]);
  });

  it('removes the given ids', () => {
    expect(removeFromSelection(['a', 'b', 'c'], new Set(['a', 'c']))).toEqual(['b']);
  });
});
