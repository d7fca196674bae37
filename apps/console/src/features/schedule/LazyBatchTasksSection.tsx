import { Skeleton } from '@weassit/ui';
import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-page';
import type { BatchTasksSectionProps } from './BatchTasksSection';

const Section = lazyComponent(() => import('./BatchTasksSection'));

/**
 * BatchTasksSection in a chunk of its own, for a page that shows it under its own list (素材定时发送, 新闻资讯): the
 * page's first visit stays within the bundle budget and the section follows.
 */
export function LazyBatchTasksSection(props: BatchTasksSectionProps) {
  return (
    <Suspense fallback={<Skeleton lines={4} />}>
      <Section {...props} />
    </Suspense>
  );
}
