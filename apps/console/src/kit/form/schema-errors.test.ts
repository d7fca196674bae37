import { describe, expect, it } from 'vitest';
import { isSameValue } from './is-same-value';
import { schemaErrors } from './schema-errors';

describe('schemaErrors', () => {
  it('keeps the first message of each top-level field and ignores paths without a field name', () => {
    const result = {
      success: false,
      error: {
        issues: [
          { path: ['name'], message: '名称必填' },
          { path: ['name'], message: '名称太长' },
          { path: ['items', 0, 'text'], message: '内容必填' },
          { path: [], message: '整体无效' },
          { path: [0], message: '不是字段' },
        ],
      },
    };
    expect(schemaErrors(result)).toEqual({ name: '名称必填', items: '内容必填' });
  });

  it('is empty for a successful parse', () => {
    expect(schemaErrors({ success: true })).toEqual({});
  });
});

describe('isSameValue', () => {
  it('compares JSON-like values deeply, ignoring key order and missing vs undefined keys', () => {
    expect(isSameValue({ a: 1, b: ['x', { c: true }] }, { b: ['x', { c: true }], a: 1 })).toBe(true);
    expect(isSameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isSameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isSameValue({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(isSameValue(null, {})).toBe(false);
    expect(isSameValue(0, '0')).toBe(false);
  });
});
