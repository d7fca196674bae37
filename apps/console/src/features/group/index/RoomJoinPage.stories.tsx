import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../../testing/api-fetch-mock';
import { type MemoryConfigListApi, memoryConfigListApi } from '../../../testing/config-list-fixtures';
import { vipUserFixture } from '../../../testing/fixtures';
import { textMaterialsFixture } from '../../../testing/material-fixtures';
import { roomJoinApiRoutes, roomJoinRulesFixture } from '../../../testing/room-join-fixtures';
import { clearNotifications, pageStory } from '../../../testing/story-meta';
import { RoomJoinPage } from './RoomJoinPage';

/** The in-memory server of the story that renders now. */
let server: MemoryConfigListApi = memoryConfigListApi({});

const meta = {
  title: 'Console/Group/RoomJoinPage',
  component: RoomJoinPage,
  ...pageStory('/group/index', vipUserFixture),
  beforeEach: () => {
    server = memoryConfigListApi({ roomJoinKeywords: roomJoinRulesFixture });
    const restoreFetch = mockApiFetch(roomJoinApiRoutes);
    const clear = clearNotifications();
    return () => {
      restoreFetch();
      clear();
    };
  },
  render: () => <RoomJoinPage api={server} />,
} satisfies Meta<typeof RoomJoinPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const MISSING = (name: string) => `群“${name}”不在机器人的群列表中，关键词将无法拉人进群`;

/** The row of the rule with that first keyword. */
async function ruleRow(canvasElement: HTMLElement, keyword: string) {
  const grid = within(await within(canvasElement).findByRole('grid', { name: '进群规则列表' }));
  const edit = await grid.findByRole('button', { name: new RegExp(`^编辑规则：${keyword}`) });
  const row = edit.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${keyword}`);
  return within(row);
}

/**
 * The list: keywords, match, the group (flagged when the robot does not have it), the first reply and welcome;
 * the flagged rule's dialog says why.
 */
export const FlagsMissingGroup: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const missing = await ruleRow(canvasElement, '老群');
    await expect(await missing.findByText('不在群列表中')).toBeVisible();
    await expect(missing.getByText('[文件] 产品手册')).toBeVisible();
    const present = await ruleRow(canvasElement, '进群');
    await expect(present.getByText('产品交流群')).toBeVisible();
    await expect(present.queryByText('不在群列表中')).toBeNull();
    await expect(present.getByText('马上拉你进群')).toBeVisible();
    await expect(present.getByText('请先看群公告')).toBeVisible();

    await userEvent.click(missing.getByRole('button', { name: '编辑规则：老群' }));
    const dialog = within(await body.findByRole('dialog', { name: '编辑规则' }));
    // The dialog fades in: visible once it has.
    await waitFor(() => expect(dialog.getByText(MISSING('已解散的群'))).toBeVisible());
    await expect(dialog.getByRole('combobox', { name: /群名称/ })).toHaveValue('已解散的群');
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '编辑规则' })).toBeNull());
  },
};

/**
 * By keyboard: an empty rule is refused (keyword, group and reply), focus goes to the keywords; the group is
 * picked from the robot's groups with the arrow keys; Enter saves.
 */
export const AddByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '进群规则列表' });
    canvas.getByRole('button', { name: '添加规则' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: '添加规则' }));
    // The rule's fields load with the dialog.
    const keywords = await dialog.findByRole('textbox', { name: /关键词/ });
    const save = dialog.getByRole('button', { name: '添加' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(keywords).toHaveFocus());
    await waitFor(() => expect(dialog.getByText('请至少添加一个关键词')).toBeVisible());
    await waitFor(() => expect(dialog.getByText('请选择群')).toBeVisible());
    await waitFor(() => expect(dialog.getByText('请至少添加一条回复')).toBeVisible());

    await userEvent.keyboard('售后{Enter}');
    dialog.getByRole('combobox', { name: /群名称/ }).focus();
    await userEvent.keyboard('售后');
    await body.findByRole('option', { name: '售后服务群' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(dialog.getByRole('combobox', { name: /群名称/ })).toHaveValue('售后服务群');
    // The rest of the dialog is hidden from assistive technology while the group list is open.
    const replies = within(await dialog.findByRole('group', { name: '回复' }));
    replies.getByRole('button', { name: '添加文字' }).focus();
    await userEvent.keyboard('{Enter}');
    (await replies.findByRole('textbox', { name: '第 1 条：文字' })).focus();
    await userEvent.keyboard('稍等，马上拉你进群');
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加规则' })).toBeNull());
    await expect(server.stored('roomJoinKeywords')[2]).toEqual({
      keywords: ['售后'],
      reg: 1,
      roomName: '售后服务群',
      replys: [{ type: 1, content: '稍等，马上拉你进群' }],
      welcomes: [],
    });
    await expect((await ruleRow(canvasElement, '售后')).queryByText('不在群列表中')).toBeNull();
  },
};

/**
 * With the pointer: a keyword of another join rule is refused, one 简单问答 also has is pointed out; a group the
 * robot does not have is flagged once typed; a text material picked as welcome is copied into the rule (the
 * plugin sends welcomes without reading the library).
 */
export const AddWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '进群规则列表' });
    await userEvent.click(canvas.getByRole('button', { name: '添加规则' }));
    const dialog = within(await body.findByRole('dialog', { name: '添加规则' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /关键词/ }), '加群{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() =>
      expect(dialog.getByText('关键词“加群”已在其他进群规则中使用，机器人只会用第一条规则')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: /^移除\s*加群/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /关键词/ }), '价格{Enter}');
    await expect(
      await dialog.findByText(/关键词“价格”也是简单问答的关键词：私聊中此规则先响应/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByText(/关键词“价格”也是简单问答的关键词/)).toBeVisible());

    const room = dialog.getByRole('combobox', { name: /群名称/ });
    await userEvent.type(room, '新群');
    // A partial name is not flagged while it is typed; leaving the field flags it.
    await expect(dialog.queryByText(MISSING('新群'))).toBeNull();
    await userEvent.click(dialog.getByText('邀请进群前先私聊发给好友'));
    await waitFor(() => expect(dialog.getByText(MISSING('新群'))).toBeVisible());

    const replies = within(await dialog.findByRole('group', { name: '回复' }));
    await userEvent.click(replies.getByRole('button', { name: '添加文字' }));
    await userEvent.type(replies.getByRole('textbox', { name: '第 1 条：文字' }), '价格表发你了，拉你进群');
    const welcomes = within(dialog.getByRole('group', { name: '欢迎语' }));
    await userEvent.click(welcomes.getByRole('button', { name: '从素材库选择' }));
    const picker = within(await body.findByRole('dialog', { name: '从素材库选择' }));
    // The row header reads the alias, then its tag.
    const header = await picker.findByRole('rowheader', { name: /^欢迎语1(?!\d)/ }, { timeout: 5000 });
    const row = header.closest<HTMLElement>('[role="row"]');
    if (!row) throw new Error('no row for 欢迎语1');
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(picker.getByRole('button', { name: '添加所选（1）' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '从素材库选择' })).toBeNull());
    const welcome = textMaterialsFixture[0]?.content ?? '';
    await expect(welcomes.getByRole('textbox', { name: '第 1 条：文字' })).toHaveValue(welcome);

    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加规则' })).toBeNull());
    await expect(server.stored('roomJoinKeywords')[2]).toEqual({
      keywords: ['价格'],
      reg: 1,
      roomName: '新群',
      replys: [{ type: 1, content: '价格表发你了，拉你进群' }],
      welcomes: [{ type: 1, content: welcome }],
    });
    await expect(await (await ruleRow(canvasElement, '价格')).findByText('不在群列表中')).toBeVisible();
  },
};
