import { style } from '@vanilla-extract/css';

export const icon = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
