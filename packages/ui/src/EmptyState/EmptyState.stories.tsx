import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ImageIcon, SearchIcon } from '../icons';
import { EmptyState } from './EmptyState';

const onAdd = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { title: '暂无数据', description: '添加的素材会显示在这里。' },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    icon: { control: false },
    action: { control: false },
    headingLevel: { control: 'inline-radio', options: [undefined, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Without props: the empty-tray illustration and 暂无数据. */
export const Default: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  tags: ['visual'],
  args: {
    icon: <ImageIcon />,
    title: '暂无素材',
    description: '上传图片、视频或文件，在群发和自动回复中使用。',
    action: <Button onPress={onAdd}>添加素材</Button>,
  },
  beforeEach: () => {
    onAdd.mockClear();
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '添加素材' });
    await userEvent.click(button);
    await expect(onAdd).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
    await expect(onAdd).toHaveBeenCalledTimes(2);
  },
};

/** The empty result of a search, titled as a heading of its section. */
export const NoSearchResults: Story = {
  args: {
    icon: <SearchIcon />,
    title: '没有找到相关群聊',
    description: '换个关键词试试。',
    headingLevel: 2,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: '没有找到相关群聊' }),
    ).toBeInTheDocument();
  },
};

export const WithoutIcon: Story = { args: { icon: null } };
