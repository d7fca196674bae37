import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  Heading,
  OverlayArrow,
  Dialog as RACDialog,
  type DialogRenderProps as RACDialogRenderProps,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<RACPopoverProps, 'children' | 'title'> {
  /** The content. A function receives `{ close }`. */
  children?: ReactNode | ((renderProps: RACDialogRenderProps) => ReactNode);
  /** A heading at the top; it also names the popover's dialog. Without it, pass `aria-label`. */
  title?: ReactNode;
  /**
   * Shows an arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /**
   * Gap between the trigger and the popover, in pixels.
   * @default 10
   */
  offset?: number;
  /**
   * Where the popover goes relative to the trigger; it flips when there is no room.
   * @default 'bottom'
   */
  placement?: RACPopoverProps['placement'];
  /** Accessible name of the popover's dialog when it has no `title`. */
  'aria-label'?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A non-modal overlay with rich content (text, links, a small form) anchored to the button that opens it: put
 * the button and the Popover in a `PopoverTrigger`. The content is a dialog: focus moves into it, Escape or a
 * press outside closes it and focus returns to the trigger.
 */
export function Popover({
  children,
  title,
  showArrow = true,
  offset = 10,
  placement = 'bottom',
  className,
  'aria-label': ariaLabel,
  ref,
  ...props
}: PopoverProps) {
  return (
    <RACPopover
      {...props}
      ref={ref}
      offset={offset}
      placement={placement}
      className={composeRenderProps(className, (cls) => clsx(styles.popover, cls))}
    >
      {showArrow && (
        <OverlayArrow className={styles.arrow}>
          <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrowShape} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      <RACDialog aria-label={ariaLabel} className={styles.dialog}>
        {(renderProps) => (
          <>
            {title != null && (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            )}
            {typeof children === 'function' ? children(renderProps) : children}
          </>
        )}
      </RACDialog>
    </RACPopover>
  );
}

export { DialogTrigger as PopoverTrigger, type DialogTriggerProps as PopoverTriggerProps } from 'react-aria-components';
