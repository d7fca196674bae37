import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** The error shown in place of the description. */
export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger.default });
