import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const hint = style({
  marginBlock: `0 ${vars.space.sm}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});
