import type { ComponentType } from 'react';
import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';
import { lazyComponent } from '../../lib/lazy-page';

/**
 * A page in its own chunk. An area's page must be a plain component (the route loader hands it to React.lazy,
 * which does not take another lazy component), so this one renders the lazy one; the route's Suspense waits.
 */
function splitPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazyComponent<object>(async () => ({ default: await load() }));
  return function SplitPage() {
    return <Lazy />;
  };
}

/*
 * Each page is its own chunk: the list pages carry the table and the list kit, which the basic config page does
 * not need, and a list page's visit does not download the basic config page.
 */
export const pages = {
  ...comingSoonPages(['uploadFile']),
  wechatIndex: splitPage(() => import('./pages/WechatConfigPage').then((module) => module.WechatConfigPage)),
  keywords: splitPage(() => import('./pages/KeywordRepliesPage').then((module) => module.KeywordRepliesPage)),
  keywordsEvent: splitPage(() => import('./pages/SkillsPage').then((module) => module.SkillsPage)),
};
