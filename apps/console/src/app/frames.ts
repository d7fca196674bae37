import { lazyComponent } from '../lib/lazy-page';
import { frameLoaders } from './areas';

/** The console's sidebar frame, lazy (and preloadable at boot, see preload-route.ts). */
export const ConsoleFrame = lazyComponent(frameLoaders.consoleFrame, 'consoleFrame');

/** The docs area's frame, lazy. */
export const DocsFrame = lazyComponent(frameLoaders.docsFrame, 'docsFrame');
