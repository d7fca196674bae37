import { ConfirmHost, confirm, ToastRegion, toast } from '@weassit/ui';
import { useEffect } from 'react';
import { useMessages } from '../lib/i18n/messages';
import { registerNotifyHost } from '../lib/notify';

/**
 * The toast region and the confirm dialog host. Mounted once, lazily, by the app; it tells `lib/notify` that
 * toasts and confirms can be shown (its children subscribed to their queues before this effect runs).
 */
export default function NotificationsHost() {
  const t = useMessages();
  useEffect(() => {
    registerNotifyHost({ toast, confirm });
  }, []);
  return (
    <>
      <ToastRegion aria-label={t.app.notifications} />
      <ConfirmHost />
    </>
  );
}
