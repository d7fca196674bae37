import { Suspense } from 'react';
import type { RouteNode } from '../config/routes';
import { useMessages } from '../lib/i18n/messages';
import { lazyPage } from '../lib/lazy-page';
import { useDocumentTitle } from '../lib/use-document-title';
import { areaLoaders } from './areas';
import { PageFallback } from './PageFallback';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * One route's page, lazy, behind its error boundary (so a failure keeps the frame). Pages without a frame get
 * their `document.title` here; the console and docs frames set theirs (their titles live in the console
 * catalogue, which the entry does not carry).
 */
export function RoutePage({ route }: { route: RouteNode }) {
  const t = useMessages();
  useDocumentTitle(route.frame === 'blank' ? (t.routes[route.name] ?? route.name) : null);
  if (!route.area) throw new Error(`Route ${route.name} has no page`);
  const Page = lazyPage(route.name, areaLoaders[route.area]);
  const fullPage = route.frame === 'blank';
  return (
    <RouteErrorBoundary fullPage={fullPage}>
      <Suspense fallback={<PageFallback fullPage={fullPage} />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}
