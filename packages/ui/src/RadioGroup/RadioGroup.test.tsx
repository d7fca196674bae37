import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';
import * as styles from './RadioGroup.css';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('RadioGroup variants', () => {
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

  async function render(props: Partial<RadioGroupProps>) {
    await act(async () => {
      root.render(
        <RadioGroup label="目标类型" {...props}>
          <Radio value="friend">好友</Radio>
          <Radio value="group">群组</Radio>
        </RadioGroup>,
      );
    });
    return {
      group: container.querySelector('[role="radiogroup"]'),
      labels: [...container.querySelectorAll('label')].filter((l) => l.querySelector('input[type="radio"]')),
    };
  }

  it('draws default radios with a circle, in a column', async () => {
    const { group, labels } = await render({});
    expect(group?.getAttribute('aria-orientation')).toBe('vertical');
    expect(labels).toHaveLength(2);
    for (const label of labels) {
      expect(label.classList.contains(styles.radio)).toBe(true);
      expect(label.querySelector(`.${styles.circle}`)).not.toBeNull();
    }
  });

  it('honours orientation="horizontal"', async () => {
    const { group } = await render({ orientation: 'horizontal' });
    expect(group?.getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('draws segmented radios as joined buttons without a circle, always in a row', async () => {
    const { group, labels } = await render({ variant: 'segmented', orientation: 'vertical' });
    expect(group?.getAttribute('aria-orientation')).toBe('horizontal');
    for (const label of labels) {
      expect(label.classList.contains(styles.segment)).toBe(true);
      expect(label.querySelector(`.${styles.circle}`)).toBeNull();
    }
  });

  it('keeps the radios real radios in a segmented group', async () => {
    await render({ variant: 'segmented', defaultValue: 'group' });
    const inputs = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(inputs.map((i) => [i.value, i.checked])).toEqual([
      ['friend', false],
      ['group', true],
    ]);
  });
});
