import { describe, expect, it } from 'vitest';
import { nextKeys } from './list-keys';

describe('row keys of a config list', () => {
  it('keeps the keys of the rows that stay through each change', () => {
    const keys = nextKeys([], { kind: 'load' }, 3);
    expect(new Set(keys).size).toBe(3);
    const [a, b, c] = keys;
    expect(nextKeys(keys, { kind: 'move', from: 0, to: 2 }, 3)).toEqual([b, c, a]);
    expect(nextKeys(keys, { kind: 'remove', index: 1 }, 2)).toEqual([a, c]);
    expect(nextKeys(keys, { kind: 'replace', index: 1 }, 3)).toEqual(keys);
    const duplicated = nextKeys(keys, { kind: 'duplicate', index: 0 }, 4);
    expect(duplicated).toEqual([a, expect.any(String), b, c]);
    expect(keys).not.toContain(duplicated[1]);
    const added = nextKeys(keys, { kind: 'add' }, 4);
    expect(added.slice(0, 3)).toEqual(keys);
  });

  it('starts afresh when the answer does not have the expected length', () => {
    const keys = nextKeys([], { kind: 'load' }, 2);
    const after = nextKeys(keys, { kind: 'add' }, 5);
    expect(after).toHaveLength(5);
    expect(after.some((key) => keys.includes(key))).toBe(false);
  });
});
