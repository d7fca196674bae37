import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Material, MaterialType } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PageLoader } from '../../kit/list/use-paged-list';
import { vipUserFixture } from '../../testing/fixtures';
import { playRemoveAsksFirst } from '../../testing/list-plays';
import {
  fileMaterialFixture,
  h5MaterialFixture,
  miniMaterialFixture,
  textMaterialsFixture,
} from '../../testing/material-fixtures';
import { eventArgTypes, loaders, pageStory } from '../../testing/story-meta';
import type { MaterialFilters } from './MaterialView';
import { MaterialView } from './MaterialView';

/** 23 text materials: the fixture's 10, then more of the same shape (three pages of 10). */
const allTexts: Material[] = [
  ...textMaterialsFixture,
  ...Array.from(
    { length: 13 },
    (_, i) => ({ ...textMaterialsFixture[i % 10], id: `word-${i + 11}`, name: `欢迎语${i + 11}` }) as Material,
  ),
];

/** A page of `rows` like `GET /api/material/list`: `name` and `tag` match parts of the name and the tag. */
const pageOf =
  (rows: Material[]): PageLoader<Material, MaterialFilters> =>
  async (params) => {
    const matching = rows.filter(
      (m) => (!params.name || m.name.includes(params.name)) && (!params.tag || (m.tag ?? '').includes(params.tag)),
    );
    const start = (params.current - 1) * params.pageSize;
    return { count: matching.length, list: matching.slice(start, start + params.pageSize) };
  };

const meta = {
  title: 'Console/Material/MaterialView',
  component: MaterialView,
  ...pageStory('/material/word', vipUserFixture, { notices: true }),
  args: {
    type: MaterialType.TEXT,
    load: fn(pageOf(allTexts)),
    loadMaterial: loaders.byId(allTexts, '素材不存在'),
    onSave: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
  argTypes: eventArgTypes('load', 'loadMaterial', 'onSave', 'onRemove'),
} satisfies Meta<typeof MaterialView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text materials: the table, paging, 添加素材 and per-row 编辑 (which loads the material into the dialog). */
export const TextMaterials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { name: '文字素材', level: 1 })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: '文字素材列表' });
    await expect(await within(table).findByText('欢迎语1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '编辑 欢迎语2' }));
    await expect(args.loadMaterial).toHaveBeenCalledWith('word-2');
    await body.findByRole('dialog', { name: '添加素材' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '添加素材' }));
    await body.findByRole('dialog', { name: '添加素材' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // The pagination loads on first use (LazyPagination).
    await userEvent.click(await canvas.findByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 2, pageSize: 10 }));
    await expect(await within(table).findByText('欢迎语11')).toBeVisible();
  },
};

/** 删除 asks first: 取消 keeps the material, 确定删除 deletes it, says 删除成功 and reloads the page. */
export const DeleteConfirmation: Story = {
  play: ({ canvasElement, args }) =>
    playRemoveAsksFirst(canvasElement, args, {
      button: '删除 欢迎语1',
      title: '删除素材',
      message: '确定删除素材“欢迎语1”吗？删除后无法恢复。',
      confirmLabel: '确定删除',
      removed: textMaterialsFixture[0],
    }),
};

/** Name and tag filter the list (搜索 or Enter, trimmed); 重置 clears them. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: '文字素材列表' });
    const search = canvas.getByRole('search', { name: '搜索素材' });
    await userEvent.type(within(search).getByRole('textbox', { name: '名称' }), ' 欢迎语1 ');
    await userEvent.type(within(search).getByRole('textbox', { name: '标签' }), '活动{Enter}');
    await waitFor(() =>
      expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, name: '欢迎语1', tag: '活动' }),
    );
    await waitFor(() => expect(within(table).queryByText('欢迎语1')).toBeNull());
    await expect(within(table).getByText('欢迎语12')).toBeVisible();
    await userEvent.click(within(search).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }));
    await expect(within(search).getByRole('textbox', { name: '名称' })).toHaveValue('');
    await expect(await within(table).findByText('欢迎语1')).toBeVisible();
  },
};

/** No materials yet: the empty state offers 添加素材 (the toolbar then leaves it out: one button of that name). */
export const Empty: Story = {
  args: { load: fn<PageLoader<Material, MaterialFilters>>(async () => ({ count: 0, list: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: '暂无素材', level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    const buttons = canvas.getAllByRole('button', { name: '添加素材' });
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    await body.findByRole('dialog', { name: '添加素材' });
  },
};

/** A search that matches nothing: the table says so, the filters stay. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: '文字素材列表' });
    await userEvent.type(canvas.getByRole('textbox', { name: '名称' }), '不存在');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await within(table).findByText('没有找到匹配的素材')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '名称' })).toHaveValue('不存在');
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  args: { load: fn<PageLoader<Material, MaterialFilters>>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** The list could not be loaded (the API client said why): 重试 loads it again. */
export const LoadError: Story = {
  args: { load: fn<PageLoader<Material, MaterialFilters>>(async () => Promise.reject(new Error('网络错误'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '加载失败' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  },
};

/** File materials link to their file. */
export const FileMaterials: Story = {
  args: { type: MaterialType.FILE, load: fn(pageOf([fileMaterialFixture])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '文件素材', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'manual-v2.pdf' })).toHaveAttribute(
      'href',
      fileMaterialFixture.url,
    );
  },
};

export const H5Materials: Story = {
  args: { type: MaterialType.H5, load: fn(pageOf([h5MaterialFixture])) },
};

export const MiniProgramMaterials: Story = {
  args: { type: MaterialType.MINI_PROGRAM, load: fn(pageOf([miniMaterialFixture])) },
};
