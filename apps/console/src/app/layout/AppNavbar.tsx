import { Breadcrumb, type BreadcrumbItem, CrownIcon, IconButton, LogoutIcon, MenuIcon, Navbar } from '@weassit/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useState } from 'react';
import { Link } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { MenuIcon as RouteIcon } from '../../components/MenuIcon/MenuIcon';
import { paths } from '../../config/paths';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import { format } from '../../lib/i18n/format';
import { clearSessionAtom, userInfoAtom } from '../../lib/session';
import { logout } from '../../lib/user-api';
import * as styles from './AppNavbar.css';

export interface AppNavbarProps {
  breadcrumb: BreadcrumbItem[];
  /** Show the button that opens the overlay menu (mobile). */
  showMenuButton: boolean;
  isMenuOpen: boolean;
  onMenuPress: () => void;
}

/** The top bar: menu button (mobile), breadcrumb, greeting, membership and account links, the logout icon. */
export function AppNavbar({ breadcrumb, showMenuButton, isMenuOpen, onMenuPress }: AppNavbarProps) {
  const t = useConsoleMessages();
  const info = useAtomValue(userInfoAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  // Logout calls the server, then goes to / (spec §2); the local session ends even if the call fails.
  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // Shown by the API client; the session is cleared below anyway.
    }
    // One transition, so the auth guard of this page does not see the cleared token first (and add a redirect).
    startTransition(() => {
      clearSession();
      navigate(paths.root.getHref(), { replace: true });
    });
  };

  return (
    <Navbar
      className={styles.navbar}
      start={
        <>
          {showMenuButton && (
            <IconButton
              label={isMenuOpen ? t.layout.closeMenu : t.layout.openMenu}
              aria-expanded={isMenuOpen}
              aria-controls={isMenuOpen ? 'console-menu' : undefined}
              onPress={onMenuPress}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Breadcrumb items={breadcrumb} aria-label={t.layout.breadcrumb} className={styles.wide} />
        </>
      }
      end={
        <>
          <span className={styles.greeting}>{format(t.layout.greeting, { name: info?.name ?? '' })}</span>
          <Link href={paths.memberMain.getHref()} className={styles.memberLink}>
            <CrownIcon />
            {t.layout.memberCentre}
          </Link>
          <Link href={paths.accountSecurity.getHref()} className={styles.memberLink}>
            <RouteIcon name="user" />
            {t.layout.accountSecurity}
          </Link>
          <IconButton label={t.layout.logout} onPress={onLogout} isDisabled={loggingOut}>
            <LogoutIcon />
          </IconButton>
        </>
      }
    />
  );
}
