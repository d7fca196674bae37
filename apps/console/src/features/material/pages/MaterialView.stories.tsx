import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaterialType } from '@weassit/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vipUserFixture } from '../../../testing/fixtures';
import {
  emptyMaterialPageFixture,
  fileMaterialFixture,
  h5MaterialFixture,
  miniMaterialFixture,
  textMaterialsFixture,
  textPageFixture,
} from '../../../testing/material-fixtures';
import { StoryFrame } from '../../../testing/StoryFrame';
import { MaterialView } from './MaterialView';

const meta = {
  title: 'Console/Material/MaterialView',
  component: MaterialView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryFrame path="/material/word" user={vipUserFixture}>
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    type: MaterialType.TEXT,
    page: textPageFixture,
    filters: { name: '', tag: '' },
    current: 1,
    pageSize: 10,
    onSearch: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  argTypes: {
    onSearch: { table: { category: 'Events' } },
    onPageChange: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onAdd: { table: { category: 'Events' } },
    onEdit: { table: { category: 'Events' } },
    onDelete: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof MaterialView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text materials: the table, paging, 添加素材 and per-row 编辑. */
export const TextMaterials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '文字素材', level: 1 })).toBeVisible();
    const table = canvas.getByRole('grid', { name: '文字素材列表' });
    await expect(within(table).getByText('欢迎语1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '编辑 欢迎语2' }));
    await expect(args.onEdit).toHaveBeenCalledWith(textMaterialsFixture[1]);
    await userEvent.click(canvas.getAllByRole('button', { name: '添加素材' })[0] as HTMLElement);
    await expect(args.onAdd).toHaveBeenCalled();
    // The pagination loads on first use (LazyPagination).
    await userEvent.click(await canvas.findByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 10);
  },
};

/** 删除 asks first: 取消 keeps the material, 确定删除 deletes it. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '删除 欢迎语1' }));
    const ask = await body.findByRole('alertdialog', { name: '删除素材' });
    await expect(within(ask).getByText('确定删除素材“欢迎语1”吗？删除后无法恢复。')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '删除 欢迎语1' }));
    const again = await body.findByRole('alertdialog', { name: '删除素材' });
    await userEvent.click(within(again).getByRole('button', { name: '确定删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(textMaterialsFixture[0]);
  },
};

/** Name and tag filter the list; 重置 clears them. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('search', { name: '搜索素材' });
    await userEvent.type(within(search).getByRole('textbox', { name: '名称' }), ' 欢迎 ');
    await userEvent.type(within(search).getByRole('textbox', { name: '标签' }), '活动{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ name: '欢迎', tag: '活动' });
    await userEvent.click(within(search).getByRole('button', { name: '重置' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ name: '', tag: '' });
    await expect(within(search).getByRole('textbox', { name: '名称' })).toHaveValue('');
  },
};

/** No materials yet: the empty state offers 添加素材. */
export const Empty: Story = {
  args: { page: emptyMaterialPageFixture },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '暂无素材' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    const buttons = canvas.getAllByRole('button', { name: '添加素材' });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** A search that matches nothing. */
export const NoMatch: Story = {
  args: { page: emptyMaterialPageFixture, filters: { name: '不存在', tag: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '没有找到匹配的素材' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '名称' })).toHaveValue('不存在');
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  args: { page: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** The list could not be loaded: an error and 重试. */
export const LoadError: Story = {
  args: { page: undefined, hasError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('素材列表加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** File materials link to their file. */
export const FileMaterials: Story = {
  args: { type: MaterialType.FILE, page: { count: 1, list: [fileMaterialFixture] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '文件素材', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'manual-v2.pdf' })).toHaveAttribute('href', fileMaterialFixture.url);
  },
};

export const H5Materials: Story = {
  args: { type: MaterialType.H5, page: { count: 1, list: [h5MaterialFixture] } },
};

export const MiniProgramMaterials: Story = {
  args: { type: MaterialType.MINI_PROGRAM, page: { count: 1, list: [miniMaterialFixture] } },
};
