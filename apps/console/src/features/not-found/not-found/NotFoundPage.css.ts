import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@weassit/ui/css';

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  minHeight: '100vh',
  alignContent: 'start',
  padding: vars.space.xxl,
  background: vars.color.surface.page,
  color: vars.color.text.default,
});

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});
