import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button';
import { Table, type TableColumn, type TableProps } from './Table';

interface Material {
  id: string;
  alias: string;
  type: '文本' | '图片' | '链接' | '小程序' | '文件';
  tags: string[];
  uses: number;
}

const materials: Material[] = [
  { id: 'm1', alias: '欢迎语-新好友', type: '文本', tags: ['客服'], uses: 1280 },
  { id: 'm2', alias: '双十一活动海报', type: '图片', tags: ['VIP客户', '活动'], uses: 342 },
  { id: 'm3', alias: '售后服务说明', type: '文件', tags: ['售后'], uses: 87 },
  { id: 'm4', alias: '会员中心', type: '小程序', tags: ['VIP客户'], uses: 560 },
  { id: 'm5', alias: '退换货流程', type: '链接', tags: ['售后', '客服'], uses: 213 },
];

const onEdit = fn();

const columns: TableColumn<Material>[] = [
  { key: 'alias', title: '素材别名', allowsSorting: true },
  { key: 'type', title: '类型', allowsSorting: true, width: 96 },
  {
    key: 'tags',
    title: '标签',
    render: (m) => (
      <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
        {m.tags.map((t) => (
          <Badge key={t} variant={t === 'VIP客户' ? 'vip' : 'brand'}>
            {t}
          </Badge>
        ))}
      </span>
    ),
  },
  { key: 'uses', title: '使用次数', allowsSorting: true, align: 'end', width: 104 },
  {
    key: 'actions',
    title: '操作',
    width: 120,
    render: (m) => (
      <span style={{ display: 'inline-flex', gap: 12 }}>
        <Button variant="link" size="sm" aria-label={`编辑 ${m.alias}`} onPress={() => onEdit(m.id)}>
          编辑
        </Button>
        <Button variant="link" size="sm" aria-label={`删除 ${m.alias}`}>
          删除
        </Button>
      </span>
    ),
  },
];

const collator = new Intl.Collator('zh-CN', { numeric: true });

function sortRows(rows: Material[], sort: SortDescriptor | undefined) {
  if (!sort) return rows;
  const key = sort.column as keyof Material;
  const sorted = [...rows].sort((a, b) => collator.compare(String(a[key]), String(b[key])));
  return sort.direction === 'descending' ? sorted.reverse() : sorted;
}

type MaterialTableProps = TableProps<Material>;

/** A table that sorts its rows: what a page does with `onSortChange`. */
function SortableMaterials(args: MaterialTableProps) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(args.sortDescriptor);
  const rows = useMemo(() => sortRows(args.rows, sort), [args.rows, sort]);
  return (
    <Table
      {...args}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={(descriptor) => {
        args.onSortChange?.(descriptor);
        setSort(descriptor);
      }}
    />
  );
}

/** A table with controlled selection that shows what is selected. */
function SelectableMaterials(args: MaterialTableProps) {
  const [selected, setSelected] = useState<Selection>(new Set());
  const count = selected === 'all' ? args.rows.length : selected.size;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Table
        {...args}
        selectedKeys={selected}
        onSelectionChange={(keys) => {
          args.onSelectionChange?.(keys);
          setSelected(keys);
        }}
      />
      <p>已选择 {count} 项</p>
    </div>
  );
}

const meta = {
  title: 'UI/Table',
  component: Table<Material>,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    'aria-label': '素材列表',
    columns,
    rows: materials,
    getRowKey: (m) => m.id,
    onSortChange: fn(),
    onSelectionChange: fn(),
    selectionMode: 'none',
    isLoading: false,
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    isLoading: { control: 'boolean' },
    emptyContent: { control: 'text' },
    onSortChange: { table: { category: 'Events' } },
    onSelectionChange: { table: { category: 'Events' } },
    onRowAction: { table: { category: 'Events' } },
  },
  render: (args) => <SortableMaterials {...args} />,
} satisfies Meta<typeof Table<Material>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
  args: { sortDescriptor: { column: 'uses', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: '素材列表' });
    // RAC builds the collection after the first render: wait for it.
    await expect(await within(table).findAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('columnheader', { name: '使用次数' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('rowheader', { name: '欢迎语-新好友' })).toBeInTheDocument();
  },
};

export const SortWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alias = await canvas.findByRole('columnheader', { name: '素材别名' });
    await expect(alias).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(alias);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'alias', direction: 'ascending' });
    await expect(alias).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(alias);
    await expect(alias).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'alias', direction: 'descending' });

    await userEvent.click(canvas.getByRole('columnheader', { name: '使用次数' }));
    await expect(canvas.getByRole('columnheader', { name: '使用次数' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(alias).toHaveAttribute('aria-sort', 'none');
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toHaveTextContent('售后服务说明'); // 87 uses
  },
};

export const SortWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('row');
    await userEvent.tab();
    await expect(rows[1]).toHaveFocus();
    // From the first row: into its first cell, up to the column header, then Enter sorts.
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    const alias = canvas.getByRole('columnheader', { name: '素材别名' });
    await expect(alias).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(alias).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'alias', direction: 'ascending' });
    await userEvent.keyboard('{ArrowRight}');
    const type = canvas.getByRole('columnheader', { name: '类型' });
    await expect(type).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(type).toHaveAttribute('aria-sort', 'ascending');
    await expect(alias).toHaveAttribute('aria-sort', 'none');
    await userEvent.keyboard('{Enter}');
    await expect(type).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenCalledTimes(3);
  },
};

export const MultipleSelection: Story = {
  tags: ['visual'],
  args: { selectionMode: 'multiple' },
  render: (args) => <SelectableMaterials {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('row');
    // By keyboard: Space toggles the focused row, arrows move.
    await userEvent.tab();
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('已选择 2 项')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');

    // By pointer: a row's checkbox, then select all.
    const row4 = rows[4] as HTMLElement;
    await userEvent.click(within(row4).getByRole('checkbox'));
    await expect(row4).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('已选择 2 项')).toBeInTheDocument();
    const selectAll = canvas.getByRole('checkbox', { name: '全选' });
    await userEvent.click(selectAll);
    await expect(canvas.getByText('已选择 5 项')).toBeInTheDocument();
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(5);
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  render: (args) => <SelectableMaterials {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('row');
    await userEvent.click(rows[2] as HTMLElement);
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(rows[3] as HTMLElement);
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByText('已选择 1 项')).toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

export const CustomCells: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onEdit.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: '编辑 售后服务说明' }));
    await expect(onEdit).toHaveBeenCalledWith('m3');
    await expect(within(canvas.getAllByRole('row')[2] as HTMLElement).getByText('VIP客户')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: '素材列表' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByText('加载中…')).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无数据')).toBeInTheDocument();
    await expect(canvas.getByRole('grid')).not.toHaveAttribute('aria-busy');
  },
};

export const CustomEmpty: Story = {
  args: {
    rows: [],
    emptyContent: (
      <span>
        还没有素材，<Button variant="link">去添加</Button>
      </span>
    ),
  },
};

/**
 * In a container narrower than 480 px (a phone) the rows become a list: each row a block, each cell under its
 * column's name, nothing scrolling sideways. The column headers stay for screen readers.
 */
export const NarrowScreen: Story = {
  args: { selectionMode: 'multiple' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <SortableMaterials {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid');
    const [firstCell] = await within(table).findAllByRole('rowheader');
    const container = table.parentElement as HTMLElement;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    await expect(getComputedStyle(firstCell?.parentElement as HTMLElement).display).toBe('block');
    await expect(firstCell?.getAttribute('data-label')).toBe('素材别名');
    await expect(within(table).getAllByRole('columnheader', { hidden: true }).length).toBeGreaterThan(1);
  },
};

/** Between 480 px and its minimum width (640 by default) the table keeps its columns and scrolls sideways. */
export const SidewaysScroll: Story = {
  args: { selectionMode: 'multiple' },
  render: (args) => (
    <div style={{ width: 540 }}>
      <SortableMaterials {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid');
    await within(table).findAllByRole('row');
    const container = table.parentElement as HTMLElement;
    await expect(container.scrollWidth).toBeGreaterThan(container.clientWidth);
    // Moving focus to a cell off to the right scrolls it into view.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(container.scrollLeft).toBeGreaterThan(0));
  },
};
