import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ConfigListName } from '@weassit/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { materialListAnswer, mockApiFetch } from '../../testing/api-fetch-mock';
import { type MemoryConfigListApi, memoryConfigListApi, replyRulesFixture } from '../../testing/config-list-fixtures';
import { vipUserFixture } from '../../testing/fixtures';
import { clearNotifications, inFrame } from '../../testing/story-meta';
import { KeywordRepliesPage } from './keywords/KeywordRepliesPage';
import { SkillsPage } from './keywords-event/SkillsPage';

/** The in-memory server of the story that renders now. */
let server: MemoryConfigListApi = memoryConfigListApi({});

/** The lists the stories' robot config holds: `GET /api/wechat/config` answers them as the server stores them. */
const LISTS: ConfigListName[] = ['replyKeywords', 'eventKeywords', 'callBackEvents', 'roomJoinKeywords'];

function Pages({ page }: { page: 'replies' | 'skills' }) {
  return page === 'replies' ? <KeywordRepliesPage api={server} /> : <SkillsPage api={server} hasTianxingKey={false} />;
}

const meta = {
  title: 'Console/Wechat/ConfigListPages',
  component: Pages,
  parameters: { layout: 'fullscreen' },
  args: { page: 'replies' },
  beforeEach: () => {
    server = memoryConfigListApi({
      replyKeywords: replyRulesFixture,
      eventKeywords: [{ event: 'news', keywords: ['新闻'], reg: 1, scope: 'all' }],
      roomJoinKeywords: [{ keywords: ['进群'], reg: 1, roomName: '交流群', replys: [], welcomes: [] }],
    });
    const restoreFetch = mockApiFetch({
      '/api/material/list': materialListAnswer(),
      '/api/wechat/config': () => ({
        id: 'config-1',
        verifyCode: '',
        panelVersion: '',
        version: 1,
        config: JSON.stringify(Object.fromEntries(LISTS.map((name) => [name, server.stored(name)]))),
      }),
    });
    const clear = clearNotifications();
    return () => {
      restoreFetch();
      if (typeof clear === 'function') clear();
    };
  },
  decorators: [inFrame('/wechat/keywords', vipUserFixture)],
} satisfies Meta<typeof Pages>;

export default meta;
type Story = StoryObj<typeof meta>;

const scopeOf = (element: HTMLElement) => within(element);

/** Opens the add dialog of the page shown and waits for its fields (they load with the dialog). */
async function openAddDialog(canvasElement: HTMLElement, list: string, add: string) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await canvas.findByRole('grid', { name: list });
  await userEvent.click(canvas.getByRole('button', { name: add }));
  const dialog = within(await body.findByRole('dialog', { name: add }));
  const keywords = await dialog.findByRole('textbox', { name: /关键词/ });
  return { canvas, body, dialog, keywords };
}

/** 简单问答: a keyword another rule of the list has is refused, with the reason. */
export const KeywordRepliesRefuseUsedKeyword: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, keywords } = await openAddDialog(canvasElement, '问答规则列表', '添加问答');
    await userEvent.type(keywords, '地址{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: '第 1 条：文字' }), '第一句');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() =>
      expect(dialog.getByText('关键词“地址”已在其他规则中使用，机器人只会用第一条规则回复')).toBeVisible(),
    );
    await expect(server.stored('replyKeywords')).toHaveLength(replyRulesFixture.length);
  },
};

/**
 * 简单问答: a keyword another list answers is pointed out; texts and a material from the library are added,
 * reordered and saved in order (the material by id); search finds the rule by the material's name.
 */
export const KeywordReplies: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, body, dialog, keywords } = await openAddDialog(canvasElement, '问答规则列表', '添加问答');
    await userEvent.type(keywords, '新闻{Enter}');
    await expect(
      await dialog.findByText('关键词“新闻”也是技能中心的关键词：私聊和群聊中由技能中心先响应，此规则不会回复'),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: '第 1 条：文字' }), '一');
    await userEvent.click(dialog.getByRole('button', { name: '添加文字' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '第 2 条：文字' }), '二');
    await userEvent.click(dialog.getByRole('button', { name: '下移第 1 条' }));
    await expect(dialog.getByRole('textbox', { name: '第 1 条：文字' })).toHaveValue('二');

    await userEvent.click(dialog.getByRole('button', { name: '从素材库选择' }));
    const picker = scopeOf(await body.findByRole('dialog', { name: '从素材库选择' }));
    await userEvent.click(await picker.findByRole('tab', { name: /^文件/ }, { timeout: 10_000 }));
    const header = await picker.findByRole('rowheader', { name: /^产品手册/ }, { timeout: 10_000 });
    const row = header.closest<HTMLElement>('[role="row"]');
    if (!row) throw new Error('no row for 产品手册');
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(picker.getByRole('button', { name: '添加所选（1）' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '从素材库选择' })).toBeNull());
    await expect(dialog.getByText('第 3 条：文件素材')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加问答' })).toBeNull());
    await expect(server.stored('replyKeywords')[3]).toMatchObject({
      keywords: ['新闻'],
      replys: [
        { type: 1, content: '二' },
        { type: 1, content: '一' },
        { type: 2, id: 'file-1', title: '产品手册' },
      ],
    });
    await expect(await canvas.findByText('二 等 2 条')).toBeVisible();
    // Search finds a rule by a material's name.
    await userEvent.type(canvas.getByRole('searchbox'), '产品手册');
    await waitFor(() => expect(canvas.queryByRole('button', { name: '编辑规则：价格、多少钱' })).toBeNull());
    await expect(canvas.getByRole('button', { name: '编辑规则：新闻' })).toBeVisible();
  },
};

/** 技能中心: the missing 天行 key is said in the list, and in the dialog for a skill that needs it. */
export const SkillsNeedTianxingKey: Story = {
  args: { page: 'skills' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '技能规则列表' });
    await expect(canvas.getByText(/基础配置中还没有填写/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去基础配置填写' })).toBeVisible();
    await expect(canvas.getByText('新闻资讯（需天行 Key）')).toBeVisible();
    const { body, dialog } = await openAddDialog(canvasElement, '技能规则列表', '添加技能');
    await userEvent.click(dialog.getByRole('button', { name: /技能/ }));
    await userEvent.click(await body.findByRole('option', { name: '星座运势' }));
    await expect(dialog.getByText(/该技能需要天行数据 API Key/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: '在新窗口打开基础配置' })).toHaveAttribute('target', '_blank');
  },
};

/** 技能中心: a private-only skill forces 仅私聊 and says why; a keyword 简单问答 has too is pointed out. */
export const Skills: Story = {
  args: { page: 'skills' },
  play: async ({ canvasElement }) => {
    const { canvas, body, dialog, keywords } = await openAddDialog(canvasElement, '技能规则列表', '添加技能');
    await userEvent.type(keywords, '价格{Enter}');
    await expect(
      await dialog.findByText('关键词“价格”也是简单问答的关键词：私聊和群聊中此规则先响应，简单问答的规则不会回复'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /技能/ }));
    await userEvent.click(await body.findByRole('option', { name: '更新配置（仅私聊）' }));
    await expect(dialog.getByRole('radio', { name: '仅私聊' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '仅群聊' })).toBeDisabled();
    await expect(dialog.getByText('该技能只能在私聊中使用，生效范围固定为仅私聊')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加技能' })).toBeNull());
    await expect(server.stored('eventKeywords')[1]).toEqual({
      keywords: ['价格'],
      reg: 1,
      scope: 'friend',
      event: 'updateConfig',
    });
    await expect(await canvas.findByText('更新配置（仅私聊）')).toBeVisible();
  },
};

/** 技能中心: 恢复默认技能 names and adds back 更新 and 同步, then is no longer offered. */
export const SkillsRestoreDefaults: Story = {
  args: { page: 'skills' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '技能规则列表' });
    await userEvent.click(canvas.getByRole('button', { name: '恢复默认技能（更新、同步）' }));
    await waitFor(() =>
      expect(server.stored('eventKeywords').map((rule) => rule.event)).toEqual([
        'news',
        'updateConfig',
        'reloadFriend',
      ]),
    );
    // The toast fades in.
    await waitFor(() => expect(body.getByText('已恢复默认技能：更新、同步')).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('button', { name: /恢复默认技能/ })).toBeNull());
  },
};
