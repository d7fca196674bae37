import type { Meta, StoryObj } from '@storybook/react-vite';
import { type OssTestResult, OssTestStatus } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userFixture } from '../../../testing/fixtures';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { configRecordFixture, storedConfigFixture, uploadFileRecordFixture } from '../../../testing/wechat-fixtures';
import { UploadFileView } from './UploadFileView';

const OK: OssTestResult = { status: OssTestStatus.OK, message: '连接成功：密钥有效，存储桶可以访问' };
const BAD_KEY: OssTestResult = { status: OssTestStatus.BAD_KEY, message: '密钥错误：AccessKey Secret 不正确' };

const meta = {
  title: 'Console/Wechat/UploadFileView',
  component: UploadFileView,
  ...pageStory('/wechat/uploadFile', userFixture),
  args: {
    record: uploadFileRecordFixture,
    onSave: fn(),
    onReload: fn(),
    onTest: fn(async () => OK),
  },
  argTypes: eventArgTypes('onSave', 'onReload', 'onTest'),
} satisfies Meta<typeof UploadFileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: '文件存储配置' }, { timeout: 5000 }));

const savedConfig = (onSave: unknown) => {
  const calls = (onSave as { mock: { calls: [string][] } }).mock.calls;
  return JSON.parse(calls.at(-1)?.[0] ?? '{}') as Record<string, unknown>;
};

/** Turning storage on and saving at once is refused: every missing setting is named, a bad bucket name too. */
export const RefusesIncompleteSettings: Story = {
  args: { record: configRecordFixture },
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    const open = form.getByRole('switch', { name: /开启文件存储/ });
    open.focus();
    await userEvent.keyboard(' ');
    await expect(open).toBeChecked();
    form.getByRole('button', { name: '保存' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await form.findByText('请填写存储桶名称')).toBeVisible();
    await expect(form.getByText('请填写 AccessKey Secret')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /存储桶名称/ }), 'Bad_Bucket');
    await userEvent.tab();
    await expect(
      await form.findByText('存储桶名称只能包含小写字母、数字和短横线，且不能以短横线开头或结尾'),
    ).toBeVisible();
  },
};

/** Nothing set up yet: storage off; turning it on asks for the OSS settings, filled by keyboard, then saved. */
export const SetUpByKeyboard: Story = {
  tags: ['visual'],
  args: { record: configRecordFixture },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvasElement);
    const open = form.getByRole('switch', { name: /开启文件存储/ });
    await expect(open).not.toBeChecked();
    await expect(form.getByRole('textbox', { name: /图片提示词/ })).toHaveAttribute(
      'placeholder',
      '请描述这个图片上的内容',
    );
    await expect(form.getByRole('textbox', { name: /文件提示词/ })).toHaveAttribute(
      'placeholder',
      '请总结这个文件的内容',
    );
    open.focus();
    await userEvent.keyboard(' ');
    await expect(open).toBeChecked();

    const region = form.getByRole('button', { name: /地域/ });
    region.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    const option = within(listbox).getByRole('option', { name: '华北2（北京）' });
    while (option.ownerDocument.activeElement !== option) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).toHaveTextContent('华北2（北京）'));
    await userEvent.type(form.getByRole('textbox', { name: /存储桶名称/ }), 'my-bucket');
    await userEvent.type(form.getByLabelText(/^AccessKey ID/, { selector: 'input' }), 'LTAI5tNewKey');
    await userEvent.type(form.getByLabelText(/^AccessKey Secret/, { selector: 'input' }), 'new-secret');
    await userEvent.type(form.getByRole('textbox', { name: /文件提示词/ }), '请列出文件要点');
    form.getByRole('button', { name: '保存' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    const saved = savedConfig(args.onSave);
    await expect(saved.uploadFileConfig).toEqual({
      open: true,
      ossConfig: {
        type: 1,
        region: 'oss-cn-beijing',
        bucket: 'my-bucket',
        aliAkId: 'LTAI5tNewKey',
        aliAkSecret: 'new-secret',
      },
      filePrompt: '请列出文件要点',
    });
    // The rest of the config is kept.
    await expect(saved.replyKeywords).toEqual(storedConfigFixture.replyKeywords);
  },
};

/** The keys are masked; 显示 shows one, pressed again hides it. */
export const ShowAndHideSecret: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const secret = form.getByLabelText(/^AccessKey Secret/, { selector: 'input' });
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(form.getByLabelText(/^AccessKey ID/, { selector: 'input' })).toHaveAttribute('type', 'password');
    const reveal = form.getByRole('button', { name: '显示 AccessKey Secret' });
    await userEvent.click(reveal);
    await expect(secret).toHaveAttribute('type', 'text');
    await expect(secret).toHaveValue('ExampleSecret0123456789');
    reveal.focus();
    await userEvent.keyboard(' ');
    await expect(secret).toHaveAttribute('type', 'password');
  },
};

/** 测试连接 by pointer: the button shows progress, then the server's answer in a success notice. */
export const TestConnectionSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    let answer: (result: OssTestResult) => void = () => {};
    args.onTest.mockImplementation(() => new Promise<OssTestResult>((resolve) => (answer = resolve)));
    await userEvent.click(form.getByRole('button', { name: '测试连接' }));
    const running = await form.findByRole('button', { name: /正在测试连接/ });
    await expect(running).toHaveAttribute('aria-busy', 'true');
    await expect(args.onTest).toHaveBeenCalledWith({
      type: 1,
      region: 'oss-cn-shanghai',
      bucket: 'weassit-files',
      aliAkId: 'LTAI5tExampleKeyId',
      aliAkSecret: 'ExampleSecret0123456789',
      custom_path: 'wechat/',
    });
    answer(OK);
    const notice = await form.findByRole('status');
    await expect(notice).toHaveTextContent('连接成功：密钥有效，存储桶可以访问');
    await expect(form.getByRole('button', { name: '测试连接' })).toBeEnabled();
  },
};

/** 测试连接 by keyboard, refused by OSS: an error notice; editing the keys hides the stale answer. */
export const TestConnectionFailure: Story = {
  args: { onTest: fn(async () => BAD_KEY) },
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    form.getByRole('button', { name: '测试连接' }).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('密钥错误：AccessKey Secret 不正确');
    await expect(args.onTest).toHaveBeenCalledOnce();
    await userEvent.type(form.getByLabelText(/^AccessKey Secret/, { selector: 'input' }), 'x');
    await waitFor(() => expect(form.queryByText('密钥错误：AccessKey Secret 不正确')).toBeNull());
  },
};

/** 测试连接 with settings missing: nothing is sent, the fields say what is missing. */
export const TestNeedsSettings: Story = {
  args: { record: configRecordFixture },
  play: async ({ canvasElement, args }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: '测试连接' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('请先填写完整的存储服务配置');
    await expect(form.getByText('请填写存储桶名称')).toBeVisible();
    await expect(args.onTest).not.toHaveBeenCalled();
  },
};
