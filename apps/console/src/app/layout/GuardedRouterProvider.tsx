import { useAtomValue } from 'jotai';
import { type ReactNode, useCallback } from 'react';
import { RouterProvider } from 'react-aria-components';
import { type NavigateOptions, useHref, useNavigate } from 'react-router-dom';
import { matchRoute, needsVip, paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n/messages';
import { isVipAtom } from '../../lib/session';
import { promptVip } from '../../lib/vip';

/**
 * react-aria's router for the console's widgets (sidebar, breadcrumb, links), so their links navigate
 * client-side. Links to a vip page are the click guard of spec §6: a non-vip user gets the membership question
 * instead of the page.
 */
export function GuardedRouterProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const isVip = useAtomValue(isVipAtom);
  const vipTexts = useMessages().vip;
  const guardedNavigate = useCallback(
    (href: string, options?: NavigateOptions) => {
      const match = matchRoute(href.split(/[?#]/)[0] ?? href);
      if (!isVip && match && needsVip(match)) {
        void promptVip(vipTexts, () => navigate(paths.memberMain.getHref()));
        return;
      }
      navigate(href, options);
    },
    [isVip, navigate, vipTexts],
  );
  return (
    <RouterProvider navigate={guardedNavigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}
