import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PresetRole } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vipUserFixture } from '../../../testing/fixtures';
import { playRemoveAsksFirst } from '../../../testing/list-plays';
import { ownRolesFixture, presetRolesFixture } from '../../../testing/preset-role-fixtures';
import { eventArgTypes, loaders, pageStory } from '../../../testing/story-meta';
import { PresetRolesView } from './PresetRolesView';

const byName = (role: PresetRole) => [role.name];

const meta = {
  title: 'Console/Aibot/PresetRoles',
  component: PresetRolesView,
  ...pageStory('/aibot/promotstore', vipUserFixture, { notices: true }),
  args: {
    load: loaders.fromRows(presetRolesFixture, byName),
    loadRole: loaders.byId(presetRolesFixture, '角色不存在'),
    onSave: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
  argTypes: eventArgTypes('load', 'loadRole', 'onSave', 'onRemove'),
} satisfies Meta<typeof PresetRolesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Own roles (自定义, with 编辑 and 删除) and built-in ones (内置, read only). */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: '预设角色列表' });
    await expect(args.load).toHaveBeenCalledWith({ current: 1, pageSize: 10 });
    // RAC renders the header after its collection pass: wait for it.
    await expect(await within(table).findByRole('columnheader', { name: '名称' })).toBeVisible();
    for (const header of ['内容', '类型', '操作']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(within(table).getAllByText('内置')).toHaveLength(2);
    await expect(within(table).getAllByText('自定义')).toHaveLength(2);
    await expect(within(table).getByRole('button', { name: '编辑角色：英语老师' })).toBeVisible();
    await expect(within(table).queryByRole('button', { name: '编辑角色：智能助手' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: '删除角色：智能助手' })).toBeNull();
    await expect(within(table).getAllByText('内置角色不可编辑')).toHaveLength(2);
  },
};

/** A long content shows two lines; 展开 (aria-expanded) shows it all, by pointer and by keyboard. */
export const ExpandContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expand = await canvas.findByRole('button', { name: '展开角色设定：产品经理' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    const collapse = await canvas.findByRole('button', { name: '收起角色设定：产品经理' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    collapse.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: '展开角色设定：产品经理' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Typing searches the names (after a pause, or at once on Enter); clearing shows every role again. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: '预设角色列表' });
    const search = canvas.getByRole('searchbox', { name: '搜索角色' });
    await userEvent.type(search, '老师{Enter}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, word: '老师' }));
    await waitFor(() => expect(within(table).queryByText('智能助手')).toBeNull());
    await expect(within(table).getByText('英语老师')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, '没有这个{Enter}');
    await expect(await within(table).findByText('没有名称包含“没有这个”的角色')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }));
  },
};

/** 添加角色 opens the lazily loaded dialog; 添加 saves, says 添加成功, closes it and reloads the list. */
export const AddRole: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '预设角色列表' });
    await userEvent.click(canvas.getByRole('button', { name: '添加角色' }));
    const dialog = within(await body.findByRole('dialog', { name: '添加角色' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /名称/ }), '诗人');
    await userEvent.type(dialog.getByRole('textbox', { name: /内容/ }), '你是一位诗人。');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: '诗人', content: '你是一位诗人。' });
    await waitFor(() => expect(body.getByText('添加成功')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加角色' })).toBeNull());
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  },
};

/** 编辑 loads the role into the dialog; 保存 sends the id, says 修改成功 and reloads. */
export const EditRole: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const edit = await canvas.findByRole('button', { name: '编辑角色：英语老师' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: '编辑角色' }));
    await expect(args.loadRole).toHaveBeenCalledWith('r-own-1');
    const content = await dialog.findByRole('textbox', { name: /内容/ });
    await expect(content).toHaveValue(ownRolesFixture[0]?.content);
    await userEvent.clear(content);
    await userEvent.type(content, '你是一位英语老师。');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ id: 'r-own-1', name: '英语老师', content: '你是一位英语老师。' });
    await waitFor(() => expect(body.getByText('修改成功')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog', { name: '编辑角色' })).toBeNull());
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  },
};

/** 删除 asks first: 取消 keeps the role; 确定删除 removes it, says 删除成功 and reloads the page. */
export const RemoveRole: Story = {
  play: ({ canvasElement, args }) =>
    playRemoveAsksFirst(canvasElement, args, {
      button: '删除角色：产品经理',
      title: '删除角色',
      message: /确定删除角色“产品经理”吗/,
      confirmLabel: '确定删除',
      removed: ownRolesFixture[1],
    }),
};

/** No roles at all: what they are for, and the add button. */
export const Empty: Story = {
  args: { load: loaders.empty<PresetRole>() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '暂无预设角色', level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '添加角色' })).toHaveLength(1);
  },
};

export const Loading: Story = { args: { load: loaders.pending<PresetRole>() } };

/** The list failed (the API client said why): 重试 loads it again. */
export const LoadError: Story = {
  args: { load: loaders.failing<PresetRole>() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '加载失败' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  },
};
