import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@weassit/ui/css';

export const page = style({ minHeight: '100vh', background: vars.color.surface.page });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
});

export const brand = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.text.default,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text.link }, '&:focus-visible': focusRing },
});

export const cta = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand.default,
  color: vars.color.brand.onBrand,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brand.hover }, '&:focus-visible': focusRing },
});

export const hero = style({
  maxWidth: 880,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const tagline = style({ fontSize: vars.font.size.lg, color: vars.color.text.muted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  lineHeight: vars.font.lineHeight.relaxed,
});
