import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vipUserFixture } from '../../../testing/fixtures';
import { summaryConfigFixture, summaryRecordFixture } from '../../../testing/room-sync-fixtures';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { SummaryView } from './SummaryView';

const meta = {
  title: 'Console/Vip/SummaryView',
  component: SummaryView,
  ...pageStory('/vip/summerChat', vipUserFixture),
  args: {
    record: summaryRecordFixture(summaryConfigFixture),
    onSave: fn(),
    onReload: fn(),
  },
  argTypes: eventArgTypes('onSave', 'onReload'),
} satisfies Meta<typeof SummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: '聊天总结配置' }, { timeout: 5000 }));

const savedSummary = (onSave: unknown) => {
  const calls = (onSave as { mock: { calls: [string][] } }).mock.calls;
  return JSON.parse(calls.at(-1)?.[0] ?? '{}') as Record<string, unknown>;
};

/** Picks an option of a Select by keyboard: opens it, moves to the option, Enter. */
async function chooseByKeyboard(
  form: ReturnType<typeof within>,
  body: ReturnType<typeof within>,
  name: RegExp,
  option: string,
) {
  const trigger = form.getByRole('button', { name });
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  const target = within(await body.findByRole('listbox')).getByRole('option', { name: option });
  while (target.ownerDocument.activeElement !== target) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(trigger).toHaveTextContent(option));
}

/**
 * Nothing set up, 聊天记录 off (said so): turned on by keyboard, a save names what is missing (keywords, the key,
 * Coze's botId) with focus on the first; filled in, it is saved with the rest of the config kept.
 */
export const SetUpByKeyboard: Story = {
  args: { record: summaryRecordFixture(undefined, false) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvasElement);
    await expect(form.getByText(/聊天记录未开启/)).toBeVisible();
    const open = form.getByRole('switch', { name: /开启聊天总结/ });
    await expect(open).not.toBeChecked();
    await expect(form.getByRole('switch', { name: /群聊中需要 @机器人/ })).toBeChecked();
    open.focus();
    await userEvent.keyboard(' ');
    await expect(open).toBeChecked();
    await chooseByKeyboard(form, body, /AI 服务/, 'Coze V3');
    await expect(form.getByRole('textbox', { name: /接口地址/ })).toHaveAttribute('placeholder', 'https://api.coze.cn');
    const save = form.getByRole('button', { name: '保存' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await form.findByText('请至少添加一个触发关键词')).toBeVisible();
    await expect(form.getByText('请填写 AI 服务的密钥')).toBeVisible();
    await expect(form.getByText('请填写机器人编号（botId）')).toBeVisible();
    await waitFor(() => expect(form.getByRole('textbox', { name: /触发关键词/ })).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.keyboard('总结一下{Enter}');
    await userEvent.type(form.getByLabelText(/^密钥/, { selector: 'input' }), 'pat-new');
    await userEvent.type(form.getByRole('textbox', { name: /机器人编号/ }), 'bot-1');
    form.getByRole('radio', { name: '按时间' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await chooseByKeyboard(form, body, /消息条数/, '最近300条');
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    const saved = savedSummary(args.onSave);
    await expect(saved.summerConfig).toEqual({
      open: true,
      keywords: ['总结一下'],
      reg: 1,
      scope: 'all',
      needAt: 1,
      summerType: 'num',
      summerTime: 24,
      summerNum: 300,
      botType: 12,
      token: 'pat-new',
      botId: 'bot-1',
    });
    await expect(saved.replyKeywords).toEqual([{ keywords: ['价格'], reg: 1, replys: [] }]);
  },
};

/**
 * With the pointer: the stored Coze config is shown (key masked, 显示 reveals it); switching to ChatGPT shows the
 * model and the prompt, a base URL that is not http(s) is refused, then the time window is chosen and it is saved.
 */
export const EditWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvasElement);
    await expect(form.queryByText(/聊天记录未开启/)).toBeNull();
    const token = form.getByLabelText(/^密钥/, { selector: 'input' });
    await expect(token).toHaveAttribute('type', 'password');
    await userEvent.click(form.getByRole('button', { name: /^显示 密钥/ }));
    await expect(token).toHaveAttribute('type', 'text');
    await expect(token).toHaveValue('pat-coze-0123456789');
    await expect(form.getByRole('textbox', { name: /机器人编号/ })).toHaveValue('7390012345');

    await userEvent.click(form.getByRole('button', { name: /AI 服务/ }));
    await userEvent.click(await body.findByRole('option', { name: 'ChatGPT' }));
    await expect(form.queryByRole('textbox', { name: /机器人编号/ })).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: /^模型/ }), 'gpt-4o');
    await userEvent.type(form.getByRole('textbox', { name: /总结提示词/ }), '按话题列出要点');
    const baseUrl = form.getByRole('textbox', { name: /接口地址/ });
    await expect(baseUrl).toHaveAttribute('placeholder', 'https://api.openai.com/v1');
    await userEvent.type(baseUrl, 'ftp://proxy');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByText('接口地址必须以 http:// 或 https:// 开头')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(baseUrl);
    await userEvent.type(baseUrl, 'https://proxy.example.com/v1');

    await userEvent.click(form.getByRole('radio', { name: '按时间' }));
    await userEvent.click(form.getByRole('button', { name: /时间范围/ }));
    await userEvent.click(await body.findByRole('option', { name: '今天' }));
    await userEvent.click(form.getByRole('radio', { name: '仅私聊' }));
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(savedSummary(args.onSave).summerConfig).toEqual({
      open: true,
      keywords: ['总结一下'],
      reg: 1,
      scope: 'friend',
      needAt: 1,
      summerType: 'time',
      summerTime: 0,
      summerNum: 200,
      botType: 6,
      token: 'pat-coze-0123456789',
      baseUrl: 'https://proxy.example.com/v1',
      model: 'gpt-4o',
      prompt: '按话题列出要点',
      timeout: 90,
    });
  },
};
