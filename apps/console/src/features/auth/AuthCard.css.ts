import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@weassit/ui/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.surface.page,
});

export const card = style({
  width: '100%',
  maxWidth: 400,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const brand = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const muted = style({ color: vars.color.text.muted });

export const subtitle = style({ marginBlockStart: vars.space.xs, color: vars.color.text.muted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const link = style({
  color: vars.color.text.link,
  // Underlined: the links sit in running text, and colour alone must not mark them.
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': focusRing,
  },
});
