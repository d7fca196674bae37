import type { SidebarItem } from '@weassit/ui';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../config/paths';
import { consoleRoutes } from '../../config/routes';
import { consoleZhCN } from '../../lib/i18n/console/zh-CN';
import { buildBreadcrumb, buildMenu } from './menu';

const titles = consoleZhCN.routes;
const menu = (customRoutes: string[] = []) => buildMenu(consoleRoutes, { titles, customRoutes, vipLabel: 'VIP' });
const visible = (items: SidebarItem[]) => items.filter((item) => !item.isHidden);
const byId = (items: SidebarItem[], id: string) => items.find((item) => item.id === id);

describe('buildMenu', () => {
  it('lists the console areas in order, a parent with one page as a link to it', () => {
    expect(visible(menu()).map((item) => item.label)).toEqual([
      '首页',
      '智能配置',
      '高级功能',
      'GPT对话配置',
      '定时任务',
      '好友管理',
      '群管理',
      '素材库',
      '开放API',
    ]);
    expect(byId(menu(), 'dashboardMain')).toMatchObject({ href: '/dashboard/main', label: '首页' });
    expect(byId(menu(), 'wechat')?.children?.map((child) => child.href)).toEqual([
      '/wechat/index',
      '/wechat/keywords',
      '/wechat/keywordsEvent',
      '/wechat/uploadFile',
    ]);
  });

  it('leaves out hidden entries and the custom centre without the entitlement', () => {
    expect(byId(menu(), 'memberMain')?.isHidden).toBe(true);
    expect(byId(menu(), 'custom')?.isHidden).toBe(true);
    expect(byId(menu(['gptChat']), 'gptChat')).toMatchObject({ isHidden: false, href: '/custom/gptChat' });
    // Entitled, but this child is not in the list: no visible child, no entry.
    expect(byId(menu(['somethingElse']), 'custom')?.isHidden).toBe(true);
  });

  it('marks vip entries', () => {
    const hasBadge = (item?: SidebarItem) => isValidElement(item?.badge);
    expect(hasBadge(byId(menu(), 'vip'))).toBe(true);
    expect(hasBadge(byId(menu(), 'oapi'))).toBe(true);
    expect(hasBadge(byId(menu(), 'wechat'))).toBe(false);
    const material = byId(menu(), 'material')?.children ?? [];
    expect(material.filter(hasBadge).map((child) => child.id)).toEqual(['h5', 'mini']);
  });
});

describe('buildBreadcrumb', () => {
  const labels = (path: string) => buildBreadcrumb(matchRoute(path), titles, '/dashboard').map((item) => item.label);
  it('starts with 首页', () => {
    expect(labels('/dashboard/main')).toEqual(['首页']);
    expect(labels('/wechat/keywords')).toEqual(['首页', '智能配置', '简单问答']);
    expect(labels('/member/main')).toEqual(['首页', '会员中心']);
    expect(buildBreadcrumb(matchRoute('/wechat/keywords'), titles, '/dashboard')[1]?.href).toBe('/wechat');
  });
});
