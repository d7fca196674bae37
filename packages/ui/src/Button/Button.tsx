import { clsx } from 'clsx';
import { type Ref, useEffect, useLayoutEffect, useRef } from 'react';
import { useObjectRef } from 'react-aria';
import {
  composeRenderProps,
  ProgressBar,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner';
import { dropDanglingAnnouncements, watchAnnouncer } from './announcer';
import { button } from './Button.css';

export interface ButtonProps extends RACButtonProps {
  /**
   * Visual emphasis: `primary` for the main action of a view, `secondary` for the others, `danger` for
   * destructive actions, `link` for an action that reads as a text link.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  /**
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Accessible name of the spinner shown while `isPending`; read after the button's own label.
   * @default '加载中'
   */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button built on react-aria-components' Button: pointer, touch and keyboard presses, a focus ring on keyboard
 * focus only, and `isPending` for work in progress (keeps focus, ignores presses, shows a spinner, sets
 * `aria-busy` and is announced by screen readers).
 */
export function Button({
  variant,
  size,
  fullWidth,
  pendingLabel = '加载中',
  className,
  children,
  type = 'button',
  ref,
  ...props
}: ButtonProps) {
  const objectRef = useObjectRef<HTMLButtonElement>(ref);
  // RAC passes only labelling ARIA attributes through, so aria-busy is set on the element directly.
  useLayoutEffect(() => {
    if (props.isPending) objectRef.current?.setAttribute('aria-busy', 'true');
    else objectRef.current?.removeAttribute('aria-busy');
  }, [objectRef, props.isPending]);
  // RAC announces a focused button going in and out of isPending with live messages that name the button and
  // its spinner by id. A passive cleanup runs after the DOM has changed, i.e. once the spinner (pending over) or
  // the button (unmounted) is gone: that is when the messages pointing at them are dropped.
  const wasPending = useRef(false);
  useEffect(() => {
    if (!props.isPending && !wasPending.current) return;
    wasPending.current = true;
    const doc = objectRef.current?.ownerDocument ?? document;
    watchAnnouncer(doc);
    return () => dropDanglingAnnouncements(doc);
  }, [objectRef, props.isPending]);
  return (
    <RACButton
      {...props}
      ref={objectRef}
      type={type}
      className={composeRenderProps(className, (cls) => clsx(button({ variant, size, fullWidth }), cls))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && (
            // Inside a pending Button, RAC links this ProgressBar into the button's accessible name.
            <ProgressBar isIndeterminate aria-label={pendingLabel}>
              <Spinner size={size === 'lg' ? 'md' : 'sm'} />
            </ProgressBar>
          )}
          {content}
        </>
      ))}
    </RACButton>
  );
}
