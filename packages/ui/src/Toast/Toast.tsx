import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
  Text,
} from 'react-aria-components';
import { CloseIcon, statusIcons } from '../icons';
import * as styles from './Toast.css';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** What a queued toast carries. */
export interface ToastContent {
  type: ToastType;
  message: ReactNode;
  description?: ReactNode;
}

export interface ToastOptions {
  /**
   * Milliseconds before the toast closes by itself (the timer pauses while the pointer or focus is in the toast
   * region); `0` keeps it until the user closes it.
   * @default 3000 (success, warning, info), 5000 (error)
   */
  timeout?: number;
  /** A second line of smaller text under the message. */
  description?: ReactNode;
  /** Called when the toast closes, by its close button or its timeout. */
  onClose?: () => void;
}

/** How long each type of toast stays, in milliseconds: errors longer, so they can be read. */
export const TOAST_TIMEOUTS: Readonly<Record<ToastType, number>> = {
  success: 3000,
  error: 5000,
  warning: 3000,
  info: 3000,
};

/** The queue behind `toast` and `ToastRegion`. Exported for tests, not part of the package API. */
export const toastQueue = new RACToastQueue<ToastContent>({ maxVisibleToasts: 5 });

function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  const { timeout = TOAST_TIMEOUTS[type], description, onClose } = options;
  return toastQueue.add(
    { type, message, description },
    { timeout: timeout > 0 ? timeout : undefined, ...(onClose ? { onClose } : {}) },
  );
}

/**
 * Shows brief notifications in the `ToastRegion` (mount it once). Each call returns the toast's key.
 *
 * @example
 * toast.success('更新成功'); // 3 s
 * toast.error('保存失败，请稍后重试'); // 5 s
 * toast.info('已复制', { timeout: 1500 });
 */
export const toast = {
  /** A success notice (SuccessIcon); closes after 3 s unless `timeout` says otherwise. */
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  /** An error notice (ErrorIcon); closes after 5 s unless `timeout` says otherwise. */
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  /** A warning (WarningIcon); closes after 3 s unless `timeout` says otherwise. */
  warning: (message: ReactNode, options?: ToastOptions) => show('warning', message, options),
  /** Neutral information (InfoIcon); closes after 3 s unless `timeout` says otherwise. */
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  /** Closes one toast by the key a call returned. */
  close: (key: string) => toastQueue.close(key),
  /** Closes every toast. */
  clear: () => toastQueue.clear(),
};

export interface ToastRegionProps
  extends Omit<RACToastRegionProps<ToastContent>, 'queue' | 'children' | 'aria-label' | 'className'> {
  /**
   * Accessible name of the region (a landmark screen-reader users can jump to).
   * @default '通知'
   */
  'aria-label'?: string;
  /**
   * Accessible name of each toast's close button.
   * @default '关闭'
   */
  closeLabel?: string;
  /** Extra class name for the region. */
  className?: string;
}

/**
 * Where `toast.success()`, `toast.error()`… appear: mount it once near the root of the app. It is a landmark
 * region fixed at the top of the viewport; each toast is announced by screen readers, can be reached with Tab
 * (and F6, RAC's landmark navigation), pauses its timer while hovered or focused and has a close button.
 */
export function ToastRegion({
  'aria-label': ariaLabel = '通知',
  closeLabel = '关闭',
  className,
  ...props
}: ToastRegionProps) {
  return (
    <RACToastRegion
      {...props}
      queue={toastQueue}
      aria-label={ariaLabel}
      className={composeRenderProps(className, (cls) => clsx(styles.region, cls))}
    >
      {({ toast: queued }) => {
        const { type, message, description } = queued.content;
        const Icon = statusIcons[type];
        return (
          <RACToast toast={queued} className={styles.toast({ type })} data-type={type}>
            <span className={styles.icon({ type })}>
              <Icon />
            </span>
            <RACToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {message}
              </Text>
              {description != null && (
                <Text slot="description" className={styles.description}>
                  {description}
                </Text>
              )}
            </RACToastContent>
            <RACButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
              <CloseIcon />
            </RACButton>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
