import { clsx } from 'clsx';
import { composeRenderProps, Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { iconButton } from './IconButton.css';

export interface IconButtonProps extends Omit<RACButtonProps, 'aria-label' | 'aria-labelledby'> {
  /**
   * The button's accessible name: an icon alone says nothing to a screen reader, so it is required. Pair the
   * button with a `Tooltip` to show the name to sighted users too.
   */
  label: string;
  /**
   * @default 'ghost'
   */
  variant?: 'ghost' | 'outline' | 'danger';
  /**
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** The icon (decorative: the name comes from `label`). */
  children: RACButtonProps['children'];
}

/** A square button showing only an icon, with a required accessible name. */
export function IconButton({ label, variant, size, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      type={type}
      aria-label={label}
      className={composeRenderProps(className, (cls) => clsx(iconButton({ variant, size }), cls))}
    />
  );
}
