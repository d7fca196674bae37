import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  type MemoryConfigListApi,
  memoryConfigListApi,
  replyRulesFixture,
} from '../../../testing/config-list-fixtures';
import { vipUserFixture } from '../../../testing/fixtures';
import { clearNotifications, inFrame } from '../../../testing/story-meta';
import { KeywordRepliesPage } from './KeywordRepliesPage';
import { SkillsPage } from './SkillsPage';

/** The in-memory server of the story that renders now. */
let server: MemoryConfigListApi = memoryConfigListApi({});

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
    });
    return clearNotifications();
  },
  decorators: [inFrame('/wechat/keywords', vipUserFixture)],
} satisfies Meta<typeof Pages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 简单问答: a keyword another rule has is refused; replies are added, reordered and saved in order. */
export const KeywordReplies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '问答规则列表' });
    await userEvent.click(canvas.getByRole('button', { name: '添加问答' }));
    const dialog = within(await body.findByRole('dialog', { name: '添加问答' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /关键词/ }), '地址{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: '第 1 条回复' }), '第一句');
    await userEvent.click(dialog.getByRole('button', { name: '添加回复' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '第 2 条回复' }), '第二句');
    await userEvent.click(dialog.getByRole('button', { name: '下移第 1 条回复' }));
    await expect(dialog.getByRole('textbox', { name: '第 1 条回复' })).toHaveValue('第二句');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() =>
      expect(dialog.getByText('关键词“地址”已在其他规则中使用，机器人只会用第一条规则回复')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: /^移除/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /关键词/ }), '邮编{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加问答' })).toBeNull());
    await expect(server.stored('replyKeywords')[3]).toMatchObject({
      keywords: ['邮编'],
      replys: [
        { type: 1, content: '第二句' },
        { type: 1, content: '第一句' },
      ],
    });
    await expect(await canvas.findByText('第二句 等 1 条')).toBeVisible();
  },
};

/** 技能中心: a private-only skill forces 仅私聊; the missing 天行 key is said; 恢复默认技能 adds 更新 and 同步. */
export const Skills: Story = {
  args: { page: 'skills' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '技能规则列表' });
    await expect(canvas.getByText(/基础配置中还没有填写/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加技能' }));
    const dialog = within(await body.findByRole('dialog', { name: '添加技能' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /关键词/ }), '刷新{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: /技能/ }));
    await userEvent.click(await body.findByRole('option', { name: '更新配置（仅私聊）' }));
    await expect(dialog.getByRole('radio', { name: '仅私聊' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '仅群聊' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加技能' })).toBeNull());
    await expect(server.stored('eventKeywords')[1]).toEqual({
      keywords: ['刷新'],
      reg: 1,
      scope: 'friend',
      event: 'updateConfig',
    });

    await userEvent.click(canvas.getByRole('button', { name: '恢复默认技能' }));
    await waitFor(() =>
      expect(server.stored('eventKeywords').map((rule) => rule.event)).toEqual([
        'news',
        'updateConfig',
        'updateConfig',
        'reloadFriend',
      ]),
    );
    await expect(canvas.getByRole('button', { name: '恢复默认技能' })).toBeDisabled();
  },
};
