import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MaterialPicker } from './MaterialPicker';
import type { Material, MaterialPage, MaterialPageQuery, MaterialType } from './MaterialPicker.types';
import { MaterialPreview } from './MaterialPickerPreview';

/** A picture for a card: a gradient with a sun and a hill, as an inline SVG (no network). */
function picture(from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100" height="80" fill="url(#g)"/><circle cx="74" cy="22" r="10" fill="#fff" fill-opacity=".7"/><path d="M0 80 L34 44 L58 66 L74 54 L100 80Z" fill="#fff" fill-opacity=".45"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const texts: Material[] = [
  {
    id: 1,
    type: 1,
    name: '欢迎语',
    tag: '客服',
    content: '您好，欢迎添加智能微秘书！回复“菜单”查看常用功能，回复“人工”联系在线客服。',
  },
  {
    id: 2,
    type: 1,
    name: '入群须知',
    tag: '社群',
    content:
      '欢迎加入会员交流群。请先阅读群公告：\n1. 禁止发布广告和链接；\n2. 文明交流，互相尊重；\n3. 有问题请 @群主 或私聊客服；\n4. 每周五晚 8 点有会员福利。',
  },
  { id: 3, type: 1, name: '节日祝福', content: '新春快乐！感谢您一年来的支持，祝您和家人身体健康、万事如意。' },
  {
    id: 4,
    type: 1,
    name: '活动通知',
    tag: '活动',
    content: '双十一预售今晚 8 点开始，会员专享满 300 减 50，点击群公告中的链接参与。',
  },
  {
    id: 5,
    type: 1,
    name: '售后话术',
    tag: '售后',
    content: '非常抱歉给您带来不便。请提供订单号，我们会在 24 小时内为您处理。',
  },
  { id: 6, type: 1, name: '早安问候', content: '早上好！今天也要元气满满，记得吃早餐哦。' },
  { id: 7, type: 1, name: '下班提醒', content: '今天的工作辛苦了，记得打卡下班。' },
];

const files: Material[] = [
  { id: 101, type: 2, name: '产品手册', title: '产品手册.pdf', fileType: 'pdf', size: 2_516_582, tag: '销售' },
  { id: 102, type: 2, name: '价格表', title: '2025年价格表.xlsx', fileType: 'xlsx', size: 48_230 },
  { id: 103, type: 2, name: '入职指南', title: '新员工入职指南.docx', fileType: 'docx', size: 1_203_000 },
  { id: 104, type: 2, name: '活动方案', title: '双十一活动方案.pptx', fileType: 'pptx', size: 8_830_000 },
  { id: 105, type: 2, name: '合同模板', title: '合作合同模板.docx', fileType: 'docx', size: 96_000 },
  { id: 106, type: 2, name: '品牌素材包', title: '品牌素材包.zip', fileType: 'zip', size: 25_400_000 },
];

const links: Material[] = [
  {
    id: 201,
    type: 4,
    name: '官网活动页',
    tag: '活动',
    title: '双十一狂欢节 · 全场满300减50',
    description: '会员专享折扣，11月1日至11日，点击查看活动规则和优惠券领取方式。',
    url: 'https://example.com/1111',
    thumbUrl: picture('#ff7a45', '#f5222d'),
  },
  {
    id: 202,
    type: 4,
    name: '帮助中心',
    title: '智能微秘书使用帮助',
    description: '从添加机器人到设置自动回复，三分钟上手。',
    url: 'https://example.com/help',
    thumbUrl: picture('#36cfc9', '#1677ff'),
  },
  {
    id: 203,
    type: 4,
    name: '新品发布会',
    title: '2025 新品发布会直播',
    description: '11月20日 19:30，预约直播提醒，抽取幸运观众。',
    url: 'https://example.com/live',
    thumbUrl: picture('#9254de', '#531dab'),
  },
  {
    id: 204,
    type: 4,
    name: '会员权益说明',
    title: '会员等级与权益',
    description: '银卡、金卡、黑金卡的专属权益一览。',
    url: 'https://example.com/vip',
  },
  {
    id: 205,
    type: 4,
    name: '门店地址',
    title: '全国门店地址',
    description: '查找离您最近的门店和营业时间。',
    url: 'https://example.com/stores',
    thumbUrl: picture('#73d13d', '#389e0d'),
  },
  {
    id: 206,
    type: 4,
    name: '满意度问卷',
    title: '服务满意度调查',
    description: '耽误您一分钟，填写问卷即可领取 5 元无门槛券。',
    url: 'https://example.com/survey',
    thumbUrl: picture('#ffc53d', '#fa8c16'),
  },
];

const miniPrograms: Material[] = [
  {
    id: 301,
    type: 5,
    name: '会员小程序',
    tag: '会员',
    title: '会员中心 · 每日签到领积分',
    appid: 'wx3f5a1c2b9d8e7f60',
    username: 'gh_7a1b2c3d4e5f',
    pagePath: 'pages/member/index',
    iconUrl: picture('#1677ff', '#003eb3'),
    thumbUrl: picture('#69b1ff', '#1677ff'),
  },
  {
    id: 302,
    type: 5,
    name: '积分商城',
    title: '积分兑好礼，限时上新',
    appid: 'wx8c7d6e5f4a3b2c10',
    username: 'gh_1f2e3d4c5b6a',
    pagePath: 'pages/mall/index',
    iconUrl: picture('#fa541c', '#d4380d'),
    thumbUrl: picture('#ffbb96', '#fa541c'),
  },
  {
    id: 303,
    type: 5,
    name: '预约小程序',
    title: '在线预约到店服务',
    appid: 'wx0a9b8c7d6e5f4a30',
    username: 'gh_9a8b7c6d5e4f',
    pagePath: 'pages/booking/index',
    iconUrl: picture('#13c2c2', '#006d75'),
    thumbUrl: picture('#87e8de', '#13c2c2'),
  },
  {
    id: 304,
    type: 5,
    name: '门店导航',
    title: '离您最近的门店',
    appid: 'wx5e4d3c2b1a0f9e80',
    username: 'gh_5e4d3c2b1a0f',
    pagePath: 'pages/stores/index',
  },
];

const catalog = [...texts, ...files, ...links, ...miniPrograms];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fake server: filters by type and alias, then pages; `delay` milliseconds per request. */
function createLoader(materials: Material[], delay = 0) {
  return async ({ type, name, current, pageSize }: MaterialPageQuery): Promise<MaterialPage> => {
    if (delay > 0) await sleep(delay);
    const matching = materials.filter((m) => m.type === type && m.name.includes(name));
    return { count: matching.length, list: matching.slice((current - 1) * pageSize, current * pageSize) };
  };
}

/** 200 materials across the four types (50 each), for the large-data story. */
const largeCatalog: Material[] = Array.from({ length: 200 }, (_, i): Material => {
  const n = Math.floor(i / 4) + 1;
  switch (i % 4) {
    case 0:
      return { id: `t${n}`, type: 1, name: `欢迎语${n}`, content: `您好，欢迎添加智能微秘书！这是第 ${n} 条欢迎语。` };
    case 1:
      return {
        id: `f${n}`,
        type: 2,
        name: `产品手册${n}`,
        title: `产品手册第${n}版.pdf`,
        fileType: 'pdf',
        size: 120_000 * n,
      };
    case 2:
      return {
        id: `l${n}`,
        type: 4,
        name: `官网活动页${n}`,
        title: `第 ${n} 期会员活动`,
        description: '点击查看活动详情。',
        url: `https://example.com/a/${n}`,
      };
    default:
      return { id: `m${n}`, type: 5, name: `会员小程序${n}`, title: `会员中心 · 第 ${n} 期` };
  }
});

const ALL_TYPES: MaterialType[] = [1, 2, 4, 5];

const meta = {
  title: 'UI/MaterialPicker',
  component: MaterialPicker,
  parameters: { layout: 'padded' },
  args: {
    types: ALL_TYPES,
    loadPage: fn(createLoader(catalog, 150)),
    pageSize: 5,
    selectionMode: 'multiple',
    searchDebounce: 300,
    onChange: fn(),
  },
  argTypes: {
    types: { control: 'inline-check', options: ALL_TYPES },
    selectionMode: { control: 'inline-radio', options: ['multiple', 'single'] },
    maxSelection: { control: { type: 'number', min: 1 } },
    pageSize: { control: { type: 'number', min: 1 } },
    searchDebounce: { control: { type: 'number', min: 0 } },
    defaultType: { control: 'inline-radio', options: ALL_TYPES },
    emptyText: { control: 'text' },
    errorText: { control: 'text' },
    loadPage: { control: false },
    value: { control: false },
    defaultValue: { control: false },
    onChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof MaterialPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (element: HTMLElement) => within(element);
type Canvas = ReturnType<typeof canvasOf>;

/** The row whose alias matches `name`, once loaded. */
async function findRow(canvas: Canvas, name: RegExp) {
  const header = await canvas.findByRole('rowheader', { name }, { timeout: 3000 });
  const row = header.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The data rows of the table shown (not the header). */
function dataRows(canvas: Canvas) {
  return canvas.getAllByRole('row').filter((row) => within(row).queryAllByRole('rowheader').length > 0);
}

export const Playground: Story = {
  tags: ['visual'],
  args: { loadPage: fn(createLoader(catalog)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '选择素材' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: '文字' })).toHaveAttribute('aria-selected', 'true');
    await findRow(canvas, /^欢迎语/);
    await expect(canvas.getByRole('grid', { name: '文字素材列表' })).toBeInTheDocument();
    await expect(dataRows(canvas)).toHaveLength(5);
    await expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 7 条');
  },
};

/** Five rows a page; the pagination pages through the rest. */
export const PageSize: Story = {
  args: { types: [1] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findRow(canvas, /^欢迎语/);
    await expect(args.loadPage).toHaveBeenLastCalledWith({ type: 1, name: '', current: 1, pageSize: 5 });
    await expect(dataRows(canvas)).toHaveLength(5);
    const pagination = canvas.getByRole('navigation', { name: '分页' });
    await expect(pagination).toHaveTextContent('共 7 条');
    await userEvent.click(within(pagination).getByRole('button', { name: '第 2 页' }));
    await findRow(canvas, /^早安问候/);
    await expect(dataRows(canvas)).toHaveLength(2);
    await expect(args.loadPage).toHaveBeenLastCalledWith({ type: 1, name: '', current: 2, pageSize: 5 });
    await expect(within(pagination).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Fewer than five rows: one page, so no pagination. */
export const FewRowsNoPagination: Story = {
  args: { types: [5] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRow(canvas, /^会员小程序/);
    await expect(dataRows(canvas)).toHaveLength(4);
    await expect(canvas.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    // No tab strip for a single type.
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

/** The selection is kept across pages and across tabs (pointer). */
export const SelectionAcrossPagesAndTabs: Story = {
  args: { types: [1, 2] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const welcome = await findRow(canvas, /^欢迎语/);
    await userEvent.click(within(welcome).getByRole('checkbox'));
    await expect(welcome).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    const morning = await findRow(canvas, /^早安问候/);
    await userEvent.click(within(morning).getByRole('checkbox'));
    await expect(morning).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('button', { name: '第 1 页' }));
    await expect(await findRow(canvas, /^欢迎语/)).toHaveAttribute('aria-selected', 'true');
    await expect(await findRow(canvas, /^入群须知/)).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(canvas.getByRole('tab', { name: /^文件/ }));
    const manual = await findRow(canvas, /^产品手册/);
    await expect(manual).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(within(manual).getByRole('checkbox'));
    await expect(manual).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /^文字\s*，已选\s*2\s*项$/ })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: /^文件\s*，已选\s*1\s*项$/ })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('tab', { name: /^文字/ }));
    await expect(await findRow(canvas, /^欢迎语/)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('已选 3 项')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ type: 1, name: '欢迎语', id: 1, content: expect.any(String) }),
      expect.objectContaining({ type: 1, name: '早安问候', id: 6 }),
      expect.objectContaining({ type: 2, name: '产品手册', id: 101, fileType: 'pdf' }),
    ]);
  },
};

/** The same by keyboard: Tab to the tabs, arrows between them, Tab into the table, arrows and Space on rows. */
export const KeyboardSelection: Story = {
  args: { types: [1, 2] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findRow(canvas, /^欢迎语/);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: '素材别名' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '文字' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const fileTab = canvas.getByRole('tab', { name: '文件' });
    await expect(fileTab).toHaveFocus();
    await expect(fileTab).toHaveAttribute('aria-selected', 'true');
    const manual = await findRow(canvas, /^产品手册/);

    await userEvent.tab();
    await expect(manual).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(manual).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const prices = await findRow(canvas, /^价格表/);
    await expect(prices).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(prices).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ type: 2, id: 101, name: '产品手册' }),
      expect.objectContaining({ type: 2, id: 102, name: '价格表' }),
    ]);

    // Back in the tab strip: 文字, then 文件 again: the two files are still selected.
    fileTab.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await findRow(canvas, /^欢迎语/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(await findRow(canvas, /^产品手册/)).toHaveAttribute('aria-selected', 'true');
    await expect(await findRow(canvas, /^价格表/)).toHaveAttribute('aria-selected', 'true');
  },
};

/** More than `maxSelection`: 只能选中3项 is announced and the extra rows stay unselected. */
export const MaxSelection: Story = {
  args: { types: [1, 2], maxSelection: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findRow(canvas, /^欢迎语/);
    // The select-all checkbox in the header selects the page's five rows: only three fit.
    const [selectAll] = canvas.getAllByRole('checkbox');
    if (!selectAll) throw new Error('no select-all checkbox');
    await userEvent.click(selectAll);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('只能选中3项');
    const rows = dataRows(canvas);
    await expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
    ]);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: '欢迎语' }),
      expect.objectContaining({ name: '入群须知' }),
      expect.objectContaining({ name: '节日祝福' }),
    ]);

    // Dismissed; then a click on the fourth row: the message again, and the row stays unselected. Then the
    // keyboard: up to the third row, Space deselects it, and the message goes.
    await userEvent.click(within(alert).getByRole('button', { name: '关闭' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const extra = rows[3];
    if (!extra) throw new Error('no fourth row');
    await userEvent.click(within(extra).getByRole('rowheader'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('只能选中3项');
    await expect(extra).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp} ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    // Other tabs count towards the cap too.
    await userEvent.click(canvas.getByRole('tab', { name: /^文件/ }));
    const manual = await findRow(canvas, /^产品手册/);
    await userEvent.click(within(manual).getByRole('checkbox'));
    await expect(manual).toHaveAttribute('aria-selected', 'true');
    const prices = await findRow(canvas, /^价格表/);
    await userEvent.click(within(prices).getByRole('checkbox'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('只能选中3项');
    await expect(prices).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: '欢迎语' }),
      expect.objectContaining({ name: '入群须知' }),
      expect.objectContaining({ name: '产品手册' }),
    ]);
  },
};

/** One material in all: a new choice replaces the old one, in any tab. */
export const SingleSelection: Story = {
  args: { types: [1, 2], selectionMode: 'single' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const welcome = await findRow(canvas, /^欢迎语/);
    await userEvent.click(within(welcome).getByRole('checkbox'));
    await expect(welcome).toHaveAttribute('aria-selected', 'true');
    const rules = await findRow(canvas, /^入群须知/);
    await userEvent.click(within(rules).getByRole('checkbox'));
    await expect(rules).toHaveAttribute('aria-selected', 'true');
    await expect(welcome).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: '入群须知' })]);

    await userEvent.click(canvas.getByRole('tab', { name: /^文件/ }));
    const manual = await findRow(canvas, /^产品手册/);
    await userEvent.click(within(manual).getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: '产品手册', type: 2 })]);
    await userEvent.click(canvas.getByRole('tab', { name: /^文字/ }));
    await expect(await findRow(canvas, /^入群须知/)).toHaveAttribute('aria-selected', 'false');
  },
};

/** Materials selected before: the tabs show how many of each type. */
export const Preselected: Story = {
  args: { types: [1, 2, 4], defaultValue: [texts[0], files[0]] as Material[] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findRow(canvas, /^欢迎语/)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /^文字\s*，已选\s*1\s*项$/ })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: /^文件\s*，已选\s*1\s*项$/ })).toBeInTheDocument();
    await expect(canvas.getByText('已选 2 项')).toBeInTheDocument();
  },
};

/** The alias search waits for typing to pause, and applies to every tab. */
export const Search: Story = {
  args: { types: [1, 2] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findRow(canvas, /^欢迎语/);
    await userEvent.type(canvas.getByRole('searchbox', { name: '素材别名' }), '手册');
    await waitFor(() =>
      expect(args.loadPage).toHaveBeenLastCalledWith({ type: 1, name: '手册', current: 1, pageSize: 5 }),
    );
    // Debounced: no request for the half-typed 手.
    await expect(args.loadPage).not.toHaveBeenCalledWith(expect.objectContaining({ name: '手' }));
    await expect(await canvas.findByText('暂无素材')).toBeInTheDocument();
    await expect(canvas.getByText('没有别名包含“手册”的素材')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('tab', { name: /^文件/ }));
    await findRow(canvas, /^产品手册/);
    await expect(dataRows(canvas)).toHaveLength(1);
    await expect(args.loadPage).toHaveBeenLastCalledWith({ type: 2, name: '手册', current: 1, pageSize: 5 });

    // Escape clears the search at once.
    await userEvent.click(canvas.getByRole('searchbox', { name: '素材别名' }));
    await userEvent.keyboard('{Escape}');
    await findRow(canvas, /^价格表/);
    await expect(dataRows(canvas)).toHaveLength(5);
  },
};

export const Loading: Story = {
  args: { types: [1, 2], loadPage: fn((_query: MaterialPageQuery) => new Promise<MaterialPage>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: '文字素材列表' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getByText('加载中…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    types: [4],
    loadPage: fn(async (_query: MaterialPageQuery): Promise<MaterialPage> => ({ count: 0, list: [] })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无素材')).toBeInTheDocument();
    await expect(canvas.getByRole('grid', { name: 'H5链接素材列表' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  },
};

let failures = 0;

/** 加载失败 with the server's message, and a retry button that loads again. */
export const LoadError: Story = {
  args: {
    types: [1, 2],
    loadPage: fn(async (query: MaterialPageQuery) => {
      failures += 1;
      if (failures === 1) throw new Error('网络异常，请稍后重试');
      return createLoader(catalog)(query);
    }),
  },
  beforeEach: () => {
    failures = 0;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('加载失败');
    await expect(alert).toHaveTextContent('网络异常，请稍后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await findRow(canvas, /^欢迎语/);
    await expect(args.loadPage).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** 200 materials across the four types, with a 300 ms server. */
export const LargeData: Story = {
  args: { loadPage: fn(createLoader(largeCatalog, 300)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findRow(canvas, /^欢迎语1$/);
    const pagination = canvas.getByRole('navigation', { name: '分页' });
    await expect(pagination).toHaveTextContent('共 50 条');
    await userEvent.click(within(pagination).getByRole('button', { name: '第 10 页' }));
    const last = await findRow(canvas, /^欢迎语50$/);
    await userEvent.click(within(last).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('tab', { name: /^小程序/ }));
    const mini = await findRow(canvas, /^会员小程序1$/);
    await userEvent.click(within(mini).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('tab', { name: /^文字/ }));
    // Back on 文字 at the page left: page 10.
    await expect(await findRow(canvas, /^欢迎语50$/)).toHaveAttribute('aria-selected', 'true');
    await expect(args.loadPage).toHaveBeenLastCalledWith({ type: 1, name: '', current: 10, pageSize: 5 });
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 't50', type: 1 }),
      expect.objectContaining({ id: 'm1', type: 5 }),
    ]);
  },
};

/** The four previews, the way WeChat shows each kind of material. */
export const Previews: Story = {
  tags: ['visual'],
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        alignItems: 'start',
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
      }}
    >
      {[texts[1], files[0], links[0], miniPrograms[0]].map((material) =>
        material ? (
          <section
            key={material.id}
            aria-label={material.name}
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}
          >
            <h3 style={{ margin: 0, fontSize: 14 }}>{material.name}</h3>
            <MaterialPreview material={material} />
          </section>
        ) : null,
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '产品手册' })).toHaveTextContent('PDF · 2.4 MB');
    await expect(canvas.getByRole('region', { name: '会员小程序' })).toHaveTextContent('小程序');
  },
};
