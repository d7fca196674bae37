import type { Meta, StoryObj } from '@storybook/react-vite';
import { RobotType } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userFixture } from '../../../testing/fixtures';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { configRecordFixture, configRecordWith, storedConfigFixture } from '../../../testing/wechat-fixtures';
import { WechatConfigView } from './WechatConfigView';

const meta = {
  title: 'Console/Wechat/WechatConfigView',
  component: WechatConfigView,
  ...pageStory('/wechat/index', userFixture),
  args: { record: configRecordFixture, onSave: fn(), onReload: fn() },
  argTypes: eventArgTypes('onSave', 'onReload'),
} satisfies Meta<typeof WechatConfigView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form loads lazily: wait for it. */
const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: '机器人基础配置' }, { timeout: 5000 }));

const savedConfig = (onSave: unknown) => {
  const calls = (onSave as { mock: { calls: [string][] } }).mock.calls;
  return JSON.parse(calls.at(-1)?.[0] ?? '{}') as Record<string, unknown>;
};

/** No config yet: the notice, the defaults prefilled, and 初始化配置 (enabled at once) creates it. */
export const NoConfigYet: Story = {
  tags: ['visual'],
  args: { record: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请先初始化配置文件')).toBeVisible();
    const form = await formOf(canvasElement);
    await expect(form.getByRole('textbox', { name: /默认回复/ })).toHaveValue('我在呢');
    await expect(form.getByRole('textbox', { name: /消息长度上限/ })).toHaveValue('1,000');
    await expect(form.getByRole('radio', { name: '全部' })).toBeChecked();
    await expect(form.getByRole('switch', { name: '群聊中需要 @ 机器人才回复' })).toBeChecked();
    const init = form.getByRole('button', { name: '初始化配置' });
    await expect(init).toBeEnabled();
    await expect(init).toHaveAccessibleDescription('保存后机器人会自动更新配置');
    await userEvent.click(init);
    await expect(args.onSave).toHaveBeenCalledOnce();
    const config = savedConfig(args.onSave);
    await expect(config.defaultReply).toBe('我在呢');
    await expect(config.eventKeywords).toHaveLength(2);
  },
};

/** A stored config: its values, 保存 disabled until something changes; the save keeps the other pages' lists. */
export const LoadedConfig: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    const reply = form.getByRole('textbox', { name: /默认回复/ });
    await expect(reply).toHaveValue('你好，我是小助手');
    await expect(form.getByRole('switch', { name: '开启自动回复' })).toBeChecked();
    await expect(form.getByText('加群')).toBeVisible();
    const save = form.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();

    // By keyboard: edit the reply, toggle a switch with Space, add a keyword with Enter, submit with Enter.
    await userEvent.click(reply);
    await userEvent.keyboard('{Control>}a{/Control}在的');
    await expect(save).toBeEnabled();
    await userEvent.tab();
    await expect(form.getByRole('radio', { name: '全部' })).toHaveFocus();
    await userEvent.click(form.getByRole('switch', { name: '记录聊天内容' }));
    await expect(form.getByRole('switch', { name: '记录聊天内容' })).toBeChecked();
    await userEvent.type(form.getByRole('textbox', { name: /通过好友的关键词/ }), '咨询{Enter}');
    await expect(form.getByText('咨询')).toBeVisible();
    reply.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    const config = savedConfig(args.onSave);
    await expect(config.defaultReply).toBe('在的');
    await expect(config.openRecord).toBe(true);
    await expect(config.acceptFriendKeyWords).toEqual(['加群', '合作', '咨询']);
    await expect(config.replyKeywords).toEqual(storedConfigFixture.replyKeywords);
    await expect(config.temperature).toBe(0.7);
  },
};

/** ChatGPT: its settings, the key in a password field with a reveal button. */
export const ProviderChatGPT: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('button', { name: /AI 服务/ })).toHaveTextContent('ChatGPT');
    const key = form.getByLabelText('API Key');
    await expect(key).toHaveAttribute('type', 'password');
    await userEvent.click(form.getByRole('button', { name: '显示 API Key' }));
    await expect(key).toHaveAttribute('type', 'text');
    await expect(form.getByRole('button', { name: /模型/ })).toHaveTextContent('gpt-4o-mini');
    await expect(form.getByRole('textbox', { name: /超时时间/ })).toHaveValue('120');
    await expect(form.getByRole('textbox', { name: /系统提示词/ })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /接口地址/ })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /代理地址/ })).toBeVisible();
    await expect(form.getByRole('switch', { name: '调试模式' })).not.toBeChecked();
    await expect(form.queryByLabelText('Dify API Key')).toBeNull();
  },
};

/** Choosing Dify by pointer: only Dify's settings show. */
export const ProviderDifyByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvasElement);
    const trigger = form.getByRole('button', { name: /AI 服务/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Dify' }));
    await expect(trigger).toHaveTextContent('Dify');
    await expect(form.getByLabelText('Dify API Key')).toHaveValue('app-dify-token');
    await expect(form.getByRole('textbox', { name: 'Dify 接口地址' })).toHaveValue('https://dify.example.com/v1');
    await expect(form.getByRole('switch', { name: 'Agent 应用' })).toBeVisible();
    await expect(form.queryByLabelText('API Key')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    const config = savedConfig(args.onSave);
    await expect(config.defaultBot).toBe(RobotType.DIFY);
    // The hidden ChatGPT settings are kept.
    await expect(config.gpttoken).toBe('sk-test-0123456789');
  },
};

/** Choosing Coze V3 by keyboard (arrow keys in the open list, Enter). */
export const ProviderByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvasElement);
    const trigger = form.getByRole('button', { name: /AI 服务/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const option = within(listbox).getByRole('option', { name: 'Coze V3' });
    while (option.ownerDocument.activeElement !== option) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('Coze V3'));
    await expect(trigger).toHaveFocus();
    await expect(form.getByLabelText('Coze Token')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Coze Bot ID' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Coze 接口地址' })).toBeVisible();
  },
};

const showsFields = (labels: string[], hidden: string[] = []) =>
  (async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const form = await formOf(canvasElement);
    for (const label of labels) await expect(form.getByLabelText(label)).toBeVisible();
    for (const label of hidden) await expect(form.queryByLabelText(label)).toBeNull();
  }) satisfies Story['play'];

export const ProviderFastGPT: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.FASTGPT }) },
  play: showsFields(['API Key', '接口地址'], ['代理地址', '系统提示词']),
};
export const ProviderCozeV2: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.COZE_V2 }) },
  play: async (context) => {
    await showsFields(['Coze Token', 'Coze Bot ID', 'Coze 接口地址'])(context);
    await expect(within(context.canvasElement).getByRole('switch', { name: '显示建议问题' })).toBeVisible();
  },
};
export const ProviderCozeV3: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.COZE_V3 }) },
  play: showsFields(['Coze Token', 'Coze Bot ID', 'Coze 接口地址'], ['API Key']),
};
export const ProviderQAnything: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.QANYTHING }) },
  play: showsFields(['QAnything API Key', 'QAnything Bot ID', 'QAnything 接口地址']),
};
export const ProviderTianXing: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.TIANXING }) },
  play: showsFields(['天行 API Key'], ['API Key']),
};
export const ProviderTencent: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.TENCENT }) },
  play: showsFields(['SecretId', 'SecretKey', 'EncodingAESKey', 'Token']),
};

/** Messages on blur (an emptied number) and on submit (a too-long stored reply): focus goes to the first. */
export const ValidationMessages: Story = {
  args: { record: configRecordWith({ defaultReply: '好'.repeat(2001) }) },
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    // Nothing shows before a blur or a submit.
    await expect(form.queryByText('不能超过 2000 个字符')).toBeNull();
    const length = form.getByRole('textbox', { name: /消息长度上限/ });
    await userEvent.click(length);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.tab();
    await expect(await form.findByText('请输入数字')).toBeVisible();
    await expect(length).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByText('不能超过 2000 个字符')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(form.getByRole('textbox', { name: /默认回复/ })).toHaveFocus());
  },
};

/** Saving: 保存 shows its spinner and ignores presses. */
export const Saving: Story = {
  args: { record: null, isSaving: true },
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    const init = form.getByRole('button', { name: /初始化配置/ });
    await expect(init).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(init);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Another tab saved first: the notice offers 重新加载. */
export const Conflict: Story = {
  args: { hasConflict: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('配置已在别处被修改');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { record: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载配置…' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { record: undefined, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('配置加载失败')).toBeVisible();
    canvas.getByRole('button', { name: '重试' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
