import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../Dialog';
import { Upload, type UploadContext, type UploadedFile } from './Upload';
import type { UploadRules } from './Upload.rules';

const MB = 1024 * 1024;

/** The console's material rule (MATERIAL_UPLOAD_RULE of @weassit/contract). */
const materialRules: UploadRules = {
  mimeTypes: ['image/gif', 'image/jpeg', 'image/png', 'video/mp4', 'text/plain', 'application/zip'],
  extensions: ['pdf', 'xlsx', 'ppt', 'doc', 'docx', 'csv', 'xls', 'zip', 'png', 'jpg', 'jpeg', 'gif', 'mp4'],
  maxBytes: 10 * MB,
  typeMessage: '仅支持JPG/PNG/TEXT/ZIP/XLS/CSV/DOC/PPT 格式!',
  sizeMessage: '上传文件大小不能超过 10MB!',
  noChineseName: true,
};

/** The card thumbnail rule (THUMBNAIL_UPLOAD_RULE of @weassit/contract). */
const thumbnailRules: UploadRules = {
  mimeTypes: ['image/jpeg', 'image/png'],
  extensions: ['jpg', 'jpeg', 'png'],
  maxBytes: 5 * MB,
  typeMessage: '仅支持JPG/PNG格式!',
  sizeMessage: '上传文件大小不能超过 5MB!',
  noChineseName: true,
};

const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/** A fake upload: reports 40 %, waits, and returns a CDN address. */
const fakeUpload = async (file: File, { onProgress, signal }: UploadContext): Promise<UploadedFile> => {
  onProgress(0.4);
  await delay(600, signal);
  onProgress(1);
  return { url: `https://cdn.example.com/materials/${file.name}`, name: file.name };
};

/** A 1×1 PNG, so the image previews have a real image to decode. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const photo = () => new File([PNG_BYTES], 'photo.png', { type: 'image/png' });

/** The hidden file input that FileTrigger renders inside the field. */
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const meta = {
  title: 'UI/Upload',
  component: Upload,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: '素材文件',
    description: '支持 JPG、PNG、MP4、ZIP、Office 文档，小于 10MB，文件名不能带中文',
    rules: materialRules,
    onUpload: fn(fakeUpload),
    onChange: fn(),
    onReject: fn(),
    onUploadError: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'thumbnail'] },
    rules: { control: 'object' },
    onUpload: { table: { category: 'Events' } },
    onChange: { table: { category: 'Events' } },
    onReject: { table: { category: 'Events' } },
    onUploadError: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '素材文件' });
    await expect(group).toHaveAccessibleDescription(/小于 10MB/);
    await expect(canvas.getByText('点击或拖拽文件到此处上传')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', expect.stringContaining('image/png'));
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', expect.stringContaining('.pdf'));
  },
};

export const Required: Story = {
  args: { isRequired: true },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请上传素材文件' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请上传素材文件');
    await expect(canvas.getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription(/请上传素材文件/);
  },
};

/** Inside a Dialog (which provides text slots of its own), an error still renders. */
export const InDialog: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请上传素材文件' },
  render: (args) => (
    <Dialog title="添加素材" isOpen>
      <Upload {...args} />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '添加素材' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请上传素材文件');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '选择文件' });
    await expect(trigger).toBeDisabled();
    await userEvent.upload(fileInput(canvasElement), photo());
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const WithValue: Story = {
  args: {
    defaultValue: { url: 'https://cdn.example.com/materials/price-list.pdf', name: 'price-list.pdf' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('price-list.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除 price-list.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '选择文件' })).not.toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: {
    onUpload: fn((_file: File, { onProgress }: UploadContext) => {
      onProgress(0.4);
      return new Promise<UploadedFile>(() => {});
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), photo());
    const bar = await within(canvasElement).findByRole('progressbar', { name: '正在上传 photo.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const PickWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    // The button opens the picker (a click on the hidden input, stopped here). It covers the whole zone, so a
    // click anywhere in the zone lands on it.
    const opened = fn((event: Event) => event.preventDefault());
    input.addEventListener('click', opened);
    await userEvent.click(canvas.getByRole('button', { name: '选择文件' }));
    await expect(opened).toHaveBeenCalledTimes(1);
    input.removeEventListener('click', opened);

    const file = photo();
    await userEvent.upload(input, file);
    await expect(args.onUpload).toHaveBeenCalledWith(
      file,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    const bar = await canvas.findByRole('progressbar', { name: '正在上传 photo.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');

    await expect(await canvas.findByText('photo.png', {}, { timeout: 3000 })).toBeVisible();
    const uploaded = { url: 'https://cdn.example.com/materials/photo.png', name: 'photo.png' };
    await expect(args.onChange).toHaveBeenCalledWith(uploaded);
    // The preview is an object URL of the local file.
    const preview = canvasElement.querySelector('img');
    await expect(preview?.getAttribute('src')).toMatch(/^blob:/);
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    const opened = fn((event: Event) => event.preventDefault());
    input.addEventListener('click', opened);
    // First stop: the drop zone (paste or drop a file there); second: the picker button.
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toHaveAccessibleName(/点击或拖拽文件到此处上传/);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: '选择文件' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(opened).toHaveBeenCalledTimes(2);
    input.removeEventListener('click', opened);

    await userEvent.upload(input, photo());
    // Focus follows the replaced control: the cancel button, then the remove button.
    await waitFor(() => expect(canvas.getByRole('button', { name: '取消上传' })).toHaveFocus());
    const remove = await canvas.findByRole('button', { name: '删除 photo.png' }, { timeout: 3000 });
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.getByRole('button', { name: '选择文件' })).toHaveFocus());
  },
};

export const RejectChineseName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['x'], '新品海报.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(canvas.getByRole('alert')).toHaveTextContent('文件名不能带中文');
    await expect(args.onReject).toHaveBeenCalledWith(file, '文件名不能带中文');
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription(/文件名不能带中文/);
  },
};

export const RejectType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The picker's accept filter is only a hint: a file it lets through is still checked.
    const user = userEvent.setup({ applyAccept: false });
    const file = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    await user.upload(fileInput(canvasElement), file);
    await expect(canvas.getByRole('alert')).toHaveTextContent('仅支持JPG/PNG/TEXT/ZIP/XLS/CSV/DOC/PPT 格式!');
    await expect(args.onReject).toHaveBeenCalledWith(file, materialRules.typeMessage);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const RejectSize: Story = {
  args: { rules: { ...materialRules, maxBytes: 1024, sizeMessage: '上传文件大小不能超过 1KB!' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Exactly the limit is refused: a file must be strictly smaller.
    const file = new File([new Uint8Array(1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(canvas.getByRole('alert')).toHaveTextContent('上传文件大小不能超过 1KB!');
    await expect(args.onReject).toHaveBeenCalledWith(file, '上传文件大小不能超过 1KB!');
    await expect(args.onUpload).not.toHaveBeenCalled();
    // One byte less passes, and the message goes away.
    await userEvent.upload(fileInput(canvasElement), new File([new Uint8Array(1023)], 'ok.png', { type: 'image/png' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/**
 * Fires the drag events of a drop of `files` on `target`. A script-made DataTransfer does not expose its files as
 * file-system entries (which react-aria reads to tell files from folders), so the events carry a stand-in.
 */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = {
    types: ['Files'],
    files,
    items: files.map((file) => ({
      kind: 'file',
      type: file.type,
      getAsFile: () => file,
      webkitGetAsEntry: () => ({ isFile: true, isDirectory: false }),
    })),
    effectAllowed: 'all',
    dropEffect: 'none',
    getData: () => '',
  };
  const rect = target.getBoundingClientRect();
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperties(event, {
      dataTransfer: { value: dataTransfer },
      clientX: { value: rect.x + 10 },
      clientY: { value: rect.y + 10 },
    });
    target.dispatchEvent(event);
  }
}

export const DropOneFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText('点击或拖拽文件到此处上传');
    dropFiles(zone, [photo()]);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText('photo.png', {}, { timeout: 3000 })).toBeVisible();
  },
};

export const DropSeveralFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText('点击或拖拽文件到此处上传');
    const first = photo();
    dropFiles(zone, [first, new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('一次只能上传一个文件'));
    await expect(args.onReject).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'photo.png' }),
      '一次只能上传一个文件',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const UploadFails: Story = {
  args: {
    onUpload: fn(async (_file: File, _context: UploadContext): Promise<UploadedFile> => {
      throw new Error('503');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photo());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('上传失败，请重试'));
    await expect(args.onUploadError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'photo.png' }),
      new Error('503'),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeVisible();
  },
};

export const CancelUpload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photo());
    await userEvent.click(await canvas.findByRole('button', { name: '取消上传' }));
    const [, context] = (args.onUpload as Mock).mock.calls[0] as [File, UploadContext];
    await expect(context.signal.aborted).toBe(true);
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(args.onUploadError).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RemoveWithPointer: Story = {
  args: { defaultValue: { url: 'https://cdn.example.com/materials/price-list.pdf', name: 'price-list.pdf' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '删除 price-list.pdf' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByText('price-list.pdf')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeVisible();
  },
};

export const Thumbnail: Story = {
  args: {
    variant: 'thumbnail',
    label: '缩略图',
    description: '仅支持 JPG、PNG，小于 5MB',
    rules: thumbnailRules,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), photo());
    const preview = await canvas.findByRole('img', { name: 'photo.png' }, { timeout: 3000 });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(getComputedStyle(preview).width).toBe(getComputedStyle(preview).height);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '删除 photo.png' }));
    await expect(canvas.queryByRole('img', { name: 'photo.png' })).not.toBeInTheDocument();
  },
};
