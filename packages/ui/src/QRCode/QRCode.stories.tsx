import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QRCode } from './QRCode';

const loginUrl = 'https://login.weixin.qq.com/l/oZf3_8aQ1w==';

const meta = {
  title: 'UI/QRCode',
  component: QRCode,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { value: loginUrl, label: '微信登录二维码', size: 160, margin: 4, errorCorrectionLevel: 'M' },
  argTypes: {
    errorCorrectionLevel: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] },
    size: { control: { type: 'range', min: 64, max: 320, step: 8 } },
    margin: { control: { type: 'range', min: 0, max: 8, step: 1 } },
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '微信登录二维码' });
    await expect(image).toHaveAttribute('width', '160');
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7/); // the top-left finder
  },
};

export const LoginPanel: Story = {
  render: (args) => (
    <div style={{ display: 'grid', justifyItems: 'center', gap: 8, textAlign: 'center' }}>
      <QRCode {...args} />
      <p>请使用微信扫码登录机器人</p>
    </div>
  ),
};

export const ChineseText: Story = {
  args: { value: '智能微秘书：扫码添加好友', label: '添加好友二维码', size: 200, errorCorrectionLevel: 'H' },
};

export const Small: Story = {
  args: { size: 96, margin: 2 },
};
