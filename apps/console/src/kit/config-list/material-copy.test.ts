import type { Material } from '@weassit/ui';
import { describe, expect, it } from 'vitest';
import { materialCopyToMessage } from './material-copy';
import { isTextMessage } from './message-items';

describe('materials copied into messages', () => {
  it('copies a text material as a typed text, without its id', () => {
    const text: Material = { id: 'm-1', type: 1, name: '欢迎语', content: '欢迎加入' };
    const message = materialCopyToMessage(text);
    expect(message).toEqual({ type: 1, content: '欢迎加入' });
    expect(isTextMessage(message)).toBe(true);
  });

  it('copies a file with its address and file name, or the material name when it has none', () => {
    const file: Material = {
      id: 'f-1',
      type: 2,
      name: '群规',
      url: 'https://example.com/rules.pdf',
      title: 'rules.pdf',
    };
    expect(materialCopyToMessage(file)).toEqual({ type: 2, url: 'https://example.com/rules.pdf', title: 'rules.pdf' });
    expect(materialCopyToMessage({ ...file, title: undefined })).toEqual({
      type: 2,
      url: 'https://example.com/rules.pdf',
      title: '群规',
    });
  });
});
