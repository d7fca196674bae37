import { describe, expect, it } from 'vitest';
import {
  fromMessageEntries,
  isTextMessage,
  materialToMessage,
  messageEntriesError,
  messageLine,
  messagesContain,
  newMessageEntry,
  summarizeMessages,
  toMessageEntries,
} from './message-items';

const texts = { itemsRequired: '要消息', textEmpty: '文字为空' };
const summary = { moreItems: '等 {count} 条', kinds: { '0': '消息', '1': '文字', '2': '文件', '4': '链接' } };
const file = { type: 2 as const, id: 'file-1', title: '产品手册' };
const inlineFile = { type: 2 as const, url: 'https://example.com/docs/rules.pdf?x=1' };
const textMaterial = { type: 1 as const, id: 'word-1', title: '欢迎语', content: '你好' };

describe('message items', () => {
  it('round-trips stored items in order, with unique keys, keeping unknown fields', () => {
    const stored = [{ type: 1 as const, content: '你好', extra: 'robot' }, file, inlineFile];
    const entries = toMessageEntries(stored);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(3);
    expect(fromMessageEntries(entries)).toEqual(stored);
    expect(toMessageEntries(undefined)).toEqual([]);
  });

  it('edits texts without id inline; a text material stays a material', () => {
    expect(isTextMessage({ type: 1, content: '' })).toBe(true);
    expect(isTextMessage(textMaterial)).toBe(false);
    expect(isTextMessage(file)).toBe(false);
    expect(fromMessageEntries([newMessageEntry({ type: 1 })])).toEqual([{ type: 1, content: '' }]);
  });

  it('stores a picked material by type and id, with its name as title', () => {
    expect(materialToMessage({ id: 'h5-1', type: 4, name: '新品发布' })).toEqual({
      type: 4,
      id: 'h5-1',
      title: '新品发布',
    });
  });

  it('refuses no message only when required, and any empty text', () => {
    expect(messageEntriesError([], texts)).toBeUndefined();
    expect(messageEntriesError([], texts, true)).toBe('要消息');
    expect(messageEntriesError(toMessageEntries([file, { type: 1, content: ' \n' }]), texts)).toBe('文字为空');
    expect(messageEntriesError(toMessageEntries([file, { type: 1, content: '好' }]), texts, true)).toBeUndefined();
    // A material is never "empty": the robot fetches it by id.
    expect(messageEntriesError(toMessageEntries([{ type: 1, id: 'w' }]), texts, true)).toBeUndefined();
  });

  it('sums up the first message and counts the others', () => {
    expect(summarizeMessages(undefined, summary)).toBe('');
    expect(summarizeMessages([{ type: 1, content: ' 你好\n世界 ' }], summary)).toBe('你好 世界');
    expect(summarizeMessages([file, { type: 1, content: 'a' }, inlineFile], summary)).toBe('[文件] 产品手册 等 2 条');
    expect(messageLine(inlineFile, summary)).toBe('[文件] rules.pdf');
    expect(messageLine(textMaterial, summary)).toBe('[文字] 欢迎语');
    expect(messageLine({ type: 3, url: 'data:image/png;base64,AAAA' }, summary)).toBe('[消息]');
  });

  it('finds a word in texts and material names, case-blind', () => {
    const items = [{ type: 1 as const, content: 'Hello 世界' }, file];
    expect(messagesContain(items, 'hello')).toBe(true);
    expect(messagesContain(items, '手册')).toBe(true);
    expect(messagesContain(items, '价格')).toBe(false);
    expect(messagesContain(undefined, 'a')).toBe(false);
  });
});
