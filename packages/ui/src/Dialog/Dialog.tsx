import { clsx } from 'clsx';
import { type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import {
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
  Button as RACButton,
  Dialog as RACDialog,
  type DialogRenderProps as RACDialogRenderProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon } from '../icons';
import * as styles from './Dialog.css';

export type DialogRenderProps = RACDialogRenderProps;

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style' | 'title'> {
  /** The dialog's title, rendered as its heading; it also names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** The body. It scrolls when it is taller than the viewport. A function receives `{ close }`. */
  children?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /**
   * The footer, usually `<DialogActions>` (取消 + the primary action). A function receives `{ close }`. Leave it
   * out for a dialog without a footer.
   */
  footer?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /**
   * Maximum width: `sm` 400px (short messages), `md` 560px (forms), `lg` 800px (tables, previews).
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Whether a press outside the dialog (on the backdrop) closes it. Escape closes it either way, unless
   * `isKeyboardDismissDisabled`.
   * @default false
   */
  isDismissable?: boolean;
  /**
   * Hides the close (×) button in the header, e.g. for a dialog that must be answered from its footer.
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * Accessible name of the close (×) button.
   * @default '关闭'
   */
  closeLabel?: string;
  /**
   * `alertdialog` for a dialog that interrupts the user to ask for a decision or report an error.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** Id(s) of the element(s) describing the dialog, e.g. the message of an alert dialog. */
  'aria-describedby'?: string;
  /** Extra class name for the dialog panel. */
  className?: string;
  /** Ref to the dialog element (the panel with `role="dialog"`). */
  ref?: Ref<HTMLElement>;
}

/**
 * A modal dialog built on react-aria-components' ModalOverlay, Modal and Dialog: it traps focus, hides the rest
 * of the page from assistive technology, closes on Escape (and, with `isDismissable`, on a press outside) and
 * returns focus to the element that opened it. It has a header with the title and a close button, a scrollable
 * body and an optional footer. Control it with `isOpen` / `onOpenChange`, or put it in a `DialogTrigger` next to
 * the button that opens it.
 */
export function Dialog({
  title,
  children,
  footer,
  size,
  isDismissable = false,
  hideCloseButton = false,
  closeLabel = '关闭',
  role = 'dialog',
  'aria-describedby': ariaDescribedby,
  className,
  ref,
  ...props
}: DialogProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal({ size })}>
        <RACDialog ref={ref} role={role} aria-describedby={ariaDescribedby} className={clsx(styles.dialog, className)}>
          {(renderProps) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <RACButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
                    <CloseIcon />
                  </RACButton>
                )}
              </div>
              <DialogBody>{typeof children === 'function' ? children(renderProps) : children}</DialogBody>
              {footer != null && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer(renderProps) : footer}</div>
              )}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The scrolling body; it joins the tab order only while it overflows, so keyboard users can scroll it. */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isScrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.body} tabIndex={isScrollable ? 0 : undefined}>
      {children}
    </div>
  );
}

export interface DialogActionsProps {
  /** Label of the primary action, e.g. 添加, 修改, 保存. */
  confirmLabel: ReactNode;
  /** Called when the primary action is pressed. The dialog stays open: close it when the work is done. */
  onConfirm?: () => void;
  /**
   * Label of the cancel button; it closes the surrounding dialog.
   * @default '取消'
   */
  cancelLabel?: ReactNode;
  /** Called when the cancel button is pressed (the dialog closes by itself). */
  onCancel?: () => void;
  /**
   * Emphasis of the primary action: `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: 'primary' | 'danger';
  /**
   * Shows a spinner in the primary action and ignores presses on it while work is in progress.
   * @default false
   */
  isPending?: boolean;
  /**
   * Disables the primary action.
   * @default false
   */
  isConfirmDisabled?: boolean;
  /**
   * Id of a `<form>` the primary action submits (it becomes `type="submit"`); handle the form's `onSubmit`
   * instead of `onConfirm`.
   */
  form?: string;
  /**
   * Hides the cancel button.
   * @default false
   */
  hideCancel?: boolean;
  /**
   * Which button takes focus when the dialog opens; without it the dialog itself is focused.
   */
  autoFocus?: 'confirm' | 'cancel';
  /** Extra class name for the row of buttons. */
  className?: string;
}

/**
 * The usual footer of a dialog: a secondary 取消 button that closes it and a primary action (with `isPending`
 * for the request it starts). Use it as the `footer` of `Dialog`.
 */
export function DialogActions({
  confirmLabel,
  onConfirm,
  cancelLabel = '取消',
  onCancel,
  variant = 'primary',
  isPending = false,
  isConfirmDisabled = false,
  form,
  hideCancel = false,
  autoFocus,
  className,
}: DialogActionsProps) {
  return (
    <div className={clsx(styles.actions, className)}>
      {!hideCancel && (
        <Button variant="secondary" slot="close" onPress={onCancel} autoFocus={autoFocus === 'cancel'}>
          {cancelLabel}
        </Button>
      )}
      <Button
        variant={variant}
        onPress={onConfirm}
        isPending={isPending}
        isDisabled={isConfirmDisabled}
        type={form ? 'submit' : 'button'}
        form={form}
        autoFocus={autoFocus === 'confirm'}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
