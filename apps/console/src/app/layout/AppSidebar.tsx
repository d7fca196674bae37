import { Sidebar, type SidebarItem } from '@weassit/ui';
import { useEffect, useRef, useState } from 'react';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import * as styles from './AppSidebar.css';

export interface AppSidebarProps {
  items: SidebarItem[];
  /** Route name of the current page. */
  activeId?: string;
  /** The menu group of the current page: it opens whenever the route enters it. */
  activeGroupId?: string;
  /** Below 992 px: the menu is an overlay, shown only while `isOverlayOpen`. */
  isMobile: boolean;
  /** Desktop: collapsed to the icon rail. */
  isCollapsed: boolean;
  onCollapsedChange: (isCollapsed: boolean) => void;
  isOverlayOpen: boolean;
  onOverlayClose: () => void;
}

/** The console's sidebar with the logo: next to the page on desktop, an overlay with a backdrop on mobile. */
export function AppSidebar({
  items,
  activeId,
  activeGroupId,
  isMobile,
  isCollapsed,
  onCollapsedChange,
  isOverlayOpen,
  onOverlayClose,
}: AppSidebarProps) {
  const t = useConsoleMessages();
  const drawerRef = useRef<HTMLDivElement>(null);
  // Open groups: the user's choice, plus the group of each page the route enters (the active entry shows).
  const [expanded, setExpanded] = useState(() => new Set(activeGroupId ? [activeGroupId] : []));
  useEffect(() => {
    if (activeGroupId) setExpanded((open) => (open.has(activeGroupId) ? open : new Set([...open, activeGroupId])));
  }, [activeGroupId]);

  // The overlay takes focus when it opens and closes on Escape.
  useEffect(() => {
    if (!isMobile || !isOverlayOpen) return;
    drawerRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOverlayClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isMobile, isOverlayOpen, onOverlayClose]);

  const logo = (
    <span className={styles.logo}>
      <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
      <span>{t.app.brand}</span>
    </span>
  );
  const collapsedLogo = <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt={t.app.brand} width={28} height={28} />;

  const sidebar = (
    <Sidebar
      id="console-menu"
      items={items}
      activeId={activeId}
      expandedGroups={expanded}
      onExpandedGroupsChange={setExpanded}
      isCollapsed={isCollapsed}
      onCollapsedChange={onCollapsedChange}
      showCollapseToggle={!isMobile}
      logo={logo}
      collapsedLogo={collapsedLogo}
      aria-label={t.layout.menu}
      collapseLabel={t.layout.collapseMenu}
      expandLabel={t.layout.expandMenu}
    />
  );

  if (!isMobile) return <div className={styles.desktop}>{sidebar}</div>;
  if (!isOverlayOpen) return null;
  return (
    <>
      <button
        type="button"
        tabIndex={-1}
        aria-label={t.layout.closeMenu}
        className={styles.backdrop}
        onClick={onOverlayClose}
      />
      <div ref={drawerRef} className={styles.drawer} data-testid="mobile-menu">
        {sidebar}
      </div>
    </>
  );
}
