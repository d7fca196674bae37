import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { onSelectionChange: fn(), defaultSelectedKey: 'friends' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    onSelectionChange: { table: { category: 'Events' } },
  },
  render: (args) => (
    <Tabs {...args} style={{ width: 480 }}>
      <TabList aria-label="通讯录">
        <Tab id="friends">好友</Tab>
        <Tab id="groups">群聊</Tab>
        <Tab id="blacklist" isDisabled>
          黑名单
        </Tab>
        <Tab id="tags">标签</Tab>
      </TabList>
      <TabPanel id="friends">共 128 位好友，其中 12 位为 VIP 客户。</TabPanel>
      <TabPanel id="groups">已加入 8 个群聊。</TabPanel>
      <TabPanel id="blacklist">黑名单为空。</TabPanel>
      <TabPanel id="tags">客服、售后、VIP客户。</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['visual'] };

export const SelectWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const groups = await canvas.findByRole('tab', { name: '群聊' });
    await userEvent.click(groups);
    await expect(groups).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '好友' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: '群聊' })).toHaveTextContent('已加入 8 个群聊');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('groups');
  },
};

export const SelectWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const friends = await canvas.findByRole('tab', { name: '好友' });
    await userEvent.tab();
    await expect(friends).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const groups = canvas.getByRole('tab', { name: '群聊' });
    await expect(groups).toHaveFocus();
    await expect(groups).toHaveAttribute('aria-selected', 'true');
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    const tags = canvas.getByRole('tab', { name: '标签' });
    await expect(tags).toHaveFocus();
    await expect(tags).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '黑名单' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: '好友' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tags).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('tags');
    // Tab moves on into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const blacklist = await canvas.findByRole('tab', { name: '黑名单' });
    await expect(blacklist).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(blacklist);
    await expect(blacklist).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: '好友' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const groups = canvas.getByRole('tab', { name: '群聊' });
    await expect(groups).toHaveFocus();
    await expect(groups).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(groups).toHaveAttribute('aria-selected', 'true');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
};

export const WithCounts: Story = {
  render: (args) => (
    <Tabs {...args} defaultSelectedKey="pending" style={{ width: 480 }}>
      <TabList aria-label="好友申请">
        <Tab id="pending">
          待处理 <Badge variant="danger" appearance="solid" count={3} />
        </Tab>
        <Tab id="accepted">已通过</Tab>
        <Tab id="rejected">已拒绝</Tab>
      </TabList>
      <TabPanel id="pending">3 条好友申请等待处理。</TabPanel>
      <TabPanel id="accepted">暂无数据</TabPanel>
      <TabPanel id="rejected">暂无数据</TabPanel>
    </Tabs>
  ),
};
