import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const device = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const meta = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
