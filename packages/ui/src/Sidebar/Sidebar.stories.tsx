import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CrownIcon, HomeIcon, ImageIcon } from '../icons';
import { vars } from '../theme/contract.css';
import { Sidebar, type SidebarItem } from './Sidebar';

/** Story-only icons in the style of ../icons (24×24 strokes, sized by font-size, coloured by the text). */
function StrokeIcon({ paths }: { paths: string[] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
const SettingsIcon = () => (
  <StrokeIcon paths={['M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M4 12h2', 'M18 12h2', 'M12 4v2', 'M12 18v2']} />
);
const ClockIcon = () => <StrokeIcon paths={['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2']} />;
const UserIcon = () => <StrokeIcon paths={['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0']} />;
const UsersIcon = () => (
  <StrokeIcon
    paths={[
      'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
      'M2 21a7 7 0 0 1 14 0',
      'M16 3.5a4 4 0 0 1 0 7',
      'M22 21a7 7 0 0 0-4-6.3',
    ]}
  />
);

/** The VIP mark of the paid features. */
function VipBadge() {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        padding: '0 6px',
        borderRadius: vars.radius.full,
        background: vars.color.vip.subtle,
        color: vars.color.vip.default,
        fontSize: vars.font.size.xs,
        fontWeight: vars.font.weight.bold,
        lineHeight: '18px',
      }}
    >
      <CrownIcon />
      VIP
    </span>
  );
}

const consoleItems: SidebarItem[] = [
  { id: 'home', label: '首页', icon: <HomeIcon />, href: '/' },
  {
    id: 'config',
    label: '智能配置',
    icon: <SettingsIcon />,
    children: [
      { id: 'config-basic', label: '基础配置', href: '/config/basic' },
      { id: 'config-qa', label: '关键词问答', href: '/config/keywords' },
      { id: 'config-skills', label: '技能中心', href: '/config/skills' },
      { id: 'config-storage', label: '文件存储', href: '/config/storage' },
    ],
  },
  {
    id: 'advanced',
    label: '高级功能',
    icon: <CrownIcon />,
    children: [
      { id: 'advanced-mass', label: '群发助手', href: '/advanced/mass-send', badge: <VipBadge /> },
      { id: 'advanced-forward', label: '转发助手', href: '/advanced/forward', badge: <VipBadge /> },
    ],
  },
  { id: 'tasks', label: '定时任务', icon: <ClockIcon />, href: '/tasks' },
  { id: 'friends', label: '好友管理', icon: <UserIcon />, href: '/friends' },
  { id: 'groups', label: '群管理', icon: <UsersIcon />, href: '/groups' },
  { id: 'materials', label: '素材库', icon: <ImageIcon />, href: '/materials' },
];

const brandMark = (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 28,
      height: 28,
      borderRadius: vars.radius.md,
      background: vars.color.brand.default,
      color: vars.color.brand.onBrand,
      fontSize: vars.font.size.md,
    }}
  >
    微
  </span>
);

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', height: '100vh', minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    items: consoleItems,
    activeId: 'home',
    logo: (
      <>
        {brandMark}
        <span>微助手</span>
      </>
    ),
    collapsedLogo: brandMark,
    onNavigate: fn(),
    onCollapsedChange: fn(),
    onExpandedGroupsChange: fn(),
  },
  argTypes: {
    items: { control: false },
    logo: { control: false },
    collapsedLogo: { control: false },
    onNavigate: { table: { category: 'Events' } },
    onCollapsedChange: { table: { category: 'Events' } },
    onExpandedGroupsChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Expanded: Story = {
  tags: ['visual'],
  args: { activeId: 'advanced-mass', defaultExpandedGroups: ['config'] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    await expect(nav.getBoundingClientRect().width).toBe(240);
    const current = within(nav).getByRole('link', { name: '群发助手 VIP' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: '高级功能' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('button', { name: '智能配置' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Collapsed: Story = {
  tags: ['visual'],
  args: { defaultCollapsed: true, activeId: 'friends' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(64));
    // The labels are visually hidden, still the links' names.
    await expect(within(nav).getByRole('link', { name: '好友管理' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ActiveByHref: Story = {
  args: { activeId: undefined, currentHref: '/config/keywords' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    await expect(within(nav).getByRole('button', { name: '智能配置' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: '关键词问答' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  },
};

export const HiddenEntries: Story = {
  args: {
    items: consoleItems.map((item) =>
      item.id === 'advanced'
        ? { ...item, children: item.children?.map((child) => ({ ...child, isHidden: true })) }
        : item.id === 'config'
          ? { ...item, children: item.children?.map((c) => (c.id === 'config-storage' ? { ...c, isHidden: true } : c)) }
          : item,
    ),
    defaultExpandedGroups: ['config'],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    // A group whose children are all hidden is left out with them.
    await expect(within(nav).queryByRole('button', { name: '高级功能' })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: '文件存储' })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: '技能中心' })).toBeVisible();
  },
};

export const WithoutCollapseToggle: Story = {
  args: { showCollapseToggle: false },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    await expect(within(nav).queryByRole('button', { name: '收起菜单' })).not.toBeInTheDocument();
  },
};

export const ToggleGroupWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    const group = within(nav).getByRole('button', { name: '智能配置' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab(); // 首页
    await userEvent.tab(); // 智能配置
    await expect(group).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedGroupsChange).toHaveBeenLastCalledWith(new Set(['config']));
    const first = within(nav).getByRole('link', { name: '基础配置' });
    await waitFor(() => expect(first).toBeVisible());
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/config/basic');
    await userEvent.tab({ shift: true });
    await expect(group).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(first).not.toBeVisible());
  },
};

export const ToggleGroupWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    const group = within(nav).getByRole('button', { name: '高级功能' });
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const massSend = within(nav).getByRole('link', { name: '群发助手 VIP' });
    await waitFor(() => expect(massSend).toBeVisible());
    await userEvent.click(massSend);
    await expect(args.onNavigate).toHaveBeenCalledWith('/advanced/mass-send');
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CollapseWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    const toggle = within(nav).getByRole('button', { name: '收起菜单' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAccessibleName('展开菜单');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(64));
    // In the rail, the links keep their names and still navigate.
    await userEvent.click(within(nav).getByRole('link', { name: '素材库' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/materials');
  },
};

export const CollapseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    const toggle = within(nav).getByRole('button', { name: '收起菜单' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAccessibleName('收起菜单');
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(240));
  },
};

export const ControlledCollapsed: Story = {
  args: { isCollapsed: true, activeId: 'config-skills' },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    const group = within(nav).getByRole('button', { name: '智能配置' });
    // The group of the active entry starts expanded, its entries shown by their initials in the rail.
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: '技能中心' })).toHaveAttribute('aria-current', 'page');
    const toggle = within(nav).getByRole('button', { name: '展开菜单' });
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    // Controlled: stays collapsed until the caller changes isCollapsed.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CollapsedTooltipWithPointer: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    const body = within(canvasElement.ownerDocument.body);
    const link = within(nav).getByRole('link', { name: '素材库' });
    await userEvent.hover(link);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('素材库');
    await userEvent.unhover(link);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const CollapsedTooltipWithKeyboard: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: '首页' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('首页');
    await userEvent.tab();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('智能配置'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const NoTooltipsWhenExpanded: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: '首页' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
