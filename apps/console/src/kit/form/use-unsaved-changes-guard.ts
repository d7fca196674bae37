import { useEffect, useRef } from 'react';
import { useKitMessages } from '../../lib/i18n/console/kit';
import { askConfirm } from '../../lib/notify';

/**
 * The link a plain left click on `event` would follow to another page of this site, or null (a modified click,
 * another window, a download, another site or only a new #hash stays with the browser).
 */
export function pageLinkOf(event: MouseEvent, here: Location): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return anchor;
}

/**
 * Guards a page form's unsaved changes while `isDirty`: reloading or closing the tab gets the browser's own
 * question (`beforeunload`), and following a link to another console page (sidebar, breadcrumb, RouterLink) asks
 * 放弃未保存的修改？ first. The console's declarative BrowserRouter has no navigation blocker, so the guard
 * catches those clicks on the document, before React's handlers see them, and replays the click once the user
 * chooses to leave. Back/forward buttons are not caught (only a data router can hold those).
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const t = useKitMessages().form;
  const texts = useRef(t);
  texts.current = t;

  useEffect(() => {
    if (!isDirty) return;
    let isAsking = false;
    let isLeaving = false;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isLeaving) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (isLeaving) return;
      const anchor = pageLinkOf(event, window.location);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      if (isAsking) return;
      isAsking = true;
      void askConfirm({
        title: texts.current.discardTitle,
        message: texts.current.leaveMessage,
        confirmLabel: texts.current.discardConfirm,
        cancelLabel: texts.current.discardCancel,
        variant: 'danger',
      })
        .then((leave) => {
          if (!leave) return;
          isLeaving = true;
          if (!anchor.isConnected) {
            // The link is gone meanwhile: load the page (the tab is leaving, nothing left to guard).
            window.location.assign(anchor.href);
            return;
          }
          // The link's own handler navigates (client-side, with its guards, e.g. the vip question); the replayed
          // click is dispatched synchronously, so the flag lets exactly this one through.
          try {
            anchor.click();
          } finally {
            isLeaving = false;
          }
        })
        .finally(() => {
          isAsking = false;
        });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [isDirty]);
}
