import type { ConfirmOptions, confirm, toast } from '@weassit/ui';
import { atom } from 'jotai';
import { store } from './store';

/** What the notification host (toast region and confirm dialog) hands over once it is mounted. */
export interface NotifyHost {
  toast: typeof toast;
  confirm: typeof confirm;
}

/**
 * Becomes true the first time something wants a toast or a confirm: only then does the app load the host's
 * chunk (react-aria's toast region and alert dialog), so a first visit does not download it.
 */
export const notificationsWantedAtom = atom(false);

let resolveHost: (host: NotifyHost) => void = () => {};
const hostReady = new Promise<NotifyHost>((resolve) => {
  resolveHost = resolve;
});

/** Called by the mounted host (after its toast region and confirm host subscribed). */
export function registerNotifyHost(host: NotifyHost): void {
  resolveHost(host);
}

function getHost(): Promise<NotifyHost> {
  store.set(notificationsWantedAtom, true);
  return hostReady;
}

/** Error messages on screen: the same text is not stacked again while it shows (polls failing together). */
const visibleErrors = new Set<string>();

/** Toasts, loading the host on first use. Errors stay 5 s, the others 3 s (spec §8). */
export const notify = {
  error(message: string, timeout = 5_000): void {
    if (visibleErrors.has(message)) return;
    visibleErrors.add(message);
    void getHost().then((host) => host.toast.error(message, { timeout, onClose: () => visibleErrors.delete(message) }));
  },
  warning(message: string, timeout = 3_000): void {
    void getHost().then((host) => host.toast.warning(message, { timeout }));
  },
  success(message: string, timeout = 3_000): void {
    void getHost().then((host) => host.toast.success(message, { timeout }));
  },
};

/** Asks in an alert dialog; resolves true when confirmed. */
export async function askConfirm(options: ConfirmOptions): Promise<boolean> {
  const host = await getHost();
  return host.confirm(options);
}
