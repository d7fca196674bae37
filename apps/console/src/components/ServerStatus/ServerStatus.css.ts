import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

const dotBase = style({ width: 8, height: 8, borderRadius: vars.radius.full, flexShrink: 0 });
export const dot = styleVariants({
  loading: [dotBase, { background: vars.color.border.strong }],
  ok: [dotBase, { background: vars.color.success.default }],
  down: [dotBase, { background: vars.color.danger.default }],
});
