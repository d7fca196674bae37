import type { ComponentType } from 'react';
import { lazyComponent } from './lazy-page';

/**
 * A page in its own chunk. An area's page must be a plain component (the route loader hands it to React.lazy,
 * which does not take another lazy component), so this one renders the lazy one; the route's Suspense waits.
 */
export function splitPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazyComponent<object>(async () => ({ default: await load() }));
  return function SplitPage() {
    return <Lazy />;
  };
}
