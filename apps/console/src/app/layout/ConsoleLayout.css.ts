import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.surface.page,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

export const content = style({
  flex: '1 0 auto',
});
