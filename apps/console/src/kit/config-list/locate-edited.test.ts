import { describe, expect, it } from 'vitest';
import { locateEdited } from './locate-edited';

const rule = (keyword: string, reply = '回复') => ({ keywords: [keyword], replys: [{ type: 1, content: reply }] });

describe('locateEdited', () => {
  it('keeps the position while the item is still there', () => {
    expect(locateEdited([rule('a'), rule('b')], 1, rule('b'))).toBe(1);
  });

  it('follows the item when rules above it were deleted or moved elsewhere', () => {
    expect(locateEdited([rule('b'), rule('c')], 1, rule('b'))).toBe(0);
    expect(locateEdited([rule('x'), rule('a'), rule('b')], 1, rule('b'))).toBe(2);
  });

  it('ignores key order, as the server may store keys in another order', () => {
    expect(locateEdited([{ replys: [], keywords: ['a'] }], 0, { keywords: ['a'], replys: [] })).toBe(0);
  });

  it('is null once the item itself was changed or deleted elsewhere', () => {
    expect(locateEdited([rule('a'), rule('b', '别处改过')], 1, rule('b'))).toBeNull();
    expect(locateEdited([rule('a')], 1, rule('b'))).toBeNull();
  });
});
