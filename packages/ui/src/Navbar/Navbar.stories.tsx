import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { HomeIcon, ImageIcon, LogoutIcon, MenuIcon } from '../icons';
import { Sidebar } from '../Sidebar/Sidebar';
import { vars } from '../theme/contract.css';
import { Navbar, type NavbarProps } from './Navbar';

type Args = NavbarProps & {
  /** Story-only: the logout button's callback. */
  onLogout: () => void;
  /** Story-only: the menu toggle's callback, with the new collapsed state. */
  onMenuToggle: (isCollapsed: boolean) => void;
};

function ConsoleBreadcrumbs() {
  return (
    <nav aria-label="面包屑">
      <Breadcrumbs style={{ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' }}>
        <Breadcrumb style={{ display: 'flex', gap: vars.space.xs, color: vars.color.text.muted }}>
          <Link href="#/" style={{ color: vars.color.text.link }}>
            首页
          </Link>
          <span aria-hidden="true">/</span>
        </Breadcrumb>
        <Breadcrumb style={{ color: vars.color.text.default }}>
          <Link>素材库</Link>
        </Breadcrumb>
      </Breadcrumbs>
    </nav>
  );
}

function MenuToggle({
  isCollapsed,
  onToggle,
  controls,
}: {
  isCollapsed: boolean;
  onToggle: () => void;
  controls?: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={isCollapsed ? '展开菜单' : '收起菜单'}
      aria-expanded={!isCollapsed}
      aria-controls={controls}
      onPress={onToggle}
    >
      <MenuIcon />
    </Button>
  );
}

function UserArea({ onLogout }: { onLogout: () => void }) {
  return (
    <>
      <span style={{ color: vars.color.text.muted, whiteSpace: 'nowrap' }}>你好，张三</span>
      <Button variant="secondary" size="sm" aria-label="退出登录" onPress={onLogout}>
        <LogoutIcon />
      </Button>
    </>
  );
}

/** The top bar with a working menu toggle (its state lives here, as in the console's layout). */
function NavbarDemo({ onLogout, onMenuToggle, ...args }: Args) {
  const [isCollapsed, setCollapsed] = useState(false);
  const toggle = () => {
    setCollapsed(!isCollapsed);
    onMenuToggle(!isCollapsed);
  };
  return (
    <Navbar
      start={
        <>
          <MenuToggle isCollapsed={isCollapsed} onToggle={toggle} />
          <ConsoleBreadcrumbs />
        </>
      }
      end={<UserArea onLogout={onLogout} />}
      {...args}
    />
  );
}

const meta = {
  title: 'UI/Navbar',
  component: Navbar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { isSticky: false, onLogout: fn(), onMenuToggle: fn() },
  argTypes: {
    start: { control: false },
    end: { control: false },
    children: { control: false },
    onLogout: { table: { category: 'Events' } },
    onMenuToggle: { table: { category: 'Events' } },
  },
  render: (args) => <NavbarDemo {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByText('你好，张三')).toBeVisible();
    await expect(within(header).getByRole('navigation', { name: '面包屑' })).toBeVisible();
    await expect(getComputedStyle(header).position).toBe('static');
  },
};

export const StartOnly: Story = {
  render: () => <Navbar start={<strong>素材库</strong>} />,
};

export const WithCentredContent: Story = {
  render: ({ onLogout }) => (
    <Navbar start={<strong>微助手</strong>} end={<UserArea onLogout={onLogout} />}>
      <span style={{ color: vars.color.text.muted }}>今日已发送 128 条消息</span>
    </Navbar>
  ),
};

export const Sticky: Story = {
  args: { isSticky: true },
  render: ({ onLogout, onMenuToggle, ...args }) => (
    <div data-testid="scroller" style={{ height: 320, overflow: 'auto' }}>
      <NavbarDemo {...args} onLogout={onLogout} onMenuToggle={onMenuToggle} />
      <main style={{ padding: vars.space.lg, height: 1200 }}>
        <p>素材列表</p>
      </main>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(getComputedStyle(header).position).toBe('sticky');
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = 400;
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(scroller.getBoundingClientRect().top));
  },
};

export const LogoutWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const MenuToggleWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole('banner');
    const toggle = within(header).getByRole('button', { name: '收起菜单' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuToggle).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('展开菜单');
    // Tab order: toggle, breadcrumb link, logout.
    await userEvent.tab();
    await expect(within(header).getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(header).getByRole('button', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The console's frame: the top bar's menu toggle collapses the side navigation. */
function AppShell({ onLogout }: Pick<Args, 'onLogout'>) {
  const [isCollapsed, setCollapsed] = useState(false);
  return (
    <div style={{ display: 'flex', height: 480 }}>
      <Sidebar
        id="console-sidebar"
        isCollapsed={isCollapsed}
        showCollapseToggle={false}
        activeId="materials"
        logo={<span>微助手</span>}
        collapsedLogo={<span>微</span>}
        onNavigate={() => {}}
        items={[
          { id: 'home', label: '首页', icon: <HomeIcon />, href: '/' },
          { id: 'materials', label: '素材库', icon: <ImageIcon />, href: '/materials' },
        ]}
      />
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar
          start={
            <>
              <MenuToggle
                isCollapsed={isCollapsed}
                onToggle={() => setCollapsed(!isCollapsed)}
                controls="console-sidebar"
              />
              <ConsoleBreadcrumbs />
            </>
          }
          end={<UserArea onLogout={onLogout} />}
        />
        <main style={{ padding: vars.space.lg }}>
          <h1 style={{ fontSize: vars.font.size.xl }}>素材库</h1>
        </main>
      </div>
    </div>
  );
}

export const WithSidebar: Story = {
  render: ({ onLogout }) => <AppShell onLogout={onLogout} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '主菜单' });
    const toggle = within(canvas.getByRole('banner')).getByRole('button', { name: '收起菜单' });
    await userEvent.click(toggle);
    await expect(nav).toHaveAttribute('data-collapsed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).getByRole('link', { name: '素材库' })).toHaveAttribute('aria-current', 'page');
  },
};
