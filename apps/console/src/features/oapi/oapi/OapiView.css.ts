import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const hint = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});
