import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { total: 186, defaultCurrent: 1, defaultPageSize: 10, pageSizeOptions: [5, 10, 20, 50], onChange: fn() },
  argTypes: {
    total: { control: 'number' },
    current: { control: 'number' },
    pageSize: { control: 'number' },
    siblingCount: { control: { type: 'range', min: 0, max: 3 } },
    onChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentPage = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-current="page"]');

export const Playground: Story = { tags: ['visual'] };

export const PageWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    await expect(canvas.getByText('共 186 条')).toBeInTheDocument();
    const previous = canvas.getByRole('button', { name: '上一页' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '第 1 页' })).not.toHaveAttribute('aria-current');
    await expect(previous).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: '第 19 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(19, 10);
    await expect(currentPage(canvasElement)).toHaveAccessibleName('第 19 页');
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();

    await userEvent.click(previous);
    await expect(args.onChange).toHaveBeenLastCalledWith(18, 10);
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const PageWithKeyboard: Story = {
  args: { total: 30, defaultPageSize: 10, pageSizeOptions: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // 上一页 is disabled on page 1: Tab goes to the page numbers first.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: '下一页' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(3, 10);
    // 下一页 is now disabled: focus moves to the current page instead of getting lost.
    await expect(next).toBeDisabled();
    const third = canvas.getByRole('button', { name: '第 3 页' });
    await expect(third).toHaveAttribute('aria-current', 'page');
    await expect(third).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10);
  },
};

export const ManyPages: Story = {
  args: { total: 500, defaultCurrent: 25, pageSizeOptions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    const pages = canvas.getAllByRole('button', { name: /^第/ }).map((b) => b.textContent);
    await expect(pages).toEqual(['1', '24', '25', '26', '50']);
  },
};

export const ChangePageSize: Story = {
  args: { defaultCurrent: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /每页条数/ });
    await expect(trigger).toHaveTextContent('10 条/页');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await body.findByRole('option', { name: '20 条/页' }));
    // Rows 21–30 were in view; with 20 per page they are on page 2.
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 20);
    await expect(trigger).toHaveTextContent('20 条/页');
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');

    // And by keyboard.
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '20 条/页' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    // Rows 21–40 were in view: row 21 is on page 5 of 5 per page.
    await expect(args.onChange).toHaveBeenLastCalledWith(5, 5);
    await expect(trigger).toHaveTextContent('5 条/页');
  },
};

/** The material picker: 5 per page, and no pagination at all for 5 rows or fewer. */
export const HiddenOnSinglePage: Story = {
  args: { total: 4, defaultPageSize: 5, pageSizeOptions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const SinglePageShown: Story = {
  args: { total: 4, defaultPageSize: 5, hideOnSinglePage: false, pageSizeOptions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ControlledPagination(args: PaginationProps) {
  const [state, setState] = useState({ page: 1, size: 5 });
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'end' }}>
      <p>
        第 {state.page} 页，每页 {state.size} 条
      </p>
      <Pagination
        {...args}
        current={state.page}
        pageSize={state.size}
        onChange={(page, size) => {
          args.onChange?.(page, size);
          setState({ page, size });
        }}
      />
    </div>
  );
}

export const Controlled: Story = {
  args: { total: 42 },
  render: (args) => <ControlledPagination {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 9 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(9, 5);
    await expect(canvas.getByText('第 9 页，每页 5 条')).toBeInTheDocument();
  },
};
