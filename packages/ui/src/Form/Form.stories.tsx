import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextArea, TextField, type ValidationResult } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FieldError, fieldStyles, Label } from '../Field';
import { Form, FormActions, type FormProps } from './Form';

type Args = FormProps & {
  /** Story-only: receives the submitted values (the story prevents the page load). */
  onSend: (values: Record<string, FormDataEntryValue>) => void;
  /** Story-only: a length limit on 素材别名, checked by a `validate` function. */
  aliasMaxLength?: number;
};

/** The field's message: ours for a missing value, otherwise the validate function's or the server's. */
const message = (missing: string) => (validation: ValidationResult) =>
  validation.validationDetails.valueMissing ? missing : validation.validationErrors.join(' ');

/** The material form of the console, built from plain react-aria-components fields. */
function MaterialForm({ onSend, aliasMaxLength, ...args }: Args) {
  return (
    <Form
      {...args}
      style={{ width: 360 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <TextField
        name="alias"
        isRequired
        className={fieldStyles.field}
        validate={
          aliasMaxLength === undefined
            ? undefined
            : (value) => (value.length > aliasMaxLength ? `素材别名不能超过${aliasMaxLength}个字` : null)
        }
      >
        <Label isRequired>素材别名</Label>
        <Input className={fieldStyles.inputBox} />
        <FieldError>{message('素材别名必填')}</FieldError>
      </TextField>
      <TextField name="content" isRequired className={fieldStyles.field}>
        <Label isRequired>内容</Label>
        <TextArea className={fieldStyles.inputBox} rows={3} />
        <FieldError>{message('内容必填')}</FieldError>
      </TextField>
      <FormActions>
        <Button type="reset" variant="secondary">
          重置
        </Button>
        <Button type="submit">发送</Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: Form,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { validationBehavior: 'native', onInvalidSubmit: fn(), onSend: fn() },
  argTypes: {
    validationBehavior: { control: 'inline-radio', options: ['native', 'aria'] },
    validationErrors: { control: 'object' },
    onInvalidSubmit: { table: { category: 'Events' } },
    onSend: { table: { category: 'Events' } },
  },
  render: (args) => <MaterialForm {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SubmitEmptyWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(await canvas.findByText('素材别名必填')).toBeVisible();
    await expect(canvas.getByText('内容必填')).toBeVisible();
    const alias = canvas.getByRole('textbox', { name: '素材别名' });
    await expect(alias).toHaveAttribute('aria-invalid', 'true');
    await expect(alias).toHaveAccessibleDescription('素材别名必填');
    await waitFor(() => expect(args.onInvalidSubmit).toHaveBeenCalledTimes(1));
    // Focus moves to the first invalid field.
    await expect(alias).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const SubmitEmptyWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alias = canvas.getByRole('textbox', { name: '素材别名' });
    const content = canvas.getByRole('textbox', { name: '内容' });
    await userEvent.tab();
    await expect(alias).toHaveFocus();
    // Enter in a text field submits the form.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onInvalidSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.getByText('素材别名必填')).toBeVisible();
    await expect(canvas.getByText('内容必填')).toBeVisible();
    await expect(alias).toHaveFocus();

    await userEvent.keyboard('新品推广');
    await userEvent.tab();
    await expect(canvas.queryByText('素材别名必填')).not.toBeInTheDocument();
    await expect(content).toHaveFocus();
    await userEvent.keyboard('本周新品八折');
    await userEvent.tab(); // 重置
    await userEvent.tab(); // 发送
    await expect(canvas.getByRole('button', { name: '发送' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ alias: '新品推广', content: '本周新品八折' });
    await expect(args.onInvalidSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FocusFirstInvalidField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '素材别名' }), '新品推广');
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(args.onInvalidSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('textbox', { name: '内容' })).toHaveFocus();
    await expect(canvas.queryByText('素材别名必填')).not.toBeInTheDocument();
    await expect(canvas.getByText('内容必填')).toBeVisible();
    // A second attempt is a second call.
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(args.onInvalidSubmit).toHaveBeenCalledTimes(2));
  },
};

export const ServerErrors: Story = {
  args: { validationErrors: { alias: '素材别名已存在' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alias = canvas.getByRole('textbox', { name: '素材别名' });
    await expect(canvas.getByText('素材别名已存在')).toBeVisible();
    await expect(alias).toHaveAttribute('aria-invalid', 'true');
    await expect(alias).toHaveAccessibleDescription('素材别名已存在');
    // Editing the field clears its server error.
    await userEvent.type(alias, '新品推广');
    await userEvent.tab();
    await expect(canvas.queryByText('素材别名已存在')).not.toBeInTheDocument();
    await expect(alias).not.toHaveAttribute('aria-invalid');
    await expect(args.onInvalidSubmit).not.toHaveBeenCalled();
  },
};

export const ValidateOnBlur: Story = {
  args: { aliasMaxLength: 8 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alias = canvas.getByRole('textbox', { name: '素材别名' });
    await userEvent.click(alias);
    await userEvent.keyboard('双十一大促活动素材合集');
    // Native validation: nothing shows while typing …
    await expect(canvas.queryByText('素材别名不能超过8个字')).not.toBeInTheDocument();
    // … and the field is checked when it loses focus.
    await userEvent.tab();
    await expect(canvas.getByText('素材别名不能超过8个字')).toBeVisible();
    await expect(alias).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(alias);
    await userEvent.keyboard('双十一');
    await userEvent.tab();
    await expect(canvas.queryByText('素材别名不能超过8个字')).not.toBeInTheDocument();
    await expect(args.onInvalidSubmit).not.toHaveBeenCalled();
  },
};

export const AriaValidation: Story = {
  args: { validationBehavior: 'aria', aliasMaxLength: 8 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alias = canvas.getByRole('textbox', { name: '素材别名' });
    await userEvent.type(alias, '双十一大促活动素材合集');
    // ARIA validation shows the error while typing.
    await expect(canvas.getByText('素材别名不能超过8个字')).toBeVisible();
    await expect(alias).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('textbox', { name: '内容' }));
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    // The Form blocks the submit, focuses the field and reports it once.
    await expect(args.onInvalidSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(alias).toHaveFocus();
  },
};

export const ActionsAlignment: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: 360 }}>
      <FormActions data-testid="end">
        <Button variant="secondary">取消</Button>
        <Button>保存</Button>
      </FormActions>
      <FormActions align="between">
        <Button variant="link">查看示例</Button>
        <Button>保存</Button>
      </FormActions>
      <FormActions align="start">
        <Button>保存</Button>
      </FormActions>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const end = within(canvasElement).getByTestId('end');
    await expect(getComputedStyle(end).justifyContent).toBe('flex-end');
  },
};
