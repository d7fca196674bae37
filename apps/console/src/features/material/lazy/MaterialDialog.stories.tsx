import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaterialType } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vipUserFixture } from '../../../testing/fixtures';
import { miniMaterialFixture } from '../../../testing/material-fixtures';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { emptyMaterialForm, materialToForm } from '../material-form';
import { MaterialDialog } from './MaterialDialog';

const uploaded = (name: string) => ({
  key: `public/8af1d2ecdf5fd04a/${name}`,
  url: `http://127.0.0.1:8080/files/public/8af1d2ecdf5fd04a/${name}`,
});

const meta = {
  title: 'Console/Material/MaterialDialog',
  component: MaterialDialog,
  ...pageStory('/material/word', vipUserFixture),
  args: {
    isOpen: true,
    onOpenChange: fn(),
    type: MaterialType.TEXT,
    initial: emptyMaterialForm(MaterialType.TEXT),
    onSubmit: fn(),
    onUpload: fn(async (_scene: string, file: File) => uploaded(file.name)),
    onUploadError: fn(),
  },
  argTypes: eventArgTypes('onOpenChange', 'onSubmit', 'onUpload', 'onUploadError'),
} satisfies Meta<typeof MaterialDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '添加素材' }));

/** A new text material: the name is checked on blur, the content on submit; 添加 sends the payload. */
export const AddText: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    // Only the page's type is selectable.
    await expect(dialog.getByRole('radio', { name: '文字' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '文件' })).toBeDisabled();
    // The name says it is required once it loses focus.
    const name = dialog.getByRole('textbox', { name: /素材别名/ });
    await userEvent.click(name);
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByText('素材别名必填')).toBeVisible());
    await expect(dialog.queryByText('内容必填')).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(dialog.getByText('内容必填')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.type(name, '欢迎语');
    await userEvent.type(dialog.getByRole('textbox', { name: /标签/ }), '欢迎');
    await userEvent.type(dialog.getByRole('textbox', { name: /内容/ }), '你好，欢迎加入！');
    await expect(dialog.queryByText('素材别名必填')).toBeNull();
    // By keyboard: the primary button (in the footer, tied to the form by its id).
    dialog.getByRole('button', { name: '添加' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: MaterialType.TEXT,
      name: '欢迎语',
      tag: '欢迎',
      content: '你好，欢迎加入！',
    });
  },
};

/** A file material: 文件必传; a Chinese file name is refused before any upload; an upload fills the URL. */
export const AddFile: Story = {
  args: { type: MaterialType.FILE, initial: emptyMaterialForm(MaterialType.FILE) },
  play: async ({ canvasElement, args }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /素材别名/ }), '产品手册');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(dialog.getByText('文件必传')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const input = () => body.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input(), new File(['x'], '中文.png', { type: 'image/png' }));
    await waitFor(() => expect(dialog.getByText('文件名不能带中文')).toBeVisible());
    // The picker's accept list would hide it; a drop or paste would not: check the rule without the filter.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input(), new File(['x'], 'notes.exe', { type: 'application/x-msdownload' }));
    await waitFor(() => expect(dialog.getByText('仅支持JPG/PNG/TEXT/ZIP/XLS/CSV/DOC/PPT 格式!')).toBeVisible());
    await expect(args.onUpload).not.toHaveBeenCalled();

    await userEvent.upload(input(), new File(['%PDF-1.4'], 'manual.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: '删除 manual.pdf' })).toBeVisible());
    await expect(args.onUpload).toHaveBeenCalledWith('material', expect.any(File), expect.anything());
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: MaterialType.FILE,
      name: '产品手册',
      tag: '',
      url: uploaded('manual.pdf').url,
      fileType: 'pdf',
    });
  },
};

/** An H5 link: every required field says so on submit. */
export const AddH5: Story = {
  args: { type: MaterialType.H5, initial: emptyMaterialForm(MaterialType.H5) },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'H5链接' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    // Polled as a whole: on a loaded runner the fields re-render while the messages settle, and an element
    // found a moment earlier can be replaced by the time it is checked.
    for (const message of ['素材别名必填', 'h5 url必填', 'h5卡片标题必填', 'h5描述必填', '缩略图必传']) {
      await waitFor(() => expect(dialog.getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Thumbnails are JPG/PNG only.
    const input = canvasElement.ownerDocument.body.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input as HTMLInputElement, new File(['GIF89a'], 'card.gif', { type: 'image/gif' }));
    await waitFor(() => expect(dialog.getByText('仅支持JPG/PNG格式!')).toBeVisible());
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A mini program: appid, username, title, description, pagePath and the thumbnail are required. */
export const AddMiniProgram: Story = {
  args: { type: MaterialType.MINI_PROGRAM, initial: emptyMaterialForm(MaterialType.MINI_PROGRAM) },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    for (const message of [
      '素材别名必填',
      'appid必填',
      'username必填',
      'title必填',
      'description必填',
      'pagePath必填',
      '缩略图必传',
    ]) {
      await waitFor(() => expect(dialog.getByText(message)).toBeVisible());
    }
    await expect(dialog.getByRole('textbox', { name: /iconUrl/ })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a stored mini program: the form is filled and the primary button reads 修改. */
export const EditMiniProgram: Story = {
  args: {
    type: MaterialType.MINI_PROGRAM,
    editId: miniMaterialFixture.id,
    initial: materialToForm(miniMaterialFixture),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.queryByRole('button', { name: '添加' })).toBeNull();
    await expect(dialog.getByRole('textbox', { name: /appid/ })).toHaveValue(miniMaterialFixture.appid);
    const title = dialog.getByRole('textbox', { name: /^title/ });
    await userEvent.clear(title);
    await userEvent.type(title, '会员权益');
    await userEvent.click(dialog.getByRole('button', { name: '修改' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ id: miniMaterialFixture.id, type: MaterialType.MINI_PROGRAM, title: '会员权益' }),
    );
  },
};

/** Edit mode while the material loads: a skeleton, and 修改 is disabled. */
export const EditLoading: Story = {
  args: { editId: 'word-1', initial: undefined },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('status', { name: '正在加载素材…' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '修改' })).toBeDisabled();
  },
};
