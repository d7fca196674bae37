import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { Grid, Inline, Stack } from './Layout';

/** A visible block for the demos: a labelled box on the raised surface. */
function Box({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: `${vars.space.sm} ${vars.space.md}`,
        background: vars.color.surface.raised,
        border: `1px solid ${vars.color.border.default}`,
        borderRadius: vars.radius.md,
        color: vars.color.text.default,
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'UI/Layout',
  component: Stack,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { gap: 'md', align: 'stretch' },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
    as: { control: 'inline-radio', options: ['div', 'section', 'article', 'ul', 'ol'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Stack {...args}>
      <Box>素材别名</Box>
      <Box>内容</Box>
      <Box>缩略图</Box>
    </Stack>
  ),
};

export const StackOfBlocks: Story = {
  render: (args) => (
    <Stack {...args} gap="lg" data-testid="stack">
      <Box>基础配置</Box>
      <Box>关键词问答</Box>
      <Box>技能中心</Box>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('stack');
    const css = getComputedStyle(stack);
    await expect(css.display).toBe('flex');
    await expect(css.flexDirection).toBe('column');
    await expect(css.rowGap).toBe('16px');
  },
};

export const StackAsList: Story = {
  render: (args) => (
    <Stack {...args} as="ul" gap="xs" aria-label="好友分组">
      <Stack as="li">
        <Box>同事</Box>
      </Stack>
      <Stack as="li">
        <Box>客户</Box>
      </Stack>
      <Stack as="li">
        <Box>家人</Box>
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '好友分组' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

export const InlineRow: Story = {
  render: () => (
    <Inline gap="sm" data-testid="inline">
      <Box>群发助手</Box>
      <Box>转发助手</Box>
      <Box>定时任务</Box>
      <Box>好友管理</Box>
      <Box>群管理</Box>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('inline');
    await expect(getComputedStyle(row).flexDirection).toBe('row');
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    await expect(getComputedStyle(row).alignItems).toBe('center');
  },
};

export const InlineSpaceBetween: Story = {
  render: () => (
    <Inline justify="between" wrap={false}>
      <Box>素材库</Box>
      <Box>共 12 项</Box>
    </Inline>
  ),
};

export const GridByColumns: Story = {
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap={{ mobile: 'sm', desktop: 'lg' }} data-testid="grid">
      {['首页', '智能配置', '高级功能', '定时任务', '好友管理', '群管理'].map((name) => (
        <Box key={name}>{name}</Box>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('grid');
    await expect(getComputedStyle(grid).display).toBe('grid');
    const expected = window.innerWidth >= 992 ? 3 : window.innerWidth >= 768 ? 2 : 1;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(expected);
  },
};

export const GridByMinWidth: Story = {
  render: () => (
    <Grid minItemWidth={160} data-testid="grid">
      {['图片', '视频', '文件', '链接', '小程序', '文本'].map((name) => (
        <Box key={name}>{name}</Box>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('grid');
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ');
    await expect(columns.length).toBeGreaterThanOrEqual(1);
    for (const width of columns) await expect(Number.parseFloat(width)).toBeGreaterThanOrEqual(160);
  },
};
