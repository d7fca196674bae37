import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TagInput } from './TagInput';
import { checkNewTag, isDuplicateTag, TAG_MESSAGES, tagKey, tagLabel } from './TagInput.rules';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Keyword {
  id: string;
  name: string;
}

const price: Keyword = { id: 'k1', name: '价格' };
const keywords: Keyword[] = [price, { id: 'k2', name: '售后' }];

describe('tag text and key', () => {
  it('reads strings as themselves and objects by name, or by getLabel / getKey', () => {
    expect(tagLabel('价格')).toBe('价格');
    expect(tagLabel({ id: 'k1', name: '价格' })).toBe('价格');
    expect(tagLabel({ id: 'k1', title: '价格' }, (k) => k.title)).toBe('价格');
    expect(tagKey('价格')).toBe('价格');
    expect(tagKey(price)).toBe('价格');
    expect(tagKey(price, { getKey: (k) => k.id })).toBe('k1');
  });
});

describe('duplicate detection', () => {
  it('finds the same string, ignoring surrounding spaces only', () => {
    expect(isDuplicateTag(['价格', '售后'], '售后')).toBe(true);
    expect(isDuplicateTag(['价格', '售后'], ' 售后 ')).toBe(true);
    expect(isDuplicateTag(['价格', '售后'], '售后服务')).toBe(false);
    expect(isDuplicateTag(['Price'], 'price')).toBe(false);
    expect(isDuplicateTag([], '价格')).toBe(false);
  });

  it('finds an object with the same name, whatever its other fields', () => {
    expect(isDuplicateTag(keywords, { id: 'new', name: '售后' })).toBe(true);
    expect(isDuplicateTag(keywords, { id: 'k1', name: '物流' })).toBe(false);
  });

  it('compares the getLabel text when given', () => {
    const rooms = [{ roomId: 'r1', topic: '产品交流群' }];
    expect(isDuplicateTag(rooms, { roomId: 'r2', topic: '产品交流群' }, (r) => r.topic)).toBe(true);
    expect(isDuplicateTag(rooms, { roomId: 'r1', topic: '售后服务群' }, (r) => r.topic)).toBe(false);
  });
});

describe('checkNewTag', () => {
  it('accepts a new tag', () => {
    expect(checkNewTag(['价格'], '售后')).toBeNull();
  });

  it('refuses empty text silently', () => {
    expect(checkNewTag(['价格'], '   ')).toBe('');
  });

  it('refuses a duplicate with 请勿重复添加, or the given message', () => {
    expect(checkNewTag(['价格'], '价格')).toBe('请勿重复添加');
    expect(checkNewTag(keywords, { id: 'x', name: '价格' })).toBe(TAG_MESSAGES.duplicate);
    expect(checkNewTag(['价格'], '价格', { duplicateMessage: '已存在' })).toBe('已存在');
  });

  it('refuses one tag too many, before anything else', () => {
    expect(checkNewTag(['价格', '售后'], '价格', { maxTags: 2 })).toBe('最多添加2个');
    expect(checkNewTag(['价格'], '售后', { maxTags: 2 })).toBeNull();
    expect(checkNewTag(['价格'], '售后', { maxTags: 1, maxTagsMessage: (n) => `至多${n}项` })).toBe('至多1项');
  });

  it('refuses a tag longer than maxLength, counting characters', () => {
    expect(checkNewTag([], '售后服务电话', { maxLength: 4 })).toBe('每项最多4个字');
    expect(checkNewTag([], '售后服务', { maxLength: 4 })).toBeNull();
    expect(checkNewTag([], '😀😀', { maxLength: 2 })).toBeNull();
  });
});

describe('TagInput', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const input = () => container.querySelector('input:not([type="hidden"])') as HTMLInputElement;
  const tags = () => Array.from(container.querySelectorAll('[role="row"]')).map((row) => row.textContent);
  const error = () => container.querySelector('[slot="errorMessage"]')?.textContent ?? null;

  function type(value: string) {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(input(), value);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  function press(key: string) {
    act(() => {
      input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  }

  it('adds with Enter, refuses a duplicate keeping the text, and removes the last tag with Backspace', () => {
    const onChange = vi.fn();
    act(() => root.render(<TagInput label="关键词" defaultValue={['价格']} onChange={onChange} />));
    expect(tags()).toEqual(['价格']);

    type('售后');
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith(['价格', '售后']);
    expect(tags()).toEqual(['价格', '售后']);
    expect(input().value).toBe('');

    type('价格');
    press('Enter');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(error()).toBe('请勿重复添加');
    expect(input().value).toBe('价格');
    expect(input().getAttribute('aria-invalid')).toBe('true');

    // Editing the text clears the message.
    type('');
    expect(error()).toBeNull();
    press('Backspace');
    expect(onChange).toHaveBeenLastCalledWith(['价格']);
    expect(tags()).toEqual(['价格']);
  });

  it('creates objects with valueType="object" and refuses the same name', () => {
    const onChange = vi.fn();
    act(() =>
      root.render(
        <TagInput<Keyword>
          label="关键词"
          valueType="object"
          value={keywords}
          getKey={(k) => k.id}
          createTag={(name) => ({ id: `new-${name}`, name })}
          onChange={onChange}
        />,
      ),
    );
    type('售后');
    press('Enter');
    expect(onChange).not.toHaveBeenCalled();
    expect(error()).toBe('请勿重复添加');
    type('物流');
    press('Enter');
    expect(onChange).toHaveBeenCalledWith([...keywords, { id: 'new-物流', name: '物流' }]);
  });

  it('makes the input invalid for the form while a required field has no tag', () => {
    act(() => root.render(<TagInput label="关键词" isRequired errorMessage="关键词必填" />));
    expect(input().validationMessage).toBe('关键词必填');
    type('价格');
    press('Enter');
    expect(input().validationMessage).toBe('');
  });
});
