import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { materialListAnswer, mockApiFetch } from '../../testing/api-fetch-mock';
import { userFixture } from '../../testing/fixtures';
import { fileMaterialFixture, h5MaterialFixture } from '../../testing/material-fixtures';
import { clearNotifications, eventArgTypes, pageStory } from '../../testing/story-meta';
import { SendMessageDialog } from './SendMessageDialog';

const uploaded = (name: string) => ({
  key: `public/8af1d2ecdf5fd04a/x1/${name}`,
  url: `http://127.0.0.1:8080/files/public/8af1d2ecdf5fd04a/x1/${name}`,
});

const meta = {
  title: 'Console/Components/SendMessageDialog',
  component: SendMessageDialog,
  ...pageStory('/', userFixture, { notices: true }),
  beforeEach: () => {
    clearNotifications();
    return mockApiFetch({ '/api/material/list': materialListAnswer() });
  },
  args: {
    target: { kind: 'friend', name: 'Alice' },
    onClose: fn(),
    onSend: fn(async () => {}),
    onUpload: fn(async (_scene: string, file: File) => uploaded(file.name)),
    onUploadError: fn(),
  },
  argTypes: eventArgTypes('onClose', 'onSend', 'onUpload', 'onUploadError'),
} satisfies Meta<typeof SendMessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const friendDialog = async (canvasElement: HTMLElement) =>
  within(await bodyOf(canvasElement).findByRole('dialog', { name: '发消息给好友' }));
const fileInput = (canvasElement: HTMLElement, index = 0) => {
  const input = canvasElement.ownerDocument.body.querySelectorAll<HTMLInputElement>('input[type="file"]')[index];
  if (!input) throw new Error('no file input');
  return input;
};
const scopeOf = (element: HTMLElement) => within(element);
/** The row of the material picker's table whose alias matches. */
async function findRow(scope: ReturnType<typeof scopeOf>, name: RegExp) {
  const header = await scope.findByRole('rowheader', { name }, { timeout: 15_000 });
  const row = header.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}
/** A file of `bytes` bytes (the content does not matter to the checks). */
const fileOf = (name: string, type: string, bytes = 16) => new File([new Uint8Array(bytes)], name, { type });

/** To a friend: Enter in the text adds a line; 发送 sends the text, trailing blanks dropped, and closes. */
export const ToFriend: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = await friendDialog(canvasElement);
    const field = dialog.getByRole('textbox', { name: /消息内容/ });
    await expect(field).toHaveFocus();
    await expect(field).toBeRequired();
    await expect(dialog.getByRole('radio', { name: '文字' })).toBeChecked();
    await userEvent.type(field, '第一行{Enter}第二行  ');
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith({ type: 1, content: '第一行\n第二行' });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await waitFor(() => expect(body.getByText('发送成功')).toBeVisible());
  },
};

/** Blanks only count as empty: 内容必填 and the 请将表单填写完整后发送 warning, nothing sent. */
export const Required: Story = {
  args: { target: { kind: 'room', name: '项目群 A' } },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: '发消息到群' }));
    await waitFor(() => expect(dialog.getByText('发送给：项目群 A')).toBeVisible());
    await userEvent.type(dialog.getByRole('textbox', { name: /消息内容/ }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(await dialog.findByText('内容必填')).toBeVisible();
    await waitFor(() => expect(body.getByText('请将表单填写完整后发送')).toBeVisible());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** By keyboard: Enter on 发送 with no text says 内容必填, warns, and puts focus back in the text. */
export const RequiredByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = await friendDialog(canvasElement);
    const field = dialog.getByRole('textbox', { name: /消息内容/ });
    await waitFor(() => expect(field).toHaveFocus());
    dialog.getByRole('button', { name: '发送' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('内容必填')).toBeVisible();
    await waitFor(() => expect(body.getByText('请将表单填写完整后发送')).toBeVisible());
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('在吗');
    await waitFor(() => expect(dialog.queryByText('内容必填')).toBeNull());
    dialog.getByRole('button', { name: '发送' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ type: 1, content: '在吗' });
  },
};

/** The kinds: 链接 carries the 网页版协议不支持 mark and 小程序 is shown but cannot be chosen. */
export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await friendDialog(canvasElement);
    const group = dialog.getByRole('radiogroup', { name: '消息类型' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '4', '5']);
    const link = within(group).getByRole('radio', { name: '链接' });
    await expect(link).toHaveAccessibleDescription('网页版协议不支持');
    await expect(within(group).getByText('网页版协议不支持')).toBeVisible();
    await expect(within(group).getByRole('radio', { name: '小程序' })).toBeDisabled();
  },
};

/**
 * 文件 with the pointer: 文件必传 and the warning on an empty submit; each upload rule refuses its file before any
 * upload (a Chinese name, a format outside the list, 5 MB or more); a PDF uploads (scene `send`) and is sent by URL.
 */
export const FileWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = await friendDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: '文件' }));
    await expect(dialog.getByText('文件名不能带中文，大小不超过 5MB')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(await dialog.findByText('文件必传')).toBeVisible();
    await waitFor(() => expect(body.getByText('请将表单填写完整后发送')).toBeVisible());
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.upload(fileInput(canvasElement), fileOf('报价单.pdf', 'application/pdf'));
    await expect(await dialog.findByText('文件名不能带中文')).toBeVisible();
    // The picker's accept list would hide these; a drop or paste would not: check the rule without the filter.
    const unfiltered = userEvent.setup({ applyAccept: false });
    await unfiltered.upload(fileInput(canvasElement), fileOf('setup.exe', 'application/x-msdownload'));
    await expect(await dialog.findByText('仅支持JPG/PNG/TEXT/ZIP 格式!')).toBeVisible();
    await unfiltered.upload(fileInput(canvasElement), fileOf('big.zip', 'application/zip', 5 * 1024 * 1024));
    await expect(await dialog.findByText('上传文件大小不能超过 5MB!')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();

    await userEvent.upload(fileInput(canvasElement), fileOf('price-list.pdf', 'application/pdf'));
    await expect(await dialog.findByRole('button', { name: '删除 price-list.pdf' })).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith('send', expect.any(File), expect.anything());
    await waitFor(() => expect(dialog.queryByText('文件必传')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith({ type: 2, url: uploaded('price-list.pdf').url });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** 文件 by keyboard: arrow keys choose the kind; Enter on 发送 says 文件必传 and focuses the upload field. */
export const FileByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = await friendDialog(canvasElement);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /消息内容/ })).toHaveFocus());
    dialog.getByRole('radio', { name: '文字' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: '文件' })).toBeChecked();
    dialog.getByRole('button', { name: '发送' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('文件必传')).toBeVisible();
    await waitFor(() => expect(body.getByText('请将表单填写完整后发送')).toBeVisible());
    // Focus goes into the upload field (its drop zone, which takes a pasted file, or its button).
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement?.closest('fieldset')).toHaveTextContent('文件必传'),
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/**
 * 链接 with the pointer: an empty submit says 链接url必填, 链接标题必填, 链接描述必填 and 缩略图必传; a thumbnail that is
 * not JPG/PNG is refused; filled in and with a PNG thumbnail (scene `thumbnail`), the card is sent.
 */
export const LinkWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = await friendDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: '链接' }));
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    for (const message of ['链接url必填', '链接标题必填', '链接描述必填', '缩略图必传']) {
      await expect(await dialog.findByText(message)).toBeVisible();
    }
    await waitFor(() => expect(body.getByText('请将表单填写完整后发送')).toBeVisible());
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByRole('textbox', { name: /链接url/ }), 'https://example.com/launch');
    await userEvent.type(dialog.getByRole('textbox', { name: /链接标题/ }), '新品发布会');
    await userEvent.type(dialog.getByRole('textbox', { name: /链接描述/ }), '欢迎参加');
    await waitFor(() => expect(dialog.queryByText('链接url必填')).toBeNull());

    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), fileOf('cover.gif', 'image/gif'));
    await expect(await dialog.findByText('仅支持JPG/PNG格式!')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.upload(fileInput(canvasElement), fileOf('cover.png', 'image/png'));
    await expect(await dialog.findByRole('button', { name: '删除 cover.png' })).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith('thumbnail', expect.any(File), expect.anything());

    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      type: 4,
      url: 'https://example.com/launch',
      title: '新品发布会',
      description: '欢迎参加',
      thumbUrl: uploaded('cover.png').url,
    });
  },
};

/** 链接 by keyboard: Enter on 发送 lists every missing field and focuses the first, the url. */
export const LinkByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = await friendDialog(canvasElement);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /消息内容/ })).toHaveFocus());
    dialog.getByRole('radio', { name: '文字' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: '链接' })).toBeChecked();
    dialog.getByRole('button', { name: '发送' }).focus();
    await userEvent.keyboard('{Enter}');
    for (const message of ['链接url必填', '链接标题必填', '链接描述必填', '缩略图必传']) {
      await expect(await dialog.findByText(message)).toBeVisible();
    }
    await waitFor(() => expect(body.getByText('请将表单填写完整后发送')).toBeVisible());
    const url = dialog.getByRole('textbox', { name: /链接url/ });
    await waitFor(() => expect(url).toHaveFocus());
    await userEvent.keyboard('https://example.com');
    await waitFor(() => expect(dialog.queryByText('链接url必填')).toBeNull());
    await expect(dialog.getByText('缩略图必传')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** 从素材库选择 fills the form: a file material's URL, then (as 链接) an H5 card's fields, which are sent. */
export const FromLibrary: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = await friendDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: '文件' }));
    await userEvent.click(dialog.getByRole('button', { name: '从素材库选择文件' }));
    const picker = within(await body.findByRole('dialog', { name: '从素材库选择' }));
    await userEvent.click(within(await findRow(picker, /^产品手册/)).getByRole('checkbox'));
    await userEvent.click(picker.getByRole('button', { name: '添加所选（1）' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '从素材库选择' })).toBeNull());
    // The material's file, by the name its URL ends with.
    await expect(fileMaterialFixture.url).toMatch(/\/manual-v2\.pdf$/);
    await expect(await dialog.findByRole('button', { name: '删除 manual-v2.pdf' })).toBeVisible();

    await userEvent.click(dialog.getByRole('radio', { name: '链接' }));
    dialog.getByRole('button', { name: '从素材库选择链接' }).focus();
    await userEvent.keyboard('{Enter}');
    const cards = within(await body.findByRole('dialog', { name: '从素材库选择' }));
    await userEvent.click(within(await findRow(cards, /^新品发布/)).getByRole('checkbox'));
    await userEvent.click(cards.getByRole('button', { name: '添加所选（1）' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /链接标题/ })).toHaveValue('新品发布会'));
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      type: 4,
      url: h5MaterialFixture.url,
      title: h5MaterialFixture.title,
      description: h5MaterialFixture.description,
      thumbUrl: h5MaterialFixture.thumbUrl,
    });
  },
};

/** While the request runs the button is pending and a second press sends nothing. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const dialog = await friendDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /消息内容/ }), '在吗');
    const send = dialog.getByRole('button', { name: /发送/ });
    await userEvent.click(send);
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Cancel closes without sending. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await friendDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
