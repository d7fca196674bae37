import { clsx } from 'clsx';
import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  useId,
  useState,
} from 'react';
import {
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  type Key,
  Button as RACButton,
  Link as RACLink,
  RouterProvider,
} from 'react-aria-components';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { BareTooltip, TooltipTrigger } from '../Tooltip/TooltipTrigger';
import * as styles from './Sidebar.css';

/** One entry of the side navigation: a link, or a group of entries when it has `children`. */
export interface SidebarItem {
  /** Unique among all entries; `activeId` and the expanded groups refer to it. */
  id: string;
  /** The visible label, and the accessible name in the collapsed icon rail where it is visually hidden. */
  label: string;
  /** Decorative icon (the label names the entry); shown alone in the collapsed rail. */
  icon?: ReactNode;
  /** Where the entry leads. A group ignores it: its header only expands and collapses its children. */
  href?: string;
  /** A mark after the label, e.g. a VIP badge; its text becomes part of the entry's accessible name. */
  badge?: ReactNode;
  /** Leave the entry out (e.g. a feature the account does not have). */
  isHidden?: boolean;
  /** Sub-entries: the entry becomes a group that expands and collapses them. */
  children?: SidebarItem[];
}

export interface SidebarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The entries, in order. Hidden entries and groups without a visible child are left out. */
  items: SidebarItem[];
  /** The id of the entry of the current page: it gets `aria-current="page"` and its group starts expanded. */
  activeId?: string;
  /** Alternative to `activeId`: the entry whose `href` equals it is the current page. */
  currentHref?: string;
  /** Collapse to the icon rail (controlled). */
  isCollapsed?: boolean;
  /**
   * Whether it starts collapsed (uncontrolled).
   * @default false
   */
  defaultCollapsed?: boolean;
  /** Called when the built-in toggle collapses (`true`) or expands (`false`) the navigation. */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /**
   * Show the built-in collapse toggle at the bottom. Turn it off when the page has its own (e.g. in the top bar).
   * @default true
   */
  showCollapseToggle?: boolean;
  /** Ids of the expanded groups (controlled). */
  expandedGroups?: Iterable<string>;
  /** Ids of the groups expanded at first (uncontrolled); the group of the active entry is always added. */
  defaultExpandedGroups?: Iterable<string>;
  /** Called when a group expands or collapses, with the ids of all expanded groups. */
  onExpandedGroupsChange?: (ids: Set<string>) => void;
  /** The logo or product name at the top. */
  logo?: ReactNode;
  /** Shown instead of `logo` in the collapsed rail (e.g. the logo mark without the name). */
  collapsedLogo?: ReactNode;
  /**
   * Client-side navigation: called with an entry's `href` instead of loading the page. Without it, links
   * navigate normally, or through the host app's react-aria `RouterProvider`.
   */
  onNavigate?: (href: string) => void;
  /**
   * The accessible name of the navigation landmark.
   * @default '主菜单'
   */
  'aria-label'?: string;
  /**
   * Name of the toggle while expanded.
   * @default '收起菜单'
   */
  collapseLabel?: string;
  /**
   * Name of the toggle while collapsed.
   * @default '展开菜单'
   */
  expandLabel?: string;
  ref?: Ref<HTMLElement>;
}

function visibleItems(items: SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => {
    if (item.isHidden) return [];
    if (!item.children) return [item];
    const children = visibleItems(item.children);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

function isActiveItem(item: SidebarItem, activeId?: string, currentHref?: string): boolean {
  return (
    (activeId !== undefined && item.id === activeId) ||
    (currentHref !== undefined && item.href !== undefined && item.href === currentHref)
  );
}

/** Ids of the groups on the way to the active entry. */
function activeAncestors(items: SidebarItem[], activeId?: string, currentHref?: string): string[] {
  for (const item of items) {
    if (isActiveItem(item, activeId, currentHref)) return [];
    if (item.children) {
      const path = activeAncestors(item.children, activeId, currentHref);
      if (path.length > 0 || item.children.some((child) => isActiveItem(child, activeId, currentHref))) {
        return [item.id, ...path];
      }
    }
  }
  return [];
}

interface EntriesProps {
  items: SidebarItem[];
  depth: number;
  isCollapsed: boolean;
  activeId?: string;
  currentHref?: string;
  activePath: string[];
}

/** In the rail, an entry's label shows in a tooltip on hover and keyboard focus (it is the name already). */
function RailTooltip({
  label,
  isCollapsed,
  children,
}: {
  label: string;
  isCollapsed: boolean;
  children: ReactElement;
}) {
  return (
    <TooltipTrigger isDisabled={!isCollapsed} delay={300} closeDelay={0}>
      {children}
      <BareTooltip placement="end" offset={8} className={styles.tooltip}>
        {label}
      </BareTooltip>
    </TooltipTrigger>
  );
}

function Entries({ items, depth, isCollapsed, activeId, currentHref, activePath }: EntriesProps) {
  const style = { [styles.depth.replace(/^var\((--[^,)]+).*\)$/, '$1')]: String(depth) } as CSSProperties;
  const nestedClass = depth > 0 ? styles.nested : undefined;
  // A sub-entry without an icon is indented under its group's label; in the rail it shows its first character.
  const iconOf = (item: SidebarItem) =>
    item.icon != null || depth === 0 ? (
      <span className={styles.icon} aria-hidden="true">
        {item.icon}
      </span>
    ) : (
      <span className={clsx(styles.icon, styles.railOnly)} aria-hidden="true">
        <span className={styles.initial}>{item.label.slice(0, 1)}</span>
      </span>
    );
  return items.map((item) => {
    if (item.children) {
      return (
        <li key={item.id}>
          <Disclosure id={item.id} className={styles.group}>
            <RailTooltip label={item.label} isCollapsed={isCollapsed}>
              <RACButton
                slot="trigger"
                className={clsx(styles.entry, nestedClass, activePath.includes(item.id) && styles.groupCurrent)}
                style={style}
              >
                {iconOf(item)}
                <span className={styles.label}>{item.label}</span>
                {item.badge != null && <span className={styles.badge}>{item.badge}</span>}
                <ChevronDownIcon className={styles.chevron} />
              </RACButton>
            </RailTooltip>
            <DisclosurePanel className={styles.panel}>
              <ul className={clsx(styles.list, styles.subList)}>
                <Entries
                  items={item.children}
                  depth={depth + 1}
                  isCollapsed={isCollapsed}
                  activeId={activeId}
                  currentHref={currentHref}
                  activePath={activePath}
                />
              </ul>
            </DisclosurePanel>
          </Disclosure>
        </li>
      );
    }
    const isActive = isActiveItem(item, activeId, currentHref);
    return (
      <li key={item.id}>
        <RailTooltip label={item.label} isCollapsed={isCollapsed}>
          <RACLink
            href={item.href}
            aria-current={isActive ? 'page' : undefined}
            className={clsx(styles.entry, nestedClass)}
            style={style}
          >
            {iconOf(item)}
            <span className={styles.label}>{item.label}</span>
            {item.badge != null && <span className={styles.badge}>{item.badge}</span>}
          </RACLink>
        </RailTooltip>
      </li>
    );
  });
}

/**
 * The console's side navigation: a `<nav>` landmark with the logo, links with icons and badges, groups that
 * expand and collapse (Tab moves between entries, Enter or Space toggles a group), the current page marked with
 * `aria-current="page"`, and a toggle that collapses it from 240 px to a 64 px icon rail where the labels are
 * visually hidden but still name the links, and show in a tooltip on hover and keyboard focus.
 */
export function Sidebar({
  items,
  activeId,
  currentHref,
  isCollapsed: isCollapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  showCollapseToggle = true,
  expandedGroups,
  defaultExpandedGroups,
  onExpandedGroupsChange,
  logo,
  collapsedLogo,
  onNavigate,
  'aria-label': ariaLabel = '主菜单',
  collapseLabel = '收起菜单',
  expandLabel = '展开菜单',
  className,
  ref,
  ...props
}: SidebarProps) {
  const listId = useId();
  const [uncontrolledCollapsed, setUncontrolledCollapsed] = useState(defaultCollapsed);
  const isCollapsed = isCollapsedProp ?? uncontrolledCollapsed;
  const shown = visibleItems(items);
  const activePath = activeAncestors(shown, activeId, currentHref);
  const [initialExpanded] = useState(() => new Set<Key>([...(defaultExpandedGroups ?? []), ...activePath]));

  const toggleCollapsed = () => {
    setUncontrolledCollapsed(!isCollapsed);
    onCollapsedChange?.(!isCollapsed);
  };

  const nav = (
    <nav
      {...props}
      ref={ref}
      aria-label={ariaLabel}
      data-collapsed={isCollapsed || undefined}
      className={clsx(styles.root, className)}
    >
      {(logo != null || collapsedLogo != null) && (
        <div className={styles.brand}>{isCollapsed && collapsedLogo != null ? collapsedLogo : logo}</div>
      )}
      <DisclosureGroup
        allowsMultipleExpanded
        className={styles.scroller}
        {...(expandedGroups !== undefined
          ? { expandedKeys: new Set<Key>(expandedGroups) }
          : { defaultExpandedKeys: initialExpanded })}
        onExpandedChange={(keys) => onExpandedGroupsChange?.(new Set([...keys].map(String)))}
      >
        <ul id={listId} className={styles.list}>
          <Entries
            items={shown}
            depth={0}
            isCollapsed={isCollapsed}
            activeId={activeId}
            currentHref={currentHref}
            activePath={activePath}
          />
        </ul>
      </DisclosureGroup>
      {showCollapseToggle && (
        <div className={styles.footer}>
          <RACButton
            type="button"
            aria-expanded={!isCollapsed}
            aria-controls={listId}
            onPress={toggleCollapsed}
            className={clsx(styles.entry, styles.toggle)}
          >
            <span className={styles.icon} aria-hidden="true">
              {isCollapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </span>
            <span className={styles.label}>{isCollapsed ? expandLabel : collapseLabel}</span>
          </RACButton>
        </div>
      )}
    </nav>
  );

  return onNavigate ? <RouterProvider navigate={(href) => onNavigate(href)}>{nav}</RouterProvider> : nav;
}
