import { useCallback, useEffect, useState } from 'react';
import type { TooltipOverlay } from './TooltipOverlay';

/**
 * The tooltip bubble and react-aria's overlay positioning come in a module of their own, fetched when a tooltip is
 * about to open (the pointer enters a trigger, or a trigger gets keyboard focus), so that a page whose tooltips
 * never open does not download them.
 */
let loaded: typeof TooltipOverlay | undefined;
let loading: Promise<typeof TooltipOverlay> | undefined;

function loadTooltipOverlay() {
  loading ??= import('./TooltipOverlay').then(
    (module) => {
      loaded = module.TooltipOverlay;
      return loaded;
    },
    (error: unknown) => {
      // A failed download (e.g. offline) is tried again by the next tooltip that opens.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The overlay component once loaded, and `request` to start loading it; `isWanted` requests it too. Until it is
 * there, a tooltip shows nothing (its trigger keeps its own name); it shows as soon as it arrives if still open.
 */
export function useTooltipOverlay(isWanted: boolean) {
  const [overlay, setOverlay] = useState(() => loaded);
  const request = useCallback(() => {
    if (loaded) {
      setOverlay(() => loaded);
      return;
    }
    loadTooltipOverlay().then(
      (component) => setOverlay(() => component),
      // The tooltip stays hidden; the trigger's accessible name does not depend on it.
      () => {},
    );
  }, []);
  useEffect(() => {
    if (isWanted) request();
  }, [isWanted, request]);
  return { overlay: overlay ?? loaded, request };
}
