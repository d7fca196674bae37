import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the console (router path, without the /weassit basename). */
  to: string;
  /**
   * Marks the link `aria-current="page"` while its path is the current page (react-router's NavLink).
   * @default false
   */
  markCurrent?: boolean;
}

/**
 * A link to a page of the console: a real `<a href>` (open in a new tab, copy the address) whose plain click
 * navigates in the app. Used instead of react-router's Link and NavLink, which carry route prefetching for
 * framework mode and view transitions this console does not use: dropping them takes ~2 kB gzip off the entry.
 */
export function RouterLink({ to, markCurrent = false, target, onClick, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target });
  const { pathname } = useLocation();
  const resolved = useResolvedPath(to);
  const isCurrent = markCurrent && pathname === resolved.pathname;
  return (
    <a
      {...props}
      href={href}
      target={target}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // A modified click (new tab, download …) or another target is left to the browser.
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
