import { type ReactNode, useLayoutEffect } from 'react';
import type { ItemProps } from 'react-virtuoso';
import { CheckIcon } from '../icons';
import * as styles from './TargetPicker.css';
import type { TargetOption } from './TargetPicker.logic';

/** What every rendered row reads, passed to Virtuoso as its `context`. */
export interface RowContext {
  multiple: boolean;
  activeIndex: number;
  selected: ReadonlySet<string>;
  total: number;
  optionId: (index: number) => string;
  /** Re-checks, once the DOM has settled, whether the active option is rendered (see `useActiveDescendant`). */
  syncActiveDescendant: () => void;
}

/** One option row: Virtuoso's item element itself carries role="option", so nothing sits between it and the list. */
function OptionRow({
  item,
  context,
  children,
  style,
  'data-index': index,
  'data-item-index': itemIndex,
  'data-known-size': knownSize,
}: ItemProps<TargetOption> & { context: RowContext }) {
  const id = context.optionId(index);
  const isActive = index === context.activeIndex;
  const isSelected = context.selected.has(item.id);
  const { syncActiveDescendant } = context;
  // The active row announces itself when it is rendered and when it goes (scrolled out of the rendered window,
  // or no longer active), so the listbox points at it exactly while it is in the DOM.
  useLayoutEffect(() => {
    if (!isActive) return;
    syncActiveDescendant();
    return syncActiveDescendant;
  }, [isActive, syncActiveDescendant]);
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: options are not focusable by design; DOM focus stays on the listbox, which points at the active option with aria-activedescendant.
    <div
      style={style}
      data-index={index}
      data-item-index={itemIndex}
      data-known-size={knownSize}
      id={id}
      role="option"
      aria-selected={isSelected}
      aria-setsize={context.total}
      aria-posinset={index + 1}
      data-active={isActive || undefined}
      data-selected={isSelected || undefined}
      className={styles.option}
    >
      {children}
    </div>
  );
}

/** Virtuoso's `components`: a module constant, so Virtuoso never sees a new item component. */
export const rowComponents = { Item: OptionRow };

/** Virtuoso's `itemContent`: what one option row shows. */
export function rowContent(_index: number, option: TargetOption, context: RowContext): ReactNode {
  const isSelected = context.selected.has(option.id);
  return (
    <>
      <span className={styles.indicator} aria-hidden="true">
        {isSelected &&
          (context.multiple ? <CheckIcon className={styles.indicatorIcon} /> : <span className={styles.dot} />)}
      </span>
      <span className={styles.name}>{option.name}</span>
      {option.alias && <span className={styles.alias}>{option.alias}</span>}
      <span className={styles.wxid}>{option.id}</span>
    </>
  );
}
