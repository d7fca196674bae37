import type { GptTarget } from '@weassit/contract';
import { describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../testing/test-root';
import StoredTargetPicker from './StoredTargetPicker';

const dom = testRoot();
const options = [
  { id: '9001@chatroom', name: '项目群 A', label: '项目群 A', value: '项目群 A' },
  { id: '9002@chatroom', name: '家人群', label: '家人群', value: '家人群' },
];

function render(value: GptTarget[], errorMessage?: string) {
  const onChange = vi.fn();
  dom.render(
    <StoredTargetPicker
      kind="room"
      label="选择对象"
      options={options}
      isLoading={false}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
    />,
  );
  return onChange;
}

describe('StoredTargetPicker', () => {
  it('describes the list with its error, in a field marked invalid', () => {
    render([], '请至少选择一个对象');
    const listbox = dom.container.querySelector('[role="listbox"]');
    const described = (listbox?.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('请至少选择一个对象');
    expect(dom.container.querySelector('[data-invalid]')?.contains(listbox ?? null)).toBe(true);
  });

  it('keeps a stored target the robot no longer lists, and matches one saved by name to its group', () => {
    render([{ name: '家人群' }, { id: 'gone@chatroom', name: '已解散的群' }]);
    const tags = [...dom.container.querySelectorAll('[role="row"]')].map((row) => row.textContent);
    expect(tags.some((text) => text?.includes('家人群'))).toBe(true);
    expect(tags.some((text) => text?.includes('已解散的群'))).toBe(true);
    expect(dom.container.textContent).toContain('已选 2 项');
  });
});
