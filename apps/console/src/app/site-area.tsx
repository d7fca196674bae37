import type { ComponentType } from 'react';
import { DocsArticle } from '../features/docs/DocsArticle';
import type { DocsPageModule } from '../features/docs/docs-types';
import { HomePage } from '../features/landing/HomePage';
import { splitPage } from '../lib/lazy-page';

/**
 * The public site's chunk: the landing page, the docs frame (its default export, see app/areas.ts) and the docs
 * pages. Visitors go from one to the other, and together they make one stylesheet instead of three.
 */
export { default } from '../features/docs/DocsFrame';

/** A docs route: its page, compiled from Markdown at build time, in a chunk of its own. */
const docsPage = (load: () => Promise<{ default: DocsPageModule }>) =>
  splitPage(() =>
    load().then(({ default: page }): ComponentType => {
      return function DocsRoutePage() {
        return <DocsArticle page={page} />;
      };
    }),
  );

/** The landing page and the docs pages (src/features/docs/content/<slug>.md) by route name. */
export const pages = {
  home: HomePage,
  about: docsPage(() => import('../features/docs/content/about.md')),
  changeLog: docsPage(() => import('../features/docs/content/change-log.md')),
  newFeature: docsPage(() => import('../features/docs/content/new-feature.md')),
  install: docsPage(() => import('../features/docs/content/install.md')),
  question: docsPage(() => import('../features/docs/content/question.md')),
  faq: docsPage(() => import('../features/docs/content/faq.md')),
  setting: docsPage(() => import('../features/docs/content/setting.md')),
  keyword: docsPage(() => import('../features/docs/content/keyword.md')),
  callback: docsPage(() => import('../features/docs/content/callback.md')),
  chatgpt: docsPage(() => import('../features/docs/content/chatgpt.md')),
  aiproxy: docsPage(() => import('../features/docs/content/aiproxy.md')),
  contentCensor: docsPage(() => import('../features/docs/content/content-censor.md')),
  puppetxp: docsPage(() => import('../features/docs/content/puppet-xp.md')),
  puppetengine: docsPage(() => import('../features/docs/content/puppet-engine.md')),
};
