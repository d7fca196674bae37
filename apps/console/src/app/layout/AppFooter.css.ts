import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const footer = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
