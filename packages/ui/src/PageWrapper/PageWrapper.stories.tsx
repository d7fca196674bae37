import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Breadcrumb } from '../Breadcrumb';
import { Button } from '../Button';
import { InfoCard } from '../Card';
import { DescriptionList } from '../DescriptionList';
import { HomeIcon, PlusIcon } from '../icons';
import { PageWrapper, type PageWrapperProps } from './PageWrapper';

const onAdd = fn();
const onExport = fn();

const breadcrumbItems = [
  { id: 'home', label: '首页', icon: <HomeIcon /> },
  { id: 'contacts', label: '通讯录' },
  { id: 'friends', label: '好友管理' },
];

const meta = {
  title: 'UI/PageWrapper',
  component: PageWrapper,
  // The docs page is PageWrapper.mdx.
  tags: [],
  // The console puts every page inside its <main>; stories where the page is the landmark itself opt out.
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) =>
      parameters.pageIsMain ? (
        <Story />
      ) : (
        <main>
          <Story />
        </main>
      ),
  ],
  args: {
    title: '好友管理',
    description: '机器人的全部好友，可按昵称或备注搜索',
    onTitleChange: fn(),
    children: (
      <InfoCard title="基本信息" headingLevel={2}>
        <DescriptionList
          items={[
            { label: '好友总数', value: '1,280' },
            { label: '今日新增', value: '36' },
            { label: '自动通过', value: '已开启' },
          ]}
        />
      </InfoCard>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    documentTitle: { control: 'text' },
    // The stories sit inside a <main> already (see AsMain for the other case).
    as: { control: false },
    actions: { control: false },
    breadcrumb: { control: false },
    children: { control: false },
    onTitleChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof PageWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (
  <>
    <Button variant="secondary" onPress={onExport}>
      导出
    </Button>
    <Button onPress={onAdd}>
      <PlusIcon />
      添加好友
    </Button>
  </>
);

export const Playground: Story = {
  tags: ['visual'],
  args: {
    actions,
    breadcrumb: <Breadcrumb items={breadcrumbItems} />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '好友管理' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('navigation', { name: '面包屑' })).toBeInTheDocument();
    await expect(args.onTitleChange).toHaveBeenCalledTimes(1);
    await expect(args.onTitleChange).toHaveBeenCalledWith('好友管理');
    // The breadcrumb comes before the title in reading order.
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** The actions are plain buttons: by pointer and by keyboard. */
export const Actions: Story = {
  args: { actions },
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    onExport.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加好友' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: '导出' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalledTimes(1);
    await expect(onAdd).toHaveBeenCalledTimes(1);
    // The actions sit at the end of the title row.
    const heading = canvas.getByRole('heading', { level: 1 });
    const add = canvas.getByRole('button', { name: '添加好友' });
    await expect(add.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().left);
  },
};

export const TitleOnly: Story = {
  args: { title: '素材库', description: undefined, children: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '素材库' })).toBeInTheDocument();
    await expect(args.onTitleChange).toHaveBeenCalledWith('素材库');
  },
};

/** A title that is not plain text reports its text; `documentTitle` overrides it. */
export const RichTitle: Story = {
  args: {
    title: (
      <>
        产品交流群 <small style={{ fontWeight: 'normal' }}>（128 人）</small>
      </>
    ),
    documentTitle: '产品交流群 - 群管理',
    description: '群公告、入群欢迎语和关键词回复',
  },
  play: async ({ args }) => {
    await expect(args.onTitleChange).toHaveBeenCalledWith('产品交流群 - 群管理');
  },
};

function ChangingTitle(args: PageWrapperProps) {
  const [group, setGroup] = useState('产品交流群');
  return (
    <PageWrapper
      {...args}
      title={`${group} · 设置`}
      actions={
        <Button variant="secondary" onPress={() => setGroup('售后服务群')}>
          切换到售后服务群
        </Button>
      }
    />
  );
}

/** `onTitleChange` fires once on mount and again only when the title's text changes (not on every render). */
export const TitleChange: Story = {
  render: (args) => <ChangingTitle {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.onTitleChange).toHaveBeenCalledTimes(1);
    await expect(args.onTitleChange).toHaveBeenLastCalledWith('产品交流群 · 设置');
    // The widget leaves document.title alone.
    await expect(canvasElement.ownerDocument.title).not.toContain('产品交流群');
    await userEvent.click(canvas.getByRole('button', { name: '切换到售后服务群' }));
    await waitFor(() => expect(args.onTitleChange).toHaveBeenLastCalledWith('售后服务群 · 设置'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('售后服务群 · 设置');
    // Pressing again re-renders with the same title: no new call.
    await userEvent.click(canvas.getByRole('button', { name: '切换到售后服务群' }));
    await expect(args.onTitleChange).toHaveBeenCalledTimes(2);
  },
};

/** On a phone the actions wrap under the title. */
export const Narrow: Story = {
  args: { actions, breadcrumb: <Breadcrumb items={breadcrumbItems} /> },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const add = canvas.getByRole('button', { name: '添加好友' });
    await expect(add.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom - 1);
  },
};

/** Without an app shell around it, `as="main"` makes the page the document's main landmark. */
export const AsMain: Story = {
  args: { as: 'main', actions },
  parameters: { pageIsMain: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(within(main).getByRole('heading', { level: 1, name: '好友管理' })).toBeInTheDocument();
  },
};
