import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps as RACTooltipTriggerProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipTriggerProps extends RACTooltipTriggerProps {
  /**
   * Milliseconds the pointer rests on the trigger before the tooltip opens. Keyboard focus opens it at once.
   * @default 600
   */
  delay?: number;
  /**
   * Milliseconds before the tooltip closes once the pointer leaves.
   * @default 200
   */
  closeDelay?: number;
}

/**
 * Wraps a focusable element (a Button, a Link…) and a `Tooltip`: the tooltip opens on hover after `delay` and at
 * once on keyboard focus, closes on Escape, blur or pointer leave, and describes the trigger
 * (`aria-describedby`).
 */
export function TooltipTrigger({ delay = 600, closeDelay = 200, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

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

/**
 * A short text label or hint shown next to an element on hover and keyboard focus. Put it in a
 * `TooltipTrigger` after its trigger. Never the only way to reach information: an icon-only button still needs
 * its own `aria-label`.
 */
export function Tooltip({ children, showArrow = true, offset = 8, className, ref, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      ref={ref}
      offset={offset}
      className={composeRenderProps(className, (cls) => clsx(styles.tooltip, cls))}
    >
      {showArrow && (
        <OverlayArrow className={styles.arrow}>
          <svg width={10} height={10} viewBox="0 0 10 10" className={styles.arrowShape} aria-hidden="true">
            <path d="M0 0 L5 5 L10 0" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </RACTooltip>
  );
}
