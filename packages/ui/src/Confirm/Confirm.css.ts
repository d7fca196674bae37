import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const message = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
