import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Select } from './Select';
import { getItemId, getItemLabel, isItemDisabled } from './SelectListBox';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Rule {
  key: string;
  name: string;
}

describe('item accessors', () => {
  it('read label, id and isDisabled from { id, label, isDisabled } items', () => {
    const item = { id: 'exact', label: '精确匹配', isDisabled: true };
    expect(getItemLabel(item)).toBe('精确匹配');
    expect(getItemId(item)).toBe('exact');
    expect(isItemDisabled(item)).toBe(true);
    expect(isItemDisabled({ id: 'fuzzy', label: '模糊匹配' })).toBe(false);
  });

  it('use getLabel and getId for other shapes', () => {
    const rule: Rule = { key: 'fuzzy', name: '模糊匹配' };
    expect(getItemLabel(rule, (r) => r.name)).toBe('模糊匹配');
    expect(getItemId(rule, (r) => r.key)).toBe('fuzzy');
  });

  it('fall back to an empty label and no id when the shape has neither', () => {
    const rule: Rule = { key: 'fuzzy', name: '模糊匹配' };
    expect(getItemLabel(rule)).toBe('');
    expect(getItemId(rule)).toBeUndefined();
  });

  it('only a literal true disables an item', () => {
    expect(isItemDisabled({ id: 1, label: 'a', isDisabled: 'yes' } as object)).toBe(false);
  });
});

describe('Select', () => {
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

  it('shows the Chinese placeholder while nothing is selected', async () => {
    await act(async () => {
      root.render(<Select label="匹配方式" items={[{ id: 'fuzzy', label: '模糊匹配' }]} />);
    });
    expect(container.querySelector('button')?.textContent).toBe('请选择');
  });

  it('shows the chosen item through getLabel and getId', async () => {
    const rules: Rule[] = [
      { key: 'fuzzy', name: '模糊匹配' },
      { key: 'exact', name: '精确匹配' },
    ];
    await act(async () => {
      root.render(
        <Select<Rule>
          label="匹配方式"
          items={rules}
          getLabel={(r) => r.name}
          getId={(r) => r.key}
          defaultValue="exact"
        />,
      );
    });
    expect(container.querySelector('button')?.textContent).toBe('精确匹配');
    // The hidden native select carries the keys for forms.
    const values = [...container.querySelectorAll('option')].map((o) => o.value);
    expect(values).toContain('exact');
  });
});
