import { type BreadcrumbItem, HomeIcon, type SidebarItem, VipBadge } from '@weassit/ui';
import { MenuIcon } from '../../components/MenuIcon/MenuIcon';
import type { RouteMatch } from '../../config/paths';
import type { RouteNode } from '../../config/routes';

export interface MenuContext {
  /** Route titles by name. */
  titles: Record<string, string>;
  /** `customRole.router`: the custom centre shows only when it is not empty, and only the children it names. */
  customRoutes: readonly string[];
  /** Text of the vip marker. */
  vipLabel: string;
}

/** The children of `route` the user may see in the menu. */
function visibleChildren(route: RouteNode, context: MenuContext): RouteNode[] {
  return (route.children ?? []).filter(
    (child) => !child.hidden && (!route.needCustom || context.customRoutes.includes(child.name)),
  );
}

/**
 * The sidebar entries of the console's routes (spec §2 "Layout behaviour"): hidden entries left out, the custom
 * centre only with the custom entitlement, a vip marker on vip entries, a parent with one child as a plain link.
 */
export function buildMenu(routes: RouteNode[], context: MenuContext): SidebarItem[] {
  const title = (route: RouteNode) => context.titles[route.name] ?? route.name;
  const badge = (route: RouteNode) => (route.needVip ? <VipBadge key="vip">{context.vipLabel}</VipBadge> : undefined);
  return routes.map((route) => {
    const children = visibleChildren(route, context);
    const isHidden = route.hidden === true || (route.needCustom === true && context.customRoutes.length === 0);
    const icon = route.icon ? <MenuIcon key="icon" name={route.icon} /> : undefined;
    const [only] = children;
    if (children.length === 1 && only) {
      return {
        id: only.name,
        label: title(route),
        icon,
        href: only.path,
        badge: badge(route) ?? badge(only),
        isHidden,
      };
    }
    return {
      id: route.name,
      label: title(route),
      icon,
      badge: badge(route),
      isHidden: isHidden || children.length === 0,
      children: children.map((child) => ({
        id: child.name,
        label: title(child),
        href: child.path,
        badge: badge(child),
      })),
    };
  });
}

/** The breadcrumb of a console page: 首页, then the parent (unless it only repeats the page), then the page. */
export function buildBreadcrumb(
  match: RouteMatch | undefined,
  titles: Record<string, string>,
  homeHref: string,
): BreadcrumbItem[] {
  const home: BreadcrumbItem = { id: 'home', label: titles.dashboardMain ?? '', href: homeHref, icon: <HomeIcon /> };
  if (!match || match.route.name === 'dashboardMain' || match.route.name === 'dashboard') return [home];
  const title = (route: RouteNode) => titles[route.name] ?? route.name;
  const items = [home];
  const parent = match.parents.at(-1);
  if (parent && title(parent) !== title(match.route)) {
    items.push({ id: parent.name, label: title(parent), href: parent.path });
  }
  items.push({ id: match.route.name, label: title(match.route) });
  return items;
}
