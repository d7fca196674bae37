import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import { composeRenderProps, type TooltipProps as RACTooltipProps } from 'react-aria-components';
import * as styles from './Tooltip.css';
import { BareTooltip } from './TooltipTrigger';

export { TooltipTrigger, type TooltipTriggerProps } from './TooltipTrigger';

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  /** The short text of the tooltip (no interactive content: use a Popover for that). */
  children: ReactNode;
  /**
   * Shows an arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /**
   * Gap between the trigger and the tooltip, in pixels.
   * @default 8
   */
  offset?: number;
  ref?: Ref<HTMLDivElement>;
}

const arrow = { className: styles.arrow, shapeClassName: styles.arrowShape };

/**
 * A short text label or hint shown next to an element on hover and keyboard focus. Put it in a
 * `TooltipTrigger` after its trigger. Never the only way to reach information: an icon-only button still needs
 * its own `aria-label`.
 */
export function Tooltip({ showArrow = true, offset = 8, className, ...props }: TooltipProps) {
  return (
    <BareTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (cls) => clsx(styles.tooltip, cls))}
      arrow={showArrow ? arrow : undefined}
    />
  );
}
