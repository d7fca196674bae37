import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

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
