import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomConfigRecord } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vipUserFixture } from '../../../testing/fixtures';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { GptChatView } from './GptChatView';

const storedFixture: CustomConfigRecord = {
  id: 'custom-1',
  config: { privateKeywords: [{ keywords: ['画图', '生成图片'] }, { keywords: ['识图'] }] },
};

const meta = {
  title: 'Console/Custom/GptChatView',
  component: GptChatView,
  ...pageStory('/custom/gptChat', vipUserFixture),
  args: { record: storedFixture, onSave: fn(), onReload: fn() },
  argTypes: eventArgTypes('onSave', 'onReload'),
} satisfies Meta<typeof GptChatView>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: '多模态GPT定制配置' }, { timeout: 5000 }));

const REQUIRED = '请至少输入一个关键词';
const duplicate = (keyword: string) => `关键词“${keyword}”重复了，每个关键词只能出现一次`;

/**
 * Nothing saved yet, all by keyboard: a group is added (its field takes the focus), saving it empty names what is
 * missing with the focus on it; a keyword repeated in a second group is refused on that group, removed with
 * Backspace, and the fixed groups are saved.
 */
export const SetUpByKeyboard: Story = {
  args: { record: null },
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByText(/还没有关键词组/)).toBeVisible();
    const add = form.getByRole('button', { name: '添加关键词组' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const first = await form.findByRole('textbox', { name: /关键词组 1/ });
    await waitFor(() => expect(first).toHaveFocus());

    const save = form.getByRole('button', { name: '保存' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await form.findByText(REQUIRED)).toBeVisible();
    await waitFor(() => expect(first).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('画图{Enter}');
    await waitFor(() => expect(form.queryByText(REQUIRED)).toBeNull());

    add.focus();
    await userEvent.keyboard('{Enter}');
    const second = await form.findByRole('textbox', { name: /关键词组 2/ });
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('画图{Enter}');
    await expect(await form.findByText(duplicate('画图'))).toBeVisible();
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(form.queryByText(duplicate('画图'))).toBeNull());
    await userEvent.keyboard('识图{Enter}');

    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      privateKeywords: [{ keywords: ['画图'] }, { keywords: ['识图'] }],
    });
  },
};

/**
 * The stored groups, with the pointer: an added group left empty is refused on save; a keyword of the first group
 * typed into the second is refused until its tag is removed; a group is deleted, and the rest saved.
 */
export const EditWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    const save = form.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(form.getByText('生成图片')).toBeVisible();

    await userEvent.click(form.getByRole('button', { name: '添加关键词组' }));
    await form.findByRole('textbox', { name: /关键词组 3/ });
    await userEvent.click(save);
    await expect(await form.findByText(REQUIRED)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: '删除关键词组 3' }));
    await waitFor(() => expect(form.queryByText(REQUIRED)).toBeNull());

    const second = form.getByRole('textbox', { name: /关键词组 2/ });
    await userEvent.click(second);
    await userEvent.type(second, '生成图片{Enter}');
    await expect(await form.findByText(duplicate('生成图片'))).toBeVisible();
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    // The second group's tag comes last.
    await userEvent.click(form.getAllByRole('button', { name: '移除 生成图片' }).at(-1) as HTMLElement);
    await waitFor(() => expect(form.queryByText(duplicate('生成图片'))).toBeNull());

    await userEvent.click(form.getByRole('button', { name: '删除关键词组 1' }));
    await expect(form.queryByRole('textbox', { name: /关键词组 2/ })).toBeNull();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({ privateKeywords: [{ keywords: ['识图'] }] });
  },
};

/**
 * The server refused the custom entitlement (withdrawn after the session loaded): said so in place of the form,
 * never a blank page.
 */
export const Refused: Story = {
  args: { record: undefined, refusal: '你没有开通定制中心' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('你没有开通定制中心');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The load failed: 重试 asks again. */
export const LoadFailed: Story = {
  args: { record: undefined, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('配置加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
