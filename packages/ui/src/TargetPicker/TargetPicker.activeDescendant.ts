import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Points the listbox (Virtuoso's scroller) at the active option with aria-activedescendant. The attribute is set
 * on the element directly, not rendered by React, and only while the active option's element exists: virtualised
 * rows come and go without the picker re-rendering. Rows and active-option changes ask for a check
 * (`syncActiveDescendant`), which runs once the commit is done (rows may be replaced within one commit).
 */
export function useActiveDescendant(activeId: string | null) {
  const scroller = useRef<HTMLElement | null>(null);
  const scrollerRef = useCallback((element: HTMLElement | Window | null) => {
    scroller.current = element instanceof HTMLElement ? element : null;
  }, []);
  const currentId = useRef<string | null>(null);
  const queued = useRef(false);
  const syncActiveDescendant = useCallback(() => {
    if (queued.current) return;
    queued.current = true;
    queueMicrotask(() => {
      queued.current = false;
      const element = scroller.current;
      if (!element) return;
      const id = currentId.current;
      if (id && element.querySelector(`[id="${id}"]`)) element.setAttribute('aria-activedescendant', id);
      else element.removeAttribute('aria-activedescendant');
    });
  }, []);
  useLayoutEffect(() => {
    currentId.current = activeId;
    syncActiveDescendant();
  }, [activeId, syncActiveDescendant]);
  return { scroller, scrollerRef, syncActiveDescendant };
}
