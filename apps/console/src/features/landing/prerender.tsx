import { COOKIES } from '@weassit/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { consoleMessagesFor } from '../../lib/i18n/console/catalogues';
import { INVITE_CODE_KEY } from '../../lib/storage-keys';
import { LandingPage } from './LandingPage';
import { landingCatalogues } from './messages';

/** Where a login is stored (storage key and cookie name): the prerendered page looks for it. */
export const SESSION_KEY = COOKIES.token;
/** Where the console keeps the invite code of an `?r=` link: the prerendered page saves it there too. */
export const INVITE_KEY = INVITE_CODE_KEY;

/** The landing page as a visitor sees it, as static HTML (build/prerender-home.ts writes it to home.html). */
export function renderLanding(): { html: string; title: string; description: string } {
  const t = consoleMessagesFor('zh-CN');
  const html = renderToStaticMarkup(
    <MemoryRouter basename="/weassit" initialEntries={['/weassit/home']}>
      <LandingPage loggedIn={false} />
    </MemoryRouter>,
  );
  return { html, title: `${t.routes.home} - ${t.app.brand}`, description: landingCatalogues['zh-CN'].tagline };
}
