import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, VipBadge } from './Badge';

const variants = ['default', 'brand', 'success', 'warning', 'danger', 'info', 'vip'] as const;

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { children: '已启用', variant: 'success' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    appearance: { control: 'inline-radio', options: ['subtle', 'solid', 'outline'] },
    count: { control: 'number' },
    max: { control: 'number' },
    dot: { control: 'boolean' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const labels: Record<(typeof variants)[number], string> = {
  default: '草稿',
  brand: '推荐',
  success: '已启用',
  warning: '待审核',
  danger: '已停用',
  info: '新',
  vip: 'VIP',
};

export const Variants: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['subtle', 'solid', 'outline'] as const).map((appearance) => (
        <div key={appearance} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {variants.map((variant) => (
            <Badge key={variant} variant={variant} appearance={appearance}>
              {labels[variant]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Count: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <span>
        未读消息 <Badge variant="danger" appearance="solid" count={5} />
      </span>
      <span>
        待处理 <Badge variant="danger" appearance="solid" count={128} />
      </span>
      <span>
        好友申请 <Badge variant="brand" appearance="solid" count={0} />
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeInTheDocument();
    await expect(canvas.getByText('5')).toBeInTheDocument();
  },
};

export const StatusDot: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Badge dot variant="success">
        在线
      </Badge>
      <Badge dot variant="default">
        离线
      </Badge>
      <Badge dot variant="warning">
        登录中
      </Badge>
      <Badge dot variant="danger">
        已掉线
      </Badge>
    </div>
  ),
};

export const Vip: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        张小凡 <VipBadge />
      </span>
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        陆雪琪 <Badge variant="vip">VIP</Badge>
      </span>
      <VipBadge appearance="solid">SVIP</VipBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [marker] = canvas.getAllByText('VIP');
    // The crown is decorative: the marker reads as its text.
    await expect(marker?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(marker).toHaveTextContent(/^VIP$/);
  },
};
