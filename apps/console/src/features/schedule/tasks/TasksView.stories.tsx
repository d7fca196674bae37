import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Reminder } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageOf, remindersFixture } from '../../../testing/contact-fixtures';
import { userFixture } from '../../../testing/fixtures';
import { playRemoveAsksFirst } from '../../../testing/list-plays';
import { eventArgTypes, loaders, pageStory } from '../../../testing/story-meta';
import { TasksView } from './TasksView';

const meta = {
  title: 'Console/Pages/Reminders',
  component: TasksView,
  ...pageStory('/schedule/tasks', userFixture, { notices: true }),
  args: {
    load: loaders.fromRows(remindersFixture),
    onRemove: fn(async () => {}),
  },
  argTypes: eventArgTypes('load', 'onRemove'),
} satisfies Meta<typeof TasksView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Looping (cron) and one-off reminders, pending and done. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: '提醒任务列表' });
    await expect(args.load).toHaveBeenCalledWith({ current: 1, pageSize: 10 });
    await expect(await within(table).findByText('0 0 8 * * ?')).toBeVisible();
    await expect(within(table).getAllByText('待提醒')).toHaveLength(2);
    await expect(within(table).getByText('已完成')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: '提醒对象' })).toBeVisible();
  },
};

/** 删除 asks first: 取消 keeps the reminder; 删除 removes it, says 删除成功 and reloads the page. */
export const Remove: Story = {
  play: ({ canvasElement, args }) =>
    playRemoveAsksFirst(canvasElement, args, {
      button: '删除提醒：周会改到 10 点',
      title: '删除提醒',
      message: /不会再提醒“项目群 A”/,
      confirmLabel: '删除',
      removed: remindersFixture[1],
    }),
};

/** More than one page. */
export const Paged: Story = {
  args: {
    load: fn(async (params: { current: number; pageSize: number }) =>
      pageOf(
        Array.from(
          { length: 23 },
          (_, i) => ({ ...remindersFixture[i % 3], id: `p${i}`, content: `提醒 ${i + 1}` }) as Reminder,
        ),
        params,
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 3, pageSize: 10 }));
    await expect(await canvas.findByText('提醒 23')).toBeVisible();
  },
};

/** No reminders: how to set one. */
export const Empty: Story = {
  args: { load: loaders.empty<Reminder>() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '暂无提醒任务', level: 2 })).toBeVisible();
    await expect(canvas.getByText(/提醒 我 明天早上8点 开会/)).toBeVisible();
  },
};

export const Loading: Story = { args: { load: loaders.pending<Reminder>() } };

export const LoadError: Story = {
  args: { load: loaders.failing<Reminder>() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '加载失败' })).toBeVisible();
  },
};
