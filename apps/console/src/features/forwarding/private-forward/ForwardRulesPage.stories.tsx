import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../../testing/api-fetch-mock';
import { type MemoryConfigListApi, memoryConfigListApi } from '../../../testing/config-list-fixtures';
import { vipUserFixture } from '../../../testing/fixtures';
import { forwardApiRoutes, keywordForwardsFixture, privateForwardsFixture } from '../../../testing/forward-fixtures';
import { clearNotifications, pageStory } from '../../../testing/story-meta';
import { ForwardRulesPage } from './ForwardRulesPage';

/** The in-memory server of the story that renders now. */
let server: MemoryConfigListApi = memoryConfigListApi({});

const meta = {
  title: 'Console/Vip/ForwardRulesPage',
  component: ForwardRulesPage,
  ...pageStory('/vip/privateForward', vipUserFixture),
  beforeEach: () => {
    server = memoryConfigListApi({ forwards: keywordForwardsFixture, privateForwards: privateForwardsFixture });
    const restoreFetch = mockApiFetch(forwardApiRoutes);
    const clear = clearNotifications();
    return () => {
      restoreFetch();
      clear();
    };
  },
  render: () => <ForwardRulesPage api={server} />,
} satisfies Meta<typeof ForwardRulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const INCOMPLETE = '请将表单填写完整后发送';

type Queries = ReturnType<typeof within>;

/** Picks the option starting with `name` in the combobox `field` of `dialog`, by keyboard. */
async function pickByKeyboard(body: Queries, dialog: Queries, field: RegExp, word: string, name: string) {
  dialog.getByRole('combobox', { name: field }).focus();
  await userEvent.keyboard(word);
  await body.findByRole('option', { name: new RegExp(`^${name}`) });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(dialog.getByRole('row', { name })).toBeInTheDocument());
}

/** Picks the option starting with `name` in the combobox `field` of `dialog`, with the pointer. */
async function pickWithPointer(body: Queries, dialog: Queries, field: RegExp, word: string, name: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: field }));
  await userEvent.keyboard(word);
  await userEvent.click(await body.findByRole('option', { name: new RegExp(`^${name}`) }));
  await waitFor(() => expect(dialog.getByRole('row', { name })).toBeInTheDocument());
}

/** Both lists on one page, each with its own table, titled by an h2 under the page's h1. */
export const BothLists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '转发助手' })).toBeVisible();
    const keyword = within(await canvas.findByRole('region', { name: '关键词转发' }));
    const grid = within(await keyword.findByRole('grid', { name: '关键词转发规则列表' }));
    await expect(grid.getByText('群组：产品交流群')).toBeVisible();
    await expect(grid.getByText('好友：李四')).toBeVisible();
    const user = within(canvas.getByRole('region', { name: '指定用户转发' }));
    const users = within(await user.findByRole('grid', { name: '指定用户转发规则列表' }));
    await expect(users.getByRole('rowheader', { name: '李四' })).toBeVisible();
    await expect(users.getByText('全部消息')).toBeVisible();
    await expect(users.getByText('售后服务群')).toBeVisible();
  },
};

/**
 * By keyboard: an empty keyword forward rule is refused with 关键词必填, 群组必选, 转发好友必选 and the warning;
 * switched to 好友 / 群组 it says 好友必选 and 转发群组必选; filled by keyboard, Enter saves it.
 */
export const KeywordForwardByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    (await canvas.findByRole('button', { name: '添加关键词转发' })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: '添加关键词转发' }));
    const keywords = await dialog.findByRole('textbox', { name: /关键词/ });
    const save = dialog.getByRole('button', { name: '添加' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(keywords).toHaveFocus());
    await waitFor(() => expect(dialog.getByText('关键词必填')).toBeVisible());
    await expect(dialog.getByText('群组必选')).toBeVisible();
    await expect(dialog.getByText('转发好友必选')).toBeVisible();
    await waitFor(() => expect(body.getByText(INCOMPLETE)).toBeVisible());

    // The arrow keys move a radio group's choice: 群组 → 好友, and 好友 → 群组 (wrapping).
    within(dialog.getByRole('radiogroup', { name: '监听对象类型' }))
      .getByRole('radio', { name: '群组' })
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    within(dialog.getByRole('radiogroup', { name: '转发对象类型' }))
      .getByRole('radio', { name: '好友' })
      .focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(dialog.getByText('好友必选')).toBeVisible());
    await expect(dialog.getByText('转发群组必选')).toBeVisible();

    keywords.focus();
    await userEvent.keyboard('报警{Enter}');
    await pickByKeyboard(body, dialog, /^监听的好友/, '老张', '张三');
    await pickByKeyboard(body, dialog, /^转发到群组/, '测试', '测试群');
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加关键词转发' })).toBeNull());
    await expect(server.stored('forwards')[1]).toEqual({
      keywords: ['报警'],
      reg: 1,
      type: 'contact',
      targets: [{ id: 'wxid_zhangsan', name: '张三' }],
      forwardType: 'room',
      forwardTargets: [{ id: '3001@chatroom', name: '测试群' }],
    });
  },
};

/** With the pointer: the same messages on an empty 添加; a complete rule with exact match is saved. */
export const KeywordForwardWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '添加关键词转发' }));
    const dialog = within(await body.findByRole('dialog', { name: '添加关键词转发' }));
    const keywords = await dialog.findByRole('textbox', { name: /关键词/ });
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(dialog.getByText('关键词必填')).toBeVisible());
    await expect(dialog.getByText('群组必选')).toBeVisible();
    await expect(dialog.getByText('转发好友必选')).toBeVisible();
    await waitFor(() => expect(body.getByText(INCOMPLETE)).toBeVisible());

    await userEvent.type(keywords, '故障{Enter}');
    await userEvent.click(dialog.getByRole('radio', { name: '精确匹配' }));
    await pickWithPointer(body, dialog, /^监听的群组/, '测试', '测试群');
    await userEvent.click(
      within(dialog.getByRole('radiogroup', { name: '转发对象类型' })).getByRole('radio', { name: '群组' }),
    );
    await waitFor(() => expect(dialog.getByText('转发群组必选')).toBeVisible());
    await pickWithPointer(body, dialog, /^转发到群组/, '售后', '售后服务群');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加关键词转发' })).toBeNull());
    await expect(server.stored('forwards')[1]).toEqual({
      keywords: ['故障'],
      reg: 2,
      type: 'room',
      targets: [{ id: '3001@chatroom', name: '测试群' }],
      forwardType: 'room',
      forwardTargets: [{ id: '3003@chatroom', name: '售后服务群' }],
    });
  },
};

/**
 * By keyboard: an empty forward-by-user rule is refused (必填, somewhere to forward to, the warning); the user is
 * picked from the friends, a group added from the search, Enter saves it (text only by default).
 */
export const PrivateForwardByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    (await canvas.findByRole('button', { name: '添加指定用户转发' })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: '添加指定用户转发' }));
    const name = await dialog.findByRole('combobox', { name: /^指定用户/ });
    const save = dialog.getByRole('button', { name: '添加' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveFocus());
    await waitFor(() => expect(dialog.getByText('必填')).toBeVisible());
    await expect(dialog.getByText('转发群组和转发好友至少选择一个')).toBeVisible();
    await waitFor(() => expect(body.getByText(INCOMPLETE)).toBeVisible());

    await userEvent.keyboard('张');
    await body.findByRole('option', { name: /^张三/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(name).toHaveValue('张三'));
    await pickByKeyboard(body, dialog, /^转发群组/, '测试', '测试群');
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加指定用户转发' })).toBeNull());
    await expect(server.stored('privateForwards')[1]).toEqual({
      name: '张三',
      type: 1,
      rooms: ['测试群'],
      contacts: [],
    });
  },
};

/** With the pointer: the same refusal; a user typed by hand, 全部消息 and a friend are saved. */
export const PrivateForwardWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '添加指定用户转发' }));
    const dialog = within(await body.findByRole('dialog', { name: '添加指定用户转发' }));
    const name = await dialog.findByRole('combobox', { name: /^指定用户/ });
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(dialog.getByText('必填')).toBeVisible());
    await expect(dialog.getByText('转发群组和转发好友至少选择一个')).toBeVisible();
    await waitFor(() => expect(body.getByText(INCOMPLETE)).toBeVisible());

    await userEvent.type(name, '王五');
    // The name's suggestions are open and hide the rest of the dialog from the accessibility tree; the pointer
    // still reaches the radio, and clicking it closes them.
    await userEvent.click(dialog.getByRole('radio', { name: '全部消息', hidden: true }));
    await waitFor(() => expect(name).toHaveAttribute('aria-expanded', 'false'));
    await pickWithPointer(body, dialog, /^转发好友/, '李', '李四');
    await waitFor(() => expect(dialog.queryByText('转发群组和转发好友至少选择一个')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加指定用户转发' })).toBeNull());
    await expect(server.stored('privateForwards')[1]).toEqual({ name: '王五', type: 2, rooms: [], contacts: ['李四'] });
  },
};

/** A free user: the server refuses both vip lists, and each says so with 去开通. */
export const FreeUserRefused: Story = {
  beforeEach: () => {
    server = memoryConfigListApi({}, { refused: '本功能需要开通会员方可使用：关键词转发（forwards）' });
    return clearNotifications();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: '去开通' })).toHaveLength(2));
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};
