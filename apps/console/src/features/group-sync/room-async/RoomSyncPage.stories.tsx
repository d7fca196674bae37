import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../../testing/api-fetch-mock';
import { type MemoryConfigListApi, memoryConfigListApi } from '../../../testing/config-list-fixtures';
import { vipUserFixture } from '../../../testing/fixtures';
import { roomSyncApiRoutes, roomSyncRulesFixture } from '../../../testing/room-sync-fixtures';
import { clearNotifications, pageStory } from '../../../testing/story-meta';
import { RoomSyncPage } from './RoomSyncPage';

/** The in-memory server of the story that renders now. */
let server: MemoryConfigListApi = memoryConfigListApi({});

const meta = {
  title: 'Console/Vip/RoomSyncPage',
  component: RoomSyncPage,
  ...pageStory('/vip/roomAsync', vipUserFixture),
  beforeEach: () => {
    server = memoryConfigListApi({ roomAsyncList: roomSyncRulesFixture });
    const restoreFetch = mockApiFetch(roomSyncApiRoutes);
    const clear = clearNotifications();
    return () => {
      restoreFetch();
      clear();
    };
  },
  render: () => <RoomSyncPage api={server} />,
} satisfies Meta<typeof RoomSyncPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const missingWarning = (names: string) => new RegExp(`机器人的群列表里没有：${names}`);

/** The row of the rule named (mode：groups). */
async function ruleRow(canvasElement: HTMLElement, name: string) {
  const grid = within(await within(canvasElement).findByRole('grid', { name: '群同步规则列表' }));
  const edit = await grid.findByRole('button', { name: `编辑规则：${name}` });
  const row = edit.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** Each row reads “from → to” with its mode and content; a group the robot lacks is flagged, in the dialog too. */
export const ReadsAtAGlance: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const oneToMany = await ruleRow(canvasElement, '一对多：测试群、群1、群2');
    await expect(oneToMany.getByText('仅文字')).toBeVisible();
    await expect(oneToMany.getByRole('img', { name: '同步到' })).toBeVisible();
    await expect(oneToMany.queryByText('未找到')).toBeNull();
    const manyToOne = await ruleRow(canvasElement, '多对一：总部通知群、群1、已解散的群');
    await expect(manyToOne.getByText('全部消息')).toBeVisible();
    await expect(await manyToOne.findByText('未找到')).toBeVisible();

    await userEvent.click(manyToOne.getByRole('button', { name: /^编辑规则/ }));
    const dialog = within(await body.findByRole('dialog', { name: '编辑同步规则' }));
    await waitFor(() => expect(dialog.getByText(missingWarning('“已解散的群”'))).toBeVisible());
    await expect(dialog.getByRole('combobox', { name: /汇总到的群/ })).toHaveValue('总部通知群');
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '编辑同步规则' })).toBeNull());
  },
};

/**
 * By keyboard: each mode refuses a rule without its groups with its own words (一对多, 多对多, 多对一), focus on
 * the first; a 多对多 rule is then picked from the robot's groups with the arrow keys and saved with Enter.
 */
export const AddByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '群同步规则列表' });
    canvas.getByRole('button', { name: '添加同步规则' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: '添加同步规则' }));
    const oneToMany = await dialog.findByRole('radio', { name: '一对多' });
    const save = dialog.getByRole('button', { name: '添加' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByText('请选择消息来源群')).toBeVisible());
    await expect(dialog.getByText('请至少选择一个同步到的群')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /消息来源群/ })).toHaveFocus());

    oneToMany.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: '多对一' })).toBeChecked();
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByText('请选择汇总到的群')).toBeVisible());
    await expect(dialog.getByText('请至少选择一个消息来源群')).toBeVisible();

    dialog.getByRole('radio', { name: '多对一' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: '多对多' })).toBeChecked();
    // 多对多 has no single group.
    await expect(dialog.queryByRole('combobox', { name: /汇总到的群/ })).toBeNull();
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByText('请至少选择两个群')).toBeVisible());

    const peers = dialog.getByRole('combobox', { name: /互相同步的群/ });
    peers.focus();
    await userEvent.keyboard('群1');
    await body.findByRole('option', { name: /^群1/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.keyboard('测试');
    await body.findByRole('option', { name: /^测试群/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(dialog.queryByText('请至少选择两个群')).toBeNull());
    const allMessages = dialog.getByRole('radio', { name: '仅文字' });
    allMessages.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: '全部消息' })).toBeChecked();
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加同步规则' })).toBeNull());
    await expect(server.stored('roomAsyncList')[2]).toEqual({ model: 3, many: ['群1', '测试群'], forward: 2 });
    await expect(await ruleRow(canvasElement, '多对多：群1、测试群')).toBeTruthy();
  },
};

/**
 * With the pointer: the source group again among the targets is refused; a typed group the robot lacks is
 * flagged once the field is left, and still saved (it may be created later).
 */
export const AddWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '群同步规则列表' });
    await userEvent.click(canvas.getByRole('button', { name: '添加同步规则' }));
    const dialog = within(await body.findByRole('dialog', { name: '添加同步规则' }));
    const source = await dialog.findByRole('combobox', { name: /消息来源群/ });
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(dialog.getByText('请选择消息来源群')).toBeVisible());
    await expect(dialog.getByText('请至少选择一个同步到的群')).toBeVisible();

    await userEvent.type(source, '测试');
    await userEvent.click(await body.findByRole('option', { name: /^测试群/ }));
    await expect(source).toHaveValue('测试群');
    const targets = dialog.getByRole('combobox', { name: /同步到的群/ });
    await userEvent.type(targets, '测试');
    await userEvent.click(await body.findByRole('option', { name: /^测试群/ }));
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(dialog.getByText('“测试群”已选为消息来源群，请选择其他群')).toBeVisible());

    await userEvent.click(dialog.getByRole('button', { name: /^移除\s*测试群/ }));
    await userEvent.type(dialog.getByRole('combobox', { name: /同步到的群/ }), '新建的群{Enter}');
    await userEvent.click(dialog.getByText('同步内容'));
    await waitFor(() => expect(dialog.getByText(missingWarning('“新建的群”'))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加同步规则' })).toBeNull());
    await expect(server.stored('roomAsyncList')[2]).toEqual({
      model: 1,
      one: '测试群',
      many: ['新建的群'],
      forward: 1,
    });
    await expect(await (await ruleRow(canvasElement, '一对多：测试群、新建的群')).findByText('未找到')).toBeVisible();
  },
};
