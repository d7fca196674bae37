import { type ReactNode, useId, useSyncExternalStore } from 'react';
import { Dialog, DialogActions } from '../Dialog';
import * as styles from './Confirm.css';

export interface ConfirmOptions {
  /** The question or the heading of the notice; it names the alert dialog. */
  title: ReactNode;
  /** The explanation under the title; it describes the alert dialog (`aria-describedby`). */
  message?: ReactNode;
  /**
   * Label of the button that resolves the promise with `true`.
   * @default '确定'
   */
  confirmLabel?: ReactNode;
  /**
   * Label of the button that resolves the promise with `false` (Escape does the same).
   * @default '取消'
   */
  cancelLabel?: ReactNode;
  /**
   * `danger` for a destructive action: the confirm button turns red and the cancel button takes focus.
   * With `primary` the confirm button takes focus.
   * @default 'primary'
   */
  variant?: 'primary' | 'danger';
}

/** One pending `confirm()` call. */
export interface ConfirmRequest {
  key: number;
  options: ConfirmOptions;
}

interface PendingRequest extends ConfirmRequest {
  resolve: (value: boolean) => void;
}

/**
 * The first-in, first-out queue behind `confirm()`: the oldest pending request is the one shown; when it is
 * answered the next one appears. Exported for tests and for `ConfirmHost`, not part of the package API.
 */
export class ConfirmQueue {
  #requests: PendingRequest[] = [];
  #listeners = new Set<() => void>();
  #nextKey = 1;

  /** The request on screen (the oldest pending one), or null. */
  getSnapshot = (): ConfirmRequest | null => this.#requests[0] ?? null;

  /** Number of pending requests, the one on screen included. */
  get size() {
    return this.#requests.length;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  open(options: ConfirmOptions): Promise<boolean> {
    if (this.#listeners.size === 0) {
      console.warn('confirm(): no <ConfirmHost /> is mounted; the question shows once one is.');
    }
    return new Promise<boolean>((resolve) => {
      this.#requests.push({ key: this.#nextKey++, options, resolve });
      this.#emit();
    });
  }

  /** Answers a request (no-op for a key already answered). */
  settle(key: number, value: boolean) {
    const index = this.#requests.findIndex((request) => request.key === key);
    if (index < 0) return;
    const [request] = this.#requests.splice(index, 1);
    request?.resolve(value);
    this.#emit();
  }

  /** Answers every pending request with `false`. */
  cancelAll() {
    const requests = this.#requests;
    if (requests.length === 0) return;
    this.#requests = [];
    for (const request of requests) request.resolve(false);
    this.#emit();
  }

  #emit() {
    for (const listener of this.#listeners) listener();
  }
}

/** The queue shared by `confirm()` and every `ConfirmHost`. */
export const confirmQueue = new ConfirmQueue();

/**
 * Asks the user to confirm in an alert dialog (`role="alertdialog"`) and resolves with `true` when they press
 * the confirm button, `false` when they press cancel or Escape. Needs a `<ConfirmHost />` mounted once in the
 * app. Calls made while a question is open wait in line (first in, first out): each is shown when the previous
 * one is answered, so no promise is dropped.
 *
 * @example
 * if (await confirm({ title: '提示', message: '本功能需要开通会员方可使用', confirmLabel: '去开通' })) openVip();
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return confirmQueue.open(options);
}

/** Answers every pending `confirm()` with `false` and closes the dialog, e.g. when the user signs out. */
export function cancelAllConfirms(): void {
  confirmQueue.cancelAll();
}

/**
 * Renders the alert dialog of `confirm()`. Mount it once, near the root of the app (next to `ToastRegion`).
 * Focus returns to the element that was focused before the dialog opened.
 */
export function ConfirmHost() {
  const request = useSyncExternalStore(confirmQueue.subscribe, confirmQueue.getSnapshot, () => null);
  // A key per request: each question is a new dialog, so focus handling starts afresh.
  return request ? <ConfirmDialog key={request.key} request={request} /> : null;
}

function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  const { title, message, confirmLabel = '确定', cancelLabel = '取消', variant = 'primary' } = request.options;
  const messageId = useId();
  return (
    <Dialog
      role="alertdialog"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) confirmQueue.settle(request.key, false);
      }}
      size="sm"
      hideCloseButton
      title={title}
      aria-describedby={message != null ? messageId : undefined}
      footer={
        <DialogActions
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          variant={variant}
          autoFocus={variant === 'danger' ? 'cancel' : 'confirm'}
          onConfirm={() => confirmQueue.settle(request.key, true)}
        />
      }
    >
      {message != null && (
        <div id={messageId} className={styles.message}>
          {message}
        </div>
      )}
    </Dialog>
  );
}
