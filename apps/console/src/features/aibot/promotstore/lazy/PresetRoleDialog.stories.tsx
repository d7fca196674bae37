import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vipUserFixture } from '../../../../testing/fixtures';
import { ownRolesFixture } from '../../../../testing/preset-role-fixtures';
import { eventArgTypes, pageStory } from '../../../../testing/story-meta';
import { emptyPresetRoleForm, presetRoleToForm } from '../preset-role-form';
import { PresetRoleDialog } from './PresetRoleDialog';

const meta = {
  title: 'Console/Aibot/PresetRoleDialog',
  component: PresetRoleDialog,
  ...pageStory('/aibot/promotstore', vipUserFixture),
  args: { isOpen: true, onOpenChange: fn(), initial: emptyPresetRoleForm(), onSubmit: fn() },
  argTypes: eventArgTypes('onOpenChange', 'onSubmit'),
} satisfies Meta<typeof PresetRoleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name }));

/** A new role: the name is checked on blur, the content on submit; 添加 sends the payload (by keyboard). */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement, '添加角色');
    const name = dialog.getByRole('textbox', { name: /名称/ });
    const content = dialog.getByRole('textbox', { name: /内容/ });
    await userEvent.click(name);
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByText('请输入角色名称')).toBeVisible());
    await expect(dialog.queryByText('请输入角色设定')).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(dialog.getByText('请输入角色设定')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.type(name, ' 英语老师 ');
    await userEvent.type(content, '你是一位英语老师。');
    // The counter against the contract's maximum.
    await waitFor(() => expect(dialog.getByText('9/20000')).toBeVisible());
    await expect(dialog.queryByText('请输入角色名称')).toBeNull();
    dialog.getByRole('button', { name: '添加' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '英语老师', content: '你是一位英语老师。' });
  },
};

/** Both messages of the contract at once, on an empty submit. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement, '添加角色');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    // Polled: on a loaded runner the fields re-render while the messages settle (see MaterialDialog's AddH5).
    await waitFor(() => expect(dialog.getByText('请输入角色名称')).toBeVisible());
    await waitFor(() => expect(dialog.getByText('请输入角色设定')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: /名称/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing one's own role: filled, titled 编辑角色, its primary button reads 保存 and sends the id. */
export const Edit: Story = {
  args: { editId: ownRolesFixture[0]?.id, initial: presetRoleToForm(ownRolesFixture[0] ?? { name: '', content: '' }) },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement, '编辑角色');
    await expect(dialog.queryByRole('button', { name: '添加' })).toBeNull();
    const name = dialog.getByRole('textbox', { name: /名称/ });
    await expect(name).toHaveValue('英语老师');
    await userEvent.clear(name);
    await userEvent.type(name, '英文老师');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: ownRolesFixture[0]?.id,
      name: '英文老师',
      content: ownRolesFixture[0]?.content,
    });
  },
};

/** Edit mode while the role loads: a skeleton, and 保存 is disabled. */
export const EditLoading: Story = {
  args: { editId: 'r-own-1', initial: undefined },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, '编辑角色');
    await expect(dialog.getByRole('status', { name: '正在加载角色…' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

/** Saving: the primary button is pending. */
export const Saving: Story = {
  args: {
    editId: 'r-own-1',
    initial: presetRoleToForm({ name: '英语老师', content: '你是一位英语老师。' }),
    isSaving: true,
  },
};
