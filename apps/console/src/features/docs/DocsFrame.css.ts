import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@weassit/ui/css';

export const frame = style({ minHeight: '100vh', background: vars.color.surface.page });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 56,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
});

export const brand = style({
  color: vars.color.text.default,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const body = style({
  display: 'flex',
  '@media': { 'screen and (max-width: 767px)': { flexDirection: 'column' } },
});

export const menu = style({
  flex: '0 0 220px',
  padding: vars.space.md,
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-current="page"]': { background: vars.color.brand.subtle, color: vars.color.text.link },
    '&:focus-visible': focusRing,
  },
});

export const content = style({ flex: '1 1 auto', minWidth: 0 });
