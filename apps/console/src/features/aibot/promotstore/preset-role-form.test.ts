import { PROMPT_CONTENT_MAX_LENGTH, PROMPT_NAME_MAX_LENGTH } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { validatePresetRoleForm } from './lazy/preset-role-validation';
import { formToPresetRolePayload, needsExpanding, presetRoleToForm } from './preset-role-form';

describe('formToPresetRolePayload', () => {
  it('trims the name, keeps the content as typed, adds the id when editing', () => {
    expect(formToPresetRolePayload({ name: ' 老师 ', content: '第一行\n第二行 ' })).toEqual({
      name: '老师',
      content: '第一行\n第二行 ',
    });
    expect(formToPresetRolePayload({ name: '老师', content: 'x' }, 'r1')).toEqual({
      id: 'r1',
      name: '老师',
      content: 'x',
    });
  });

  it('fills the form from a stored role', () => {
    expect(presetRoleToForm({ name: 'a', content: 'b' })).toEqual({ name: 'a', content: 'b' });
  });
});

describe('validatePresetRoleForm', () => {
  it("says the contract's messages, one per field", () => {
    expect(validatePresetRoleForm({ name: '  ', content: '' })).toEqual({
      name: '请输入角色名称',
      content: '请输入角色设定',
    });
    expect(
      validatePresetRoleForm({
        name: 'n'.repeat(PROMPT_NAME_MAX_LENGTH + 1),
        content: 'c'.repeat(PROMPT_CONTENT_MAX_LENGTH + 1),
      }),
    ).toEqual({
      name: `角色名称不能超过 ${PROMPT_NAME_MAX_LENGTH} 个字符`,
      content: `角色设定不能超过 ${PROMPT_CONTENT_MAX_LENGTH} 个字符`,
    });
  });

  it('accepts a filled form at the limits', () => {
    expect(
      validatePresetRoleForm({
        name: 'n'.repeat(PROMPT_NAME_MAX_LENGTH),
        content: 'c'.repeat(PROMPT_CONTENT_MAX_LENGTH),
      }),
    ).toEqual({});
  });
});

describe('needsExpanding', () => {
  it('is true for long or multi-line contents only', () => {
    expect(needsExpanding('短句')).toBe(false);
    expect(needsExpanding('x'.repeat(41))).toBe(true);
    expect(needsExpanding('a\nb')).toBe(true);
  });
});
