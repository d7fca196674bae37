import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GptConfig, UserInfo } from '@weassit/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vipUserFixture } from '../../../testing/fixtures';
import {
  type GptConfigServer,
  gptConfigsFixture,
  type ListBehaviour,
  mockGptConfigApi,
} from '../../../testing/gpt-config-fixtures';
import { StoryFrame } from '../../../testing/StoryFrame';
import { clearNotifications } from '../../../testing/story-meta';
import { CustomChatPage } from './CustomChatPage';

/** The in-memory server of the story that renders now. */
let server: GptConfigServer;

const meta = {
  title: 'Console/Aibot/CustomChat',
  component: CustomChatPage,
  parameters: { layout: 'fullscreen', configs: gptConfigsFixture, behaviour: 'normal', user: vipUserFixture },
  decorators: [
    (Story, { parameters }) => (
      <StoryFrame path="/aibot/customchat" user={parameters.user as UserInfo}>
        <Story />
      </StoryFrame>
    ),
  ],
  // The page's real API calls, answered at the fetch level by an in-memory server.
  beforeEach: ({ parameters }) => {
    const clear = clearNotifications();
    const mock = mockGptConfigApi(parameters.configs as GptConfig[], parameters.behaviour as ListBehaviour);
    server = mock.server;
    return () => {
      mock.restore();
      clear();
    };
  },
} satisfies Meta<typeof CustomChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const table = await within(canvasElement).findByRole('grid', { name: '自定义对话列表' });
  const header = await within(table).findByRole('rowheader', { name: new RegExp(name) });
  return within(header.closest<HTMLElement>('[role="row"]') as HTMLElement);
};

/** Each row at a glance: targets (or 全部好友, 除外 1 个), service, trigger, usage against the limit, on/off. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const team = await rowOf(canvasElement, '客服群');
    await expect(team.getByRole('list', { name: '对象：项目群 A、售后服务群' })).toBeVisible();
    for (const text of ['群组', 'ChatGPT', '需要@', '问', '请问', '已用 3 / 100 次', '已开启']) {
      await expect(team.getByText(text, { exact: true })).toBeVisible();
    }
    const friends = await rowOf(canvasElement, '全部好友');
    for (const text of ['好友', '除外 1 个', 'Dify', '所有消息', '已用 0 次 · 不限']) {
      await expect(friends.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(friends.queryByRole('button', { name: /^重置次数/ })).toBeNull();
    const family = await rowOf(canvasElement, '家人群');
    for (const text of ['Coze V3', '已用 20 / 20 次', '仅默认回复']) {
      await expect(family.getByText(text, { exact: true })).toBeVisible();
    }
  },
};

/** 删除 asks first: 取消 keeps the row; 确定删除 removes it and the list reloads. */
export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const team = await rowOf(canvasElement, '客服群');
    await userEvent.click(team.getByRole('button', { name: '删除配置：客服群' }));
    let ask = await body.findByRole('alertdialog', { name: '删除配置' });
    await waitFor(() => expect(within(ask).getByText(/确定删除“客服群”的自定义对话吗/)).toBeVisible());
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: '删除配置' })).toBeNull());
    await expect(server.configs).toHaveLength(3);

    await userEvent.click(team.getByRole('button', { name: '删除配置：客服群' }));
    ask = await body.findByRole('alertdialog', { name: '删除配置' });
    await userEvent.click(within(ask).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(body.getByText('删除成功')).toBeVisible());
    await waitFor(() => expect(within(canvasElement).queryByRole('rowheader', { name: /客服群/ })).toBeNull());
    await expect(server.configs.map((config) => config.id)).toEqual(['g2', 'g3']);
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: '删除配置' })).toBeNull());
  },
};

/** 重置次数 asks first: Escape keeps the count; 确定重置 sets it to 0 and the row says so. */
export const ResetAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const family = await rowOf(canvasElement, '家人群');
    await userEvent.click(family.getByRole('button', { name: '重置次数：家人群' }));
    let ask = await body.findByRole('alertdialog', { name: '重置次数' });
    await waitFor(() => expect(within(ask).getByText('确定把“家人群”已用的 20 次清零吗？')).toBeVisible());
    await waitFor(() => expect(ask.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: '重置次数' })).toBeNull());
    await expect(server.configs.find((config) => config.id === 'g3')?.usedNum).toBe(20);

    await userEvent.click(family.getByRole('button', { name: '重置次数：家人群' }));
    ask = await body.findByRole('alertdialog', { name: '重置次数' });
    await userEvent.click(within(ask).getByRole('button', { name: '确定重置' }));
    await waitFor(() => expect(body.getByText('已重置次数')).toBeVisible());
    const reset = await rowOf(canvasElement, '家人群');
    await waitFor(() => expect(reset.getByText('已用 0 / 20 次')).toBeVisible());
    await expect(reset.queryByRole('button', { name: '重置次数：家人群' })).toBeNull();
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: '重置次数' })).toBeNull());
  },
};

/** No config yet: what the page is for, and the one add button. */
export const Empty: Story = {
  parameters: { configs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '还没有自定义对话', level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '添加配置' })).toHaveLength(1);
  },
};

export const Loading: Story = { parameters: { behaviour: 'pending' } };

/** The list failed (the API client said why): 重试 loads it again. */
export const LoadError: Story = {
  parameters: { behaviour: 'failOnce' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '加载失败' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await rowOf(canvasElement, '客服群');
    await expect(server.listed).toBe(2);
  },
};

const openAddDialog = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await rowOf(canvasElement, '客服群');
  await userEvent.click(within(canvasElement).getByRole('button', { name: '添加配置' }));
  const dialog = await body.findByRole('dialog', { name: '添加配置' });
  return { body, dialog: within(dialog), element: dialog };
};

/** Picks a service in the 服务类型 select: opened by keyboard, the option clicked. */
const chooseService = async (body: ReturnType<typeof within>, dialog: ReturnType<typeof within>, service: string) => {
  const trigger = dialog.getByRole('button', { name: (name: string) => name.includes('服务类型') });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await body.findByRole('option', { name: service }));
  await waitFor(() => expect(trigger).toHaveTextContent(service));
};

/**
 * 添加 on an empty form: no target and no key are refused inline and the picker takes focus; a Coze config without
 * its bot id is refused, and the bot id field takes focus.
 */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, element } = await openAddDialog(canvasElement);
    const picker = await dialog.findByRole('listbox', { name: '选择对象' });
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(await dialog.findByText('请至少选择一个对象')).toBeVisible();
    await expect(dialog.getByText('请输入密钥')).toBeVisible();
    // The first invalid field, the picker, takes focus (its search box).
    const firstInvalid = element.querySelector('[data-invalid]');
    await expect(firstInvalid?.contains(picker)).toBe(true);
    await waitFor(() => expect(firstInvalid?.contains(document.activeElement)).toBe(true));
    await expect(server.saved).toHaveLength(0);

    await userEvent.click(await dialog.findByRole('option', { name: /读书会/ }));
    await chooseService(body, dialog, 'Coze V2');
    await userEvent.type(dialog.getByLabelText(/^密钥/), 'pat-coze');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(await dialog.findByText('请输入机器人编号')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /机器人编号/ })).toHaveFocus());
    await expect(dialog.queryByText('请至少选择一个对象')).toBeNull();
    await expect(server.saved).toHaveLength(0);
  },
};

/** Each service shows its own fields; switching back brings the first one's key again. */
export const SwitchService: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog } = await openAddDialog(canvasElement);
    await expect(dialog.getByRole('combobox', { name: /模型/ })).toHaveValue('gpt-4o-mini');
    await expect(dialog.getByRole('textbox', { name: /接口地址/ })).toHaveAttribute(
      'placeholder',
      'https://api.openai.com/v1',
    );
    await userEvent.type(dialog.getByLabelText(/^密钥/), 'sk-openai');

    await chooseService(body, dialog, 'Dify');
    await expect(dialog.queryByRole('combobox', { name: /模型/ })).toBeNull();
    await expect(dialog.getByRole('switch', { name: 'Agent 应用' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /接口地址/ })).toHaveAttribute(
      'placeholder',
      'https://api.dify.ai/v1',
    );
    await expect(dialog.getByLabelText(/^密钥/)).toHaveValue('');

    await chooseService(body, dialog, 'Coze V3');
    await expect(dialog.getByRole('switch', { name: '流式输出' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /机器人编号/ })).toBeVisible();

    await chooseService(body, dialog, 'ChatGPT');
    await expect(dialog.getByLabelText(/^密钥/)).toHaveValue('sk-openai');
    await expect(dialog.queryByRole('textbox', { name: /机器人编号/ })).toBeNull();
  },
};

/** Two groups picked in the picker, a key and a limit: the server gets exactly that, and the row shows it. */
export const AddConfig: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog } = await openAddDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('option', { name: /项目群 A/ }));
    await userEvent.click(dialog.getByRole('option', { name: /读书会/ }));
    await userEvent.type(dialog.getByLabelText(/^密钥/), 'sk-new');
    const usage = dialog.getByRole('button', { name: /^用量/ });
    await expect(usage).toHaveAttribute('aria-expanded', 'false');
    usage.focus();
    await userEvent.keyboard('{Enter}');
    await expect(usage).toHaveAttribute('aria-expanded', 'true');
    const limit = dialog.getByRole('textbox', { name: /次数上限/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '50');
    await userEvent.tab();
    await userEvent.type(await dialog.findByRole('textbox', { name: /次数用完时的提示/ }), '请联系管理员');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.getByText('添加成功')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加配置' })).toBeNull());
    await expect(server.saved[0]).toMatchObject({
      type: 'room',
      targets: [
        { id: '9001@chatroom', name: '项目群 A' },
        { id: '9004@chatroom', name: '读书会' },
      ],
      robotType: 6,
      limitNum: 50,
      rechargeTip: '请联系管理员',
      botConfig: { token: 'sk-new', model: 'gpt-4o-mini' },
    });
    const row = await rowOf(canvasElement, '项目群 A、读书会');
    await expect(row.getByText('已用 0 / 50 次')).toBeVisible();
  },
};

/** 增强, opened by keyboard: text to speech with Fish Audio takes a voice id as text, and is saved with it. */
export const EnhanceSettings: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog } = await openAddDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('option', { name: /家人群/ }));
    await userEvent.type(dialog.getByLabelText(/^密钥/), 'sk-new');
    const enhance = dialog.getByRole('button', { name: /^增强/ });
    enhance.focus();
    await userEvent.keyboard('{Enter}');
    await expect(enhance).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(dialog.getByRole('switch', { name: '文字转语音' }));
    await expect(dialog.getByRole('button', { name: (name: string) => name.includes('音色') })).toHaveTextContent(
      'alloy（男声）',
    );
    const service = dialog.getByRole('button', { name: (name: string) => name.includes('语音合成服务') });
    await userEvent.click(service);
    await userEvent.click(await body.findByRole('option', { name: 'Fish Audio' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /音色/ }), 'voice-7');
    await expect(enhance).toHaveTextContent('已开启 文字转语音');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.getByText('添加成功')).toBeVisible());
    await expect(server.saved[0]?.botConfig).toMatchObject({
      openTTS: true,
      ttsConfig: { type: 7, voice: 'voice-7' },
      open4v: false,
      openWhisper: false,
    });
  },
};

/** 编辑 fills the form from the row; 保存 keeps what the form does not show (the model, the targets' ids). */
export const EditConfig: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const team = await rowOf(canvasElement, '客服群');
    await userEvent.click(team.getByRole('button', { name: '编辑配置：客服群' }));
    const dialog = within(await body.findByRole('dialog', { name: '编辑配置' }));
    const name = await dialog.findByRole('textbox', { name: /名称/ });
    await expect(name).toHaveValue('客服群');
    await expect(dialog.getByLabelText(/^密钥/)).toHaveValue('sk-story');
    await userEvent.clear(name);
    await userEvent.type(name, '售后客服');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body.getByText('修改成功')).toBeVisible());
    await expect(server.saved[0]).toMatchObject({
      name: '售后客服',
      targets: gptConfigsFixture[0]?.targets,
      keywords: ['问', '请问'],
      botConfig: { token: 'sk-story', model: 'gpt-4o' },
    });
    await rowOf(canvasElement, '售后客服');
  },
};
