import { describe, expect, it } from 'vitest';
import { customConfigToForm, formToCustomConfig, groupField, validateGptChat } from './gpt-chat-form';

describe('多模态GPT form', () => {
  it('starts empty without a config and reads the stored groups, tolerating what does not fit', () => {
    expect(customConfigToForm(null)).toEqual({ groups: [] });
    expect(customConfigToForm('not json')).toEqual({ groups: [] });
    const form = customConfigToForm(
      JSON.stringify({ privateKeywords: [{ keywords: ['画图', 3] }, null, { keywords: 'x' }] }),
    );
    expect(form.groups.map((group) => group.keywords)).toEqual([['画图'], [], []]);
    expect(new Set(form.groups.map((group) => group.key)).size).toBe(3);
  });

  it('stores the groups without their keys, keywords trimmed', () => {
    expect(formToCustomConfig({ groups: [{ key: 'a', keywords: [' 画图 '] }] })).toEqual({
      privateKeywords: [{ keywords: ['画图'] }],
    });
  });

  it("puts each of the contract's messages on its group", () => {
    const groups = [
      { key: 'a', keywords: ['画图'] },
      { key: 'b', keywords: [] },
      { key: 'c', keywords: ['识图', '画图'] },
    ];
    expect(validateGptChat({ groups })).toEqual({
      [groupField('b')]: '请至少输入一个关键词',
      [groupField('c')]: '关键词“画图”重复了，每个关键词只能出现一次',
    });
    expect(validateGptChat({ groups: groups.slice(0, 1) })).toEqual({});
  });
});
