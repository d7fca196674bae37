import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NameSearchFunction } from '@weassit/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../testing/api-fetch-mock';
import { vipUserFixture } from '../../testing/fixtures';
import { inFrame } from '../../testing/story-meta';
import { RuleSimulatorButton } from './RuleSimulatorButton';
import { RuleSimulatorPanel } from './RuleSimulatorPanel';
import type { SimulatorData } from './simulator-input';

const FRIENDS = [
  { id: 'wx-zhang', name: '张三' },
  { id: 'wx-li', name: '李四', alias: '老李' },
];
const ROOMS = [{ id: 'room-test', name: '测试群' }];

/** The robot's uploaded friends and groups, searched by name as the console's search API does. */
const search: NameSearchFunction = async ({ type, word }) =>
  (type === 'room' ? ROOMS : FRIENDS).filter((option) => option.name.includes(word));

const qa = { keywords: ['价格'], reg: 1, needAt: 1, scope: 'all', replys: [{ type: 1, content: '标准版 99 元' }] };

/** Q&A answers 价格 (in groups only when @-mentioned); a skill answers 天气. */
const qaData: SimulatorData = {
  config: {
    replyKeywords: [qa],
    eventKeywords: [{ keywords: ['天气'], reg: 2, scope: 'all', event: 'weather' }],
    autoReply: false,
  },
  gptConfigs: [],
  role: 'vip',
};

/** In 测试群, 报警 is forwarded to 值班 (which does not answer) and the callback answers before Q&A. */
const forwardData: SimulatorData = {
  config: {
    forwards: [
      {
        type: 'room',
        targets: [{ name: '测试群' }],
        keywords: ['报警'],
        reg: 1,
        forwardType: 'contact',
        forwardTargets: [{ name: '值班' }],
      },
    ],
    callBackEvents: [
      { keywords: ['报警'], reg: 1, needAt: 0, scope: 'all', type: 100, customUrl: 'https://example.com/cb' },
    ],
    replyKeywords: [{ ...qa, keywords: ['报警'], needAt: 0 }],
    autoReply: false,
  },
  gptConfigs: [],
  role: 'vip',
};

const emptyData: SimulatorData = { config: { autoReply: false }, gptConfigs: [], role: 'vip' };

const meta = {
  title: 'Console/Kit/RuleSimulatorPanel',
  component: RuleSimulatorPanel,
  args: { data: qaData, search },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RuleSimulatorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The verdict sentence, announced in the polite live region. */
const verdictOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: '模拟结果' })).getByRole('status');

/** Q&A answers 价格 from a friend picked from the robot's friends, with its reply. */
export const QaAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: /消息内容/ }), '价格');
    await userEvent.type(canvas.getByRole('combobox', { name: /好友/ }), '张');
    await userEvent.click(await body.findByRole('option', { name: /张三/ }));
    await userEvent.click(canvas.getByRole('button', { name: '模拟' }));
    await waitFor(() => expect(verdictOf(canvasElement)).toHaveTextContent('由“简单问答”回复，回复：标准版 99 元'));
    const earlier = within(canvas.getByRole('list', { name: '前面各层' }));
    // The skill layer just before Q&A says why it did not answer.
    expect(earlier.getByText(/关键词“天气”未匹配/)).toBeVisible();
    expect(canvas.getByText('之后的各层不再处理这条消息。')).toBeVisible();
  },
};

/** In a group, the forward rule forwards (and lets the message through) and the callback answers first. */
export const ForwardAndCallbackFirst: Story = {
  args: { data: forwardData, initial: { chat: 'room', target: '测试群', sender: '张三', text: '服务器报警了' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '模拟' }));
    await waitFor(() => expect(verdictOf(canvasElement)).toHaveTextContent('由“回调事件”回复'));
    const earlier = within(canvas.getByRole('list', { name: '前面各层' }));
    expect(earlier.getByText(/转发给好友“值班”/)).toBeVisible();
    expect(canvas.getByText('发给服务的内容：服务器报警了')).toBeVisible();
    expect(canvas.getByText('群聊中回复前会@发送者')).toBeVisible();
    // Q&A, which has the same keyword, comes after the answer: it is not among the earlier layers.
    expect(earlier.queryByText('简单问答')).toBeNull();
  },
};

/** Nothing answers: 不回复, and every layer says why. */
export const NothingAnswers: Story = {
  args: { data: emptyData, initial: { target: '张三', text: '你好' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '模拟' }));
    await waitFor(() => expect(verdictOf(canvasElement)).toHaveTextContent(/^不回复：/));
    expect(within(canvas.getByRole('list', { name: '前面各层' })).getAllByRole('listitem')).toHaveLength(17);
  },
};

/** Submitting without a text or a chat marks both fields and focuses the first. */
export const RequiresTextAndChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '模拟' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /消息内容/ })).toHaveFocus());
    expect(canvas.getByText('请输入消息内容')).toBeVisible();
    expect(canvas.getByText('请输入名称')).toBeVisible();
    expect(verdictOf(canvasElement)).toHaveTextContent('');
  },
};

/** On a phone-wide screen the fields stack and the long reasons wrap inside the panel. */
export const Narrow: Story = {
  args: { data: forwardData, initial: { chat: 'room', target: '测试群', text: '服务器报警了，请尽快处理' } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '模拟' }));
    await waitFor(() => expect(verdictOf(canvasElement)).toHaveTextContent('由“回调事件”回复'));
    // Nothing sticks out of the 320px column.
    const panel = canvas.getByRole('region', { name: '模拟结果' }).parentElement as HTMLElement;
    expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    expect(panel.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** Keyboard only: type, arrow to 群聊, tab to the group and the checkbox, space, Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: /消息内容/ });
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.keyboard('价格');
    await userEvent.tab();
    expect(canvas.getByRole('radio', { name: '私聊' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(canvas.getByRole('radio', { name: '群聊' })).toBeChecked();
    await userEvent.tab();
    expect(canvas.getByRole('combobox', { name: /群聊名称/ })).toHaveFocus();
    await userEvent.keyboard('测试群');
    await userEvent.tab();
    expect(canvas.getByRole('textbox', { name: /发送者/ })).toHaveFocus();
    await userEvent.keyboard('张三');
    await userEvent.tab();
    expect(canvas.getByRole('checkbox', { name: '@机器人' })).toHaveFocus();
    // Without the @-mention the group rule that needs it does not answer.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(verdictOf(canvasElement)).toHaveTextContent(/^不回复：/));
    await userEvent.keyboard(' ');
    expect(canvas.getByRole('checkbox', { name: '@机器人' })).toBeChecked();
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: '模拟' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(verdictOf(canvasElement)).toHaveTextContent('由“简单问答”回复，回复：标准版 99 元'));
  },
};

/** The page's button: the dialog loads on demand, reads the saved config and simulates on it. */
export const FromThePageButton: Story = {
  render: () => <RuleSimulatorButton lists={{ replyKeywords: [qa] }} />,
  beforeEach: () =>
    mockApiFetch({
      '/api/wechat/config': () => ({
        id: 'config-1',
        verifyCode: '',
        panelVersion: '',
        version: 1,
        config: JSON.stringify({ replyKeywords: [], autoReply: false }),
      }),
      '/api/gpt_config': () => [],
      '/api/wechat/search': (url) => ({
        sourceList: FRIENDS.filter((f) => f.name.includes(url.searchParams.get('word') ?? '')),
      }),
    }),
  decorators: [inFrame('/wechat/keywords', vipUserFixture)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '规则模拟' }));
    const dialog = within(await body.findByRole('dialog', { name: '规则模拟' }));
    expect(await dialog.findByText('按已保存的配置模拟：未保存的修改不包括在内。')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /消息内容/ }), '价格');
    await userEvent.type(dialog.getByRole('combobox', { name: /好友/ }), '李');
    // Found through the console's search API.
    await userEvent.click(await body.findByRole('option', { name: /李四/ }));
    await userEvent.click(dialog.getByRole('button', { name: '模拟' }));
    // The page's list (with 价格) stands for the saved one (still empty a moment ago).
    expect(await dialog.findByText('由“简单问答”回复，回复：标准版 99 元')).toBeVisible();
  },
};
