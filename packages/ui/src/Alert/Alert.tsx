import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { CloseIcon, statusIcons } from '../icons';
import * as styles from './Alert.css';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /**
   * The kind of notice; it sets the colour, the icon and the default `role`.
   * @default 'info'
   */
  variant?: 'info' | 'success' | 'warning' | 'error';
  /** A bold first line. */
  title?: ReactNode;
  /** The body of the notice. */
  children?: ReactNode;
  /**
   * The live-region role. `status` (polite) suits information and success, `alert` (assertive) suits warnings
   * and errors; `none` for a notice that is part of the page from the start and must not be announced again.
   * @default 'status' for info and success, 'alert' for warning and error
   */
  role?: 'status' | 'alert' | 'none';
  /** An action at the end of the bar, e.g. a link button 去开通. */
  action?: ReactNode;
  /**
   * Shows a close button that hides the notice.
   * @default false
   */
  isDismissable?: boolean;
  /** Called when the close button is pressed (the notice hides itself). */
  onClose?: () => void;
  /**
   * Accessible name of the close button.
   * @default '关闭'
   */
  closeLabel?: string;
  /**
   * Hides the icon.
   * @default false
   */
  hideIcon?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An inline notice bar: information, success, a warning or an error about the page or a section of it, with an
 * optional title, action and close button. Warnings and errors are `role="alert"` (announced at once), the
 * others `role="status"` (announced politely) when they appear.
 */
export function Alert({
  variant = 'info',
  title,
  children,
  role,
  action,
  isDismissable = false,
  onClose,
  closeLabel = '关闭',
  hideIcon = false,
  className,
  ref,
  ...props
}: AlertProps) {
  const [isOpen, setOpen] = useState(true);
  if (!isOpen) return null;
  const resolvedRole = role ?? (variant === 'warning' || variant === 'error' ? 'alert' : 'status');
  const Icon = statusIcons[variant];
  return (
    <div
      {...props}
      ref={ref}
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      data-variant={variant}
      className={clsx(styles.alert({ variant }), className)}
    >
      {!hideIcon && (
        <span className={styles.icon({ variant })}>
          <Icon />
        </span>
      )}
      <div className={styles.content}>
        {title != null && <div className={styles.title}>{title}</div>}
        {children != null && <div>{children}</div>}
      </div>
      {action != null && <div className={styles.action}>{action}</div>}
      {isDismissable && (
        <RACButton
          type="button"
          aria-label={closeLabel}
          className={styles.closeButton}
          onPress={() => {
            setOpen(false);
            onClose?.();
          }}
        >
          <CloseIcon />
        </RACButton>
      )}
    </div>
  );
}
