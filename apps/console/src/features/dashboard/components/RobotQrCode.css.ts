import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const qr = style({
  display: 'block',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
});
