import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { userFixture } from '../../../testing/fixtures';
import { pageStory } from '../../../testing/story-meta';
import { MemberView } from './MemberView';

const meta = {
  title: 'Console/Pages/Member',
  component: MemberView,
  ...pageStory('/member/main', userFixture),
  args: { name: userFixture.name, email: userFixture.email, isVip: false },
} satisfies Meta<typeof MemberView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotVip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('普通用户')).toBeVisible();
    await expect(canvas.getByText('会员由站点管理员开通，请联系管理员。')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Vip: Story = {
  args: { isVip: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('你已开通会员，以下功能均可使用。')).toBeVisible();
  },
};
