import { style } from '@vanilla-extract/css';

export const field = style({ width: 150 });
