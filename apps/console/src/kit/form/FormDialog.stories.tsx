import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, TextField } from '@weassit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userFixture } from '../../testing/fixtures';
import { eventArgTypes, pageStory } from '../../testing/story-meta';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { useFormState } from './use-form-state';

interface GroupValues {
  name: string;
  note: string;
}

const validateGroup = (values: GroupValues) => {
  const errors: Partial<Record<keyof GroupValues, string>> = {};
  if (!values.name.trim()) errors.name = '请输入分组名称';
  if (!values.note.trim()) errors.note = '请输入说明';
  return errors;
};

interface GroupDialogProps extends Omit<FormDialogProps, 'children'> {
  initial?: GroupValues;
  /** Called with valid values; a name the server already has comes back as its field error. */
  onSubmit: (values: GroupValues) => void;
}

/** A small form in the kit's dialog, as a feature writes one: the form state, `formProps` and `textField`. */
function GroupDialog({ initial = { name: '', note: '' }, onSubmit, ...dialog }: GroupDialogProps) {
  return (
    <FormDialog {...dialog}>{(formId) => <GroupForm id={formId} initial={initial} onSubmit={onSubmit} />}</FormDialog>
  );
}

function GroupForm({
  id,
  initial,
  onSubmit,
}: {
  id: string;
  initial: GroupValues;
  onSubmit: GroupDialogProps['onSubmit'];
}) {
  const form = useFormState<GroupValues, keyof GroupValues>({
    initial,
    validate: validateGroup,
    onSubmit: (values) => {
      onSubmit(values);
      // What a feature does with the API's answer: the message shows on its field until the field changes.
      if (values.name.trim() === '已存在') form.setServerErrors({ name: '分组名称已存在' });
    },
  });
  return (
    <Form id={id} {...form.formProps}>
      <TextField {...form.textField('name')} label="分组名称" isRequired />
      <TextField {...form.textField('note')} label="说明" isRequired multiline rows={3} />
    </Form>
  );
}

const meta = {
  title: 'Console/Kit/FormDialog',
  component: GroupDialog,
  tags: ['autodocs'],
  ...pageStory('/', userFixture, { notices: true }),
  args: {
    title: '添加分组',
    confirmLabel: '添加',
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(),
  },
  argTypes: eventArgTypes('onOpenChange', 'onSubmit'),
} satisfies Meta<typeof GroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = async (canvasElement: HTMLElement, name = '添加分组') =>
  within(await bodyOf(canvasElement).findByRole('dialog', { name }));

export const Playground: Story = {};

/** By pointer: a refused 添加 shows every message and focuses the first invalid field; fixed, 添加 submits. */
export const RefusedSubmitByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const name = dialog.getByRole('textbox', { name: /分组名称/ });
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    // Polled: the messages render after the refused submit, then focus moves.
    await waitFor(() => expect(dialog.getByText('请输入分组名称')).toBeVisible());
    await waitFor(() => expect(dialog.getByText('请输入说明')).toBeVisible());
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, '客户群');
    await expect(dialog.queryByText('请输入分组名称')).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: /说明/ }), '重要客户');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '客户群', note: '重要客户' });
  },
};

/** By keyboard: a field says what is wrong once left; Enter on 添加 refuses and focuses the first invalid field. */
export const RefusedSubmitByKeyboard: Story = {
  args: { initial: { name: '客户群', note: '' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const name = dialog.getByRole('textbox', { name: /分组名称/ });
    const note = dialog.getByRole('textbox', { name: /说明/ });
    name.focus();
    await userEvent.clear(name);
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByText('请输入分组名称')).toBeVisible());
    // 说明 was not left yet: no message.
    await expect(dialog.queryByText('请输入说明')).toBeNull();

    dialog.getByRole('button', { name: '添加' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByText('请输入说明')).toBeVisible());
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('新客户');
    await userEvent.tab();
    await expect(note).toHaveFocus();
    await userEvent.keyboard('来自活动');
    dialog.getByRole('button', { name: '添加' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '新客户', note: '来自活动' });
  },
};

/** The server refuses the name: its message stays on the field (and blocks 添加) until the name changes. */
export const ServerError: Story = {
  args: { initial: { name: '已存在', note: '说明' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const name = dialog.getByRole('textbox', { name: /分组名称/ });
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(dialog.getByText('分组名称已存在')).toBeVisible());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(name, '2');
    await waitFor(() => expect(dialog.queryByText('分组名称已存在')).toBeNull());
  },
};

/** Unchanged, the dialog closes at once (×). */
export const CloseUnchanged: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** Changed: Escape asks first, 继续编辑 keeps editing; 取消 asks again and 放弃修改 closes. */
export const CloseChangedAsks: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = await dialogOf(canvasElement);
    const name = dialog.getByRole('textbox', { name: /分组名称/ });
    await userEvent.type(name, '草稿');

    await userEvent.keyboard('{Escape}');
    const ask = within(await body.findByRole('alertdialog', { name: '放弃未保存的修改？' }));
    // Polled: the alert dialog fades in.
    await waitFor(() => expect(ask.getByText('你修改的内容还没有保存，关闭后将丢失。')).toBeVisible());
    // A destructive question: the safe answer has focus.
    await waitFor(() => expect(ask.getByRole('button', { name: '继续编辑' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(name).toHaveValue('草稿');

    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    const again = within(await body.findByRole('alertdialog', { name: '放弃未保存的修改？' }));
    await userEvent.click(again.getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

/** While the edited record loads: a skeleton instead of the form, and 保存 is disabled. */
export const Loading: Story = {
  args: { title: '编辑分组', confirmLabel: '保存', isLoading: true, loadingLabel: '正在加载分组…' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, '编辑分组');
    await expect(dialog.getByRole('status', { name: '正在加载分组…' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

/** Saving: the primary button is pending. */
export const Saving: Story = {
  args: { title: '编辑分组', confirmLabel: '保存', initial: { name: '客户群', note: '重要客户' }, isSaving: true },
};
