import type { Meta, StoryObj } from '@storybook/react-vite';
import { RobotType } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userFixture } from '../../../testing/fixtures';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import {
  configRecordFixture,
  configRecordWith,
  searchRoomsFixture,
  storedConfigFixture,
} from '../../../testing/wechat-fixtures';
import { WechatConfigView } from './WechatConfigView';

const meta = {
  title: 'Console/Wechat/WechatConfigView',
  component: WechatConfigView,
  ...pageStory('/wechat/index', userFixture),
  args: { record: configRecordFixture, onSave: fn(), onReload: fn(), searchRooms: fn(searchRoomsFixture) },
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
    await expect(form.getByRole('combobox', { name: /模型/ })).toHaveValue('gpt-4o-mini');
    await expect(form.getByRole('textbox', { name: /接口地址/ })).toHaveAttribute(
      'placeholder',
      'https://api.openai.com/v1',
    );
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
    // Inputs only: a number field's steppers are labelled by the field's label too.
    const fields = { selector: 'input, textarea' };
    for (const label of labels) await expect(form.getByLabelText(label, fields)).toBeVisible();
    for (const label of hidden) await expect(form.queryByLabelText(label, fields)).toBeNull();
  }) satisfies Story['play'];

export const ProviderFastGPT: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.FASTGPT }) },
  play: showsFields(['API Key', '接口地址', '超时时间（秒）'], ['代理地址', '系统提示词']),
};
export const ProviderCozeV2: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.COZE_V2 }) },
  play: async (context) => {
    await showsFields(['Coze Token', 'Coze Bot ID', 'Coze 接口地址'])(context);
    await expect(within(context.canvasElement).getByRole('switch', { name: '显示建议问题' })).toBeVisible();
  },
};
/** Coze V3 with no base URL: the contract's default base shows as the placeholder. */
export const ProviderCozeV3: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.COZE_V3 }) },
  play: async (context) => {
    await showsFields(['Coze Token', 'Coze Bot ID', 'Coze 接口地址'], ['API Key'])(context);
    const base = within(context.canvasElement).getByRole('textbox', { name: /Coze 接口地址/ });
    await expect(base).toHaveValue('');
    await expect(base).toHaveAttribute('placeholder', 'https://api.coze.cn');
  },
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
  play: showsFields(['SecretId', 'SecretKey'], ['EncodingAESKey', 'Token']),
};
export const ProviderWechatDialog: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.WECHAT_DIALOG }) },
  play: showsFields(['Token', 'EncodingAESKey'], ['SecretId']),
};
export const ProviderTuling: Story = {
  args: { record: configRecordWith({ defaultBot: RobotType.TULING }) },
  play: showsFields(['图灵 API Key'], ['天行 API Key']),
};

/** The model list allows a model of its own: typed, then saved as typed. */
export const CustomModel: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvasElement);
    const model = form.getByRole('combobox', { name: /模型/ });
    // By keyboard: the list opens on focus and filters as one types; leaving the field keeps the typed model.
    await userEvent.click(model);
    await userEvent.keyboard('{Control>}a{/Control}gpt-4o');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'gpt-4o-mini' })).toBeVisible();
    await userEvent.keyboard('{Control>}a{/Control}my-model-v2');
    await userEvent.tab();
    await expect(model).toHaveValue('my-model-v2');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(savedConfig(args.onSave).openaiModel).toBe('my-model-v2');
  },
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

/** 新好友欢迎语 by pointer: add a text, type it; an empty text is refused on save. */
export const NewFriendReplies: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('group', { name: /新好友欢迎语/ })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '添加文字' }));
    const first = await form.findByRole('textbox', { name: /第 1 条：文字/ });
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByText('文字内容不能为空')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(first, '你好，欢迎加我');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(savedConfig(args.onSave).newFriendReplys).toEqual([{ type: 1, content: '你好，欢迎加我' }]);
  },
};

/** 内容审核 by keyboard: Space turns it on, arrow keys choose 自定义, the keys are masked. */
export const ContentFilterByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    await expect(form.queryByRole('radiogroup', { name: '审核范围' })).toBeNull();
    const filter = form.getByRole('switch', { name: '开启内容审核' });
    filter.focus();
    await userEvent.keyboard(' ');
    await expect(filter).toBeChecked();
    const preset = form.getByRole('radio', { name: '平台预设' });
    await expect(preset).toBeChecked();
    preset.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(form.getByRole('radio', { name: '自定义' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('12345');
    await expect(form.getByRole('textbox', { name: /审核 AppID/ })).toHaveValue('12345');
    const apiKey = form.getByLabelText('审核 API Key');
    const secretKey = form.getByLabelText('审核 Secret Key');
    await expect(apiKey).toHaveAttribute('type', 'password');
    await expect(secretKey).toHaveAttribute('type', 'password');
    await userEvent.type(apiKey, 'baidu-ak');
    await userEvent.type(secretKey, 'baidu-sk');
    await userEvent.click(form.getByRole('button', { name: '显示 审核 Secret Key' }));
    await expect(secretKey).toHaveAttribute('type', 'text');
    secretKey.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(savedConfig(args.onSave)).toMatchObject({
      chatFilter: 1,
      filterType: 0,
      filterAppid: '12345',
      filterApiKey: 'baidu-ak',
      filterSecretKey: 'baidu-sk',
    });
  },
};

/** 解析小程序卡片: the group picker shows with the switch; a group found by name (pointer, then keyboard). */
export const ParseMiniRooms: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvasElement);
    await expect(form.queryByRole('combobox', { name: /解析小程序卡片的群/ })).toBeNull();
    await userEvent.click(form.getByRole('switch', { name: '解析小程序卡片' }));
    const picker = await form.findByRole('combobox', { name: /解析小程序卡片的群/ });
    await userEvent.type(picker, '产品');
    const listbox = await body.findByRole('listbox', {}, { timeout: 3000 });
    await userEvent.click(await within(listbox).findByRole('option', { name: '产品内测群' }));
    await expect(form.getByText('产品内测群')).toBeVisible();
    await userEvent.type(picker, '售后');
    await waitFor(() => expect(body.getByRole('option', { name: '售后服务群' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(form.getByText('售后服务群')).toBeVisible();
    await expect(args.searchRooms).toHaveBeenCalled();
    await expect(form.getByRole('textbox', { name: /协议类型/ })).toHaveAttribute(
      'placeholder',
      'wechaty-puppet-wechat',
    );
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(savedConfig(args.onSave)).toMatchObject({
      parseMini: true,
      parseMiniRooms: ['产品内测群', '售后服务群'],
    });
  },
};
