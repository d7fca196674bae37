import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const description = style({ margin: 0, maxWidth: '60ch', color: vars.color.text.muted });
