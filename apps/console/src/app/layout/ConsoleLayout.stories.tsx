import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserInfo } from '@weassit/contract';
import { PageWrapper } from '@weassit/ui';
import { vars } from '@weassit/ui/css';
import { Link } from 'react-aria-components';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import { userFixture, vipUserFixture } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/StoryFrame';
import ConsoleLayout from './ConsoleLayout';

/** A page inside the frame: its title only. */
function PagePlaceholder({ routeName }: { routeName: string }) {
  const t = useConsoleMessages();
  return <PageWrapper title={t.routes[routeName] ?? routeName} />;
}

interface ShellProps {
  path: string;
  user: UserInfo;
}

/** The console frame around a page with only its title, at `path`. */
function Shell({ path, user }: ShellProps) {
  return (
    <StoryFrame path={path} user={user}>
      <Routes>
        <Route element={<ConsoleLayout />}>
          <Route path="/wechat/keywords" element={<PagePlaceholder routeName="keywords" />} />
          <Route
            path="/member/main"
            element={
              <>
                <PagePlaceholder routeName="memberMain" />
                <Link href="/wechat/keywords" style={{ color: vars.color.text.link, margin: vars.space.lg }}>
                  去简单问答
                </Link>
              </>
            }
          />
          <Route path="*" element={<PagePlaceholder routeName="dashboardMain" />} />
        </Route>
      </Routes>
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/Layout/ConsoleLayout',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  args: { path: '/wechat/keywords', user: userFixture },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sidebar (the page's group open, its entry current), breadcrumb from 首页, greeting, footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: '主菜单' });
    await expect(within(menu).getByRole('link', { name: '简单问答' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).queryByText('定制中心')).toBeNull();
    const crumbs = canvas.getByRole('navigation', { name: '面包屑' });
    // react-aria builds the breadcrumb's collection after the first render.
    await waitFor(() =>
      expect([...crumbs.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
        '首页',
        '智能配置',
        '简单问答',
      ]),
    );
    await expect(canvas.getByText('你好，小秘书')).toBeVisible();
    await expect(canvas.getByText('Copyright © 2025 智能微秘书 版权所有')).toBeVisible();
  },
};

/** Following a link into a group's page opens that group, so the current entry shows. */
export const ActiveGroupFollowsRoute: Story = {
  args: { path: '/member/main' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: '主菜单' });
    await expect(within(menu).getByRole('button', { name: '智能配置' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('link', { name: '去简单问答' }));
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: '简单问答' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(within(menu).getByRole('button', { name: '智能配置' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The collapse toggle shrinks the sidebar to its icon rail. */
export const Collapse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: '主菜单' });
    await userEvent.click(within(menu).getByRole('button', { name: '收起菜单' }));
    await expect(menu).toHaveAttribute('data-collapsed', 'true');
    await userEvent.click(within(menu).getByRole('button', { name: '展开菜单' }));
    await expect(menu).not.toHaveAttribute('data-collapsed');
  },
};

/** A non-vip user following a vip link is asked to become a member instead. */
export const VipLinkGuard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const menu = canvas.getByRole('navigation', { name: '主菜单' });
    await userEvent.click(within(menu).getByRole('link', { name: /开放API/ }));
    const dialog = await body.findByRole('alertdialog', { name: '提示' });
    await waitFor(() => expect(within(dialog).getByText('本功能需要开通会员方可使用')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: '提示' })).toBeNull());
    await expect(within(menu).getByRole('link', { name: '简单问答' })).toHaveAttribute('aria-current', 'page');
  },
};

/** With the custom entitlement the custom centre shows. */
export const VipWithCustomCentre: Story = {
  args: { user: vipUserFixture, path: '/member/main' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    await expect(within(menu).getByRole('link', { name: '定制中心' })).toBeVisible();
  },
};
