import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const description = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
