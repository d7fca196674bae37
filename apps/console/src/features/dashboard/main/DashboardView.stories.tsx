import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { configFixture, noticesFixture, statusFixtures, userFixture } from '../../../testing/fixtures';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { DashboardView } from './DashboardView';

const meta = {
  title: 'Console/Pages/Dashboard',
  component: DashboardView,
  ...pageStory('/dashboard/main', userFixture),
  args: {
    status: statusFixtures.loggedIn,
    config: configFixture,
    notices: noticesFixture,
    onSubmitVerifyCode: fn(async () => {}),
    onOpenConfig: fn(),
    onOpenApiKey: fn(),
  },
  argTypes: eventArgTypes('onSubmitVerifyCode', 'onOpenConfig', 'onOpenApiKey'),
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A robot that is logged in and working: no checklist. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已登录')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '新手指引' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: '机器人登录二维码' })).toBeNull();
  },
};

/** A new user: no config yet, the robot never started. */
export const NewUser: Story = {
  args: { config: null, status: statusFixtures.blank, notices: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请先初始化配置文件')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '新手指引' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去配置' }));
    await expect(args.onOpenConfig).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '查看密钥' }));
    await expect(args.onOpenApiKey).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toBeDisabled();
    await expect(canvas.getByText('暂无公告')).toBeVisible();
  },
};

/** Status 2: the QR code to scan, drawn from the robot's QR string. */
export const ScanToLogin: Story = {
  args: { status: statusFixtures.scan },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请扫码登录')).toBeVisible();
    const qr = canvas.getByRole('img', { name: '机器人登录二维码' });
    await expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  },
};

/** Status 5 keeps the QR code. */
export const QrTimedOut: Story = { args: { status: statusFixtures.timedOut } };

/** Status 2 before the robot reported its QR string. */
export const QrPending: Story = { args: { status: statusFixtures.scanPending } };

export const RobotError: Story = { args: { status: statusFixtures.error } };

/** Before the config and the first status are in: placeholders where the cards go, the region marked busy. */
export const Loading: Story = {
  args: { isLoading: true, status: null, config: undefined, notices: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载机器人状态…');
    await expect(canvas.queryByRole('heading', { name: '机器人' })).toBeNull();
  },
};

/** The cards' own placeholders: the status and notices not in yet after the first answers (e.g. a failed poll). */
export const CardsLoading: Story = { args: { status: null, config: undefined, notices: undefined } };

/** The verify code goes out trimmed; the field is cleared once saved. */
export const SubmitVerifyCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: '验证码' });
    await userEvent.click(canvas.getByRole('button', { name: '提交验证码' }));
    await expect(await canvas.findByText('请输入验证码')).toBeVisible();
    await userEvent.type(field, ' 123456 {Enter}');
    await expect(args.onSubmitVerifyCode).toHaveBeenCalledWith('123456');
    await expect(field).toHaveValue('');
  },
};
