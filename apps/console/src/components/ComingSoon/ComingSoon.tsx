import { EmptyState, PageWrapper } from '@weassit/ui';
import type { ComponentType } from 'react';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';

/** The placeholder of a page that a later release fills: its title and 即将上线. */
export function ComingSoon({ routeName }: { routeName: string }) {
  const t = useConsoleMessages();
  return (
    <PageWrapper title={t.routes[routeName] ?? routeName}>
      <EmptyState title={t.app.comingSoon} description={t.app.comingSoonDescription} headingLevel={2} />
    </PageWrapper>
  );
}

/** Placeholder pages for route names, as an area chunk's `pages`. */
export function comingSoonPages(names: string[]): Record<string, ComponentType> {
  return Object.fromEntries(names.map((name) => [name, () => <ComingSoon routeName={name} />]));
}
