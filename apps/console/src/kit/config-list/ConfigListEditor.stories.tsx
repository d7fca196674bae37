import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONFIG_LIST_CONFLICT_MESSAGE } from '@weassit/contract';
import { cancelAllConfirms, TextField, toast } from '@weassit/ui';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConfigListItem } from '../../lib/config-list-api';
import { type MemoryConfigListApi, memoryConfigListApi, replyRulesFixture } from '../../testing/config-list-fixtures';
import { resetStoryGlobals } from '../../testing/contact-fixtures';
import { vipUserFixture } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/StoryFrame';
import { ConfigListEditor } from './ConfigListEditor';
import type { ConfigItemForm } from './item-form';
import { KeywordChips } from './KeywordChips';
import { useConfigList } from './use-config-list';

/*
 * A minimal page on the editor, as a new list page is built: columns, a form, the mappers and the texts. The list
 * is `replyKeywords`, so the dialog validates with that list's contract schema; the calls are in memory.
 */
interface Rule extends ConfigListItem {
  keywords?: string[];
  replys?: { type: number; content?: string }[];
}
interface Values {
  keyword: string;
  reply: string;
}
type Field = 'keyword' | 'reply';

const keywordsOf = (rule: Rule) => rule.keywords ?? [];
const replyOf = (rule: Rule) => rule.replys?.[0]?.content ?? '';

const form: ConfigItemForm<Rule, Values, Field> = {
  empty: () => ({ keyword: '', reply: '' }),
  toForm: (rule) => ({ keyword: keywordsOf(rule).join(','), reply: replyOf(rule) }),
  toItem: (values, original) => ({
    ...original,
    keywords: values.keyword
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    replys: [{ type: 1, content: values.reply }],
  }),
  validate: (values) => ({
    ...(values.keyword.trim() ? {} : { keyword: '请输入关键词' }),
    ...(values.reply.trim() ? {} : { reply: '请输入回复' }),
  }),
  render: (state) => (
    <>
      <TextField label="关键词" autoFocus {...state.textField('keyword')} />
      <TextField label="回复" {...state.textField('reply')} />
    </>
  ),
};

/** The in-memory server of the story that renders now (each story starts with a fresh one). */
let server: MemoryConfigListApi = memoryConfigListApi({});

function DemoRules() {
  const [api] = useState(() => server);
  const list = useConfigList<Rule>('replyKeywords', api);
  return (
    <ConfigListEditor
      list={list}
      texts={{
        title: '示例规则',
        tableLabel: '示例规则列表',
        emptyTitle: '还没有规则',
        emptyDescription: '添加关键词和回复。',
        add: '添加规则',
        editTitle: '编辑规则',
      }}
      description="收到关键词时回复。"
      columns={[
        {
          key: 'keywords',
          title: '关键词',
          isRowHeader: true,
          render: ({ item }) => <KeywordChips keywords={keywordsOf(item)} label={keywordsOf(item).join('、')} />,
        },
        { key: 'reply', title: '回复', render: ({ item }) => replyOf(item) },
      ]}
      describe={(rule) => keywordsOf(rule).join('、')}
      matches={(rule, word) => keywordsOf(rule).some((k) => k.includes(word)) || replyOf(rule).includes(word)}
      form={form}
    />
  );
}

const meta = {
  title: 'Console/Kit/ConfigListEditor',
  component: DemoRules,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    server = memoryConfigListApi({ replyKeywords: replyRulesFixture });
    return resetStoryGlobals({ toasts: () => toast.clear(), confirms: cancelAllConfirms });
  },
  decorators: [
    (Story) => (
      <StoryFrame path="/wechat/keywords" user={vipUserFixture}>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof DemoRules>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: '示例规则列表' });
const stored = () => server.stored('replyKeywords') as Rule[];

/** The rules at a glance: keywords as chips, the reply, the count against the cap and the row actions. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await expect(await grid.findByRole('button', { name: '编辑规则：价格、多少钱' })).toBeVisible();
    await expect(grid.getByRole('list', { name: '价格、多少钱' })).toBeVisible();
    await expect(canvas.getByText('共 3 条，最多 2000 条')).toBeVisible();
    // The order decides which rule answers: the first cannot move up, the last cannot move down.
    await expect(grid.getByRole('button', { name: '上移规则：价格、多少钱' })).toBeDisabled();
    await expect(grid.getByRole('button', { name: '下移规则：营业时间' })).toBeDisabled();
    await expect(grid.getByRole('button', { name: '下移规则：价格、多少钱' })).toBeEnabled();
  },
};

/** 添加规则 by keyboard: the dialog opens on Enter, the contract's schema and the page's checks run, Enter saves. */
export const AddByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await table(canvasElement);
    canvas.getByRole('button', { name: '添加规则' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: '添加规则' }));
    const save = dialog.getByRole('button', { name: '添加' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    // Refused: the first invalid field is marked and focused.
    const keyword = dialog.getByRole('textbox', { name: /关键词/ });
    await waitFor(() => expect(keyword).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(keyword).toHaveFocus());
    await userEvent.keyboard('退货');
    await userEvent.tab();
    await userEvent.keyboard('七天无理由');
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加规则' })).toBeNull());
    await waitFor(() => expect(body.getByText('已保存，机器人已更新配置')).toBeVisible());
    await expect(await canvas.findByRole('button', { name: '编辑规则：退货' })).toBeVisible();
    await expect(stored()[3]).toEqual({ keywords: ['退货'], replys: [{ type: 1, content: '七天无理由' }] });
  },
};

/** 编辑 keeps the fields the form does not show; 复制 inserts a copy right after the row (pointer). */
export const EditAndDuplicate: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = within(await table(canvasElement));
    await userEvent.click(await grid.findByRole('button', { name: '编辑规则：地址' }));
    const dialog = within(await body.findByRole('dialog', { name: '编辑规则' }));
    const reply = dialog.getByRole('textbox', { name: /回复/ });
    await expect(reply).toHaveValue('上海市浦东新区');
    await userEvent.clear(reply);
    await userEvent.type(reply, '北京市朝阳区');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '编辑规则' })).toBeNull());
    await expect(await grid.findByText('北京市朝阳区')).toBeVisible();
    // reg and scope were not in the form: they stay.
    await expect(stored()[1]).toMatchObject({ keywords: ['地址'], reg: 2, scope: 'room' });

    await userEvent.click(grid.getByRole('button', { name: '复制规则：地址' }));
    await waitFor(() => expect(grid.getAllByText('北京市朝阳区')).toHaveLength(2));
    await expect(stored().map((rule) => rule.keywords?.[0])).toEqual(['价格', '地址', '地址', '营业时间']);
  },
};

/** 下移 by keyboard moves the rule one place down on the server, and the row follows. */
export const MoveDown: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(await table(canvasElement));
    (await grid.findByRole('button', { name: '下移规则：价格、多少钱' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(stored().map((rule) => rule.keywords?.[0])).toEqual(['地址', '价格', '营业时间']));
    await waitFor(() =>
      expect(within(grid.getAllByRole('row')[1] as HTMLElement).getByText('上海市浦东新区')).toBeVisible(),
    );
    await expect(grid.getByRole('button', { name: '上移规则：价格、多少钱' })).toBeEnabled();
  },
};

/** 删除 asks first (a danger confirm naming the rule): 取消 keeps the rule, 确定删除 removes it. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = within(await table(canvasElement));
    await userEvent.click(await grid.findByRole('button', { name: '删除规则：地址' }));
    const confirm = within(await body.findByRole('alertdialog', { name: '删除规则' }));
    // The confirm fades in: poll until its message is visible.
    await waitFor(() => expect(confirm.getByText('确定删除规则“地址”吗？删除后机器人不再使用它。')).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(stored()).toHaveLength(3);

    await userEvent.click(grid.getByRole('button', { name: '删除规则：地址' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog', { name: '删除规则' })).getByRole('button', { name: '确定删除' }),
    );
    await waitFor(() => expect(grid.queryByRole('button', { name: '删除规则：地址' })).toBeNull());
    await waitFor(() => expect(body.getByText('已删除，机器人已更新配置')).toBeVisible());
    await expect(stored()).toHaveLength(2);
    // axe checks the page as it stays, once the confirm has faded out.
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: '删除规则' })).toBeNull());
  },
};

/** Another tab changed the list: the change is refused with the contract's message; 重新加载 shows the list. */
export const ConflictAndReload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await grid.findByRole('button', { name: '复制规则：地址' });
    server.changeElsewhere('replyKeywords', { keywords: ['别处添加'], replys: [{ type: 1, content: '另一个标签页' }] });
    await userEvent.click(grid.getByRole('button', { name: '复制规则：地址' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(CONFIG_LIST_CONFLICT_MESSAGE);
    await expect(stored()).toHaveLength(4);
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await grid.findByText('另一个标签页')).toBeVisible();
    // After the reload the same change goes through.
    await userEvent.click(grid.getByRole('button', { name: '复制规则：地址' }));
    await waitFor(() => expect(stored()).toHaveLength(5));
    // axe checks the page as it stays: once the notice has faded in completely.
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => {
      const notice = body.getByText('已保存，机器人已更新配置');
      expect(getComputedStyle(notice.closest('[data-type]') ?? notice).opacity).toBe('1');
    });
  },
};

/** An empty list explains itself and carries the add button; search finds nothing to hide. */
export const Empty: Story = {
  beforeEach: () => {
    server = memoryConfigListApi({});
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '还没有规则' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加规则' })).toBeEnabled();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** A failed first load offers 重试, which loads the list. */
export const LoadFailed: Story = {
  beforeEach: () => {
    server = memoryConfigListApi({ replyKeywords: replyRulesFixture }, { failLoads: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '加载失败' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await table(canvasElement)).toBeVisible();
  },
};

/** A vip list refused to a free user: the refusal and 去开通, no table. */
export const VipRefused: Story = {
  beforeEach: () => {
    server = memoryConfigListApi({}, { refused: '本功能需要开通会员方可使用：私聊转发（privateForwards）' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('本功能需要开通会员方可使用：私聊转发（privateForwards）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去开通' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** Search narrows the rows (keywords and replies) once typing pauses; clearing shows them all. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await grid.findByRole('button', { name: '编辑规则：地址' });
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索规则' }), '浦东');
    await waitFor(() => expect(grid.queryByRole('button', { name: '编辑规则：价格、多少钱' })).toBeNull());
    await expect(grid.getByRole('button', { name: '编辑规则：地址' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(await grid.findByRole('button', { name: '编辑规则：价格、多少钱' })).toBeVisible();
  },
};
