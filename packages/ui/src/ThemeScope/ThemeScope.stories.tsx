import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogActions, DialogTrigger } from '../Dialog';
import { Popover, PopoverTrigger } from '../Popover';
import { ThemeScope } from './ThemeScope';

const meta = {
  title: 'UI/ThemeScope',
  component: ThemeScope,
  tags: ['autodocs'],
  args: { theme: 'dark' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark'] } },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <p>页面其余部分保持浅色主题。</p>
      <ThemeScope {...args} style={{ padding: 16, borderRadius: 10 }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <p>这一块使用深色主题，从这里打开的对话框和气泡卡片也是深色的。</p>
          <div style={{ display: 'flex', gap: 8 }}>
            <DialogTrigger>
              <Button>添加素材</Button>
              <Dialog title="添加素材" footer={<DialogActions confirmLabel="添加" />}>
                素材添加后可以在群发和自动回复中使用。
              </Dialog>
            </DialogTrigger>
            <PopoverTrigger>
              <Button variant="secondary">群发说明</Button>
              <Popover title="群发说明">每个群每天最多群发 3 次。</Popover>
            </PopoverTrigger>
          </div>
        </div>
      </ThemeScope>
    </div>
  ),
} satisfies Meta<typeof ThemeScope>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// The dark theme's values (theme/dark.css.ts), as getComputedStyle reports them.
const DARK = {
  page: 'rgb(13, 17, 23)', // surface.page #0d1117
  raised: 'rgb(28, 35, 48)', // surface.raised #1c2330
  text: 'rgb(230, 237, 243)', // text.default #e6edf3
};
// The light theme's text colour (text.default #1f2328): the page around the dark subtree.
const LIGHT_TEXT = 'rgb(31, 35, 40)';

const colours = (element: Element) => {
  const style = getComputedStyle(element);
  return { background: style.backgroundColor, color: style.color };
};

/**
 * A dark subtree on a light page: the subtree paints the dark page background, and the Popover and Dialog
 * opened from it are dark although they are portalled out of it (to the end of `<body>`).
 */
export const DarkSubtree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outside = canvas.getByText('页面其余部分保持浅色主题。');
    const inside = canvas.getByText(/这一块使用深色主题/);
    await expect(getComputedStyle(outside).color).toBe(LIGHT_TEXT);
    const subtree = inside.parentElement?.parentElement as HTMLElement;
    await expect(colours(subtree)).toEqual({ background: DARK.page, color: DARK.text });

    await userEvent.click(canvas.getByRole('button', { name: '群发说明' }));
    const popover = await screen(canvasElement).findByRole('dialog', { name: '群发说明' });
    await expect(subtree).not.toContainElement(popover);
    // The popover's surface is its RAC Popover element, the dialog's parent.
    await expect(colours(popover.parentElement as HTMLElement)).toEqual({ background: DARK.raised, color: DARK.text });
    await expect(getComputedStyle(popover).color).toBe(DARK.text);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: '添加素材' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '添加素材' });
    await expect(subtree).not.toContainElement(dialog);
    await expect(colours(dialog)).toEqual({ background: DARK.raised, color: DARK.text });
    await expect(getComputedStyle(within(dialog).getByText(/素材添加后/)).color).toBe(DARK.text);
    // Left open: the test-runner's axe checks the dark dialog too.
  },
};

/** A light subtree inside a dark one: the nearest `ThemeScope` decides, for the overlays as well. */
export const Nested: Story = {
  render: () => (
    <ThemeScope theme="dark" style={{ padding: 16 }}>
      <p>外层深色。</p>
      <ThemeScope theme="light" style={{ padding: 16, marginTop: 12 }}>
        <PopoverTrigger>
          <Button variant="secondary">群发说明</Button>
          <Popover title="群发说明">每个群每天最多群发 3 次。</Popover>
        </PopoverTrigger>
      </ThemeScope>
    </ThemeScope>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText('外层深色。')).color).toBe(DARK.text);
    await userEvent.click(canvas.getByRole('button', { name: '群发说明' }));
    const popover = await screen(canvasElement).findByRole('dialog', { name: '群发说明' });
    await expect(colours(popover.parentElement as HTMLElement)).toEqual({
      background: 'rgb(255, 255, 255)', // light surface.raised #ffffff
      color: LIGHT_TEXT,
    });
  },
};
