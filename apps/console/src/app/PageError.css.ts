import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@weassit/ui/css';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.muted,
});

export const inline = style([base, { minHeight: 240 }]);

export const fullPage = style([base, { minHeight: '100vh' }]);

export const title = style({
  margin: 0,
  color: vars.color.text.default,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
});

export const hint = style({ margin: 0 });

// The look of the ui Button (primary, md), on a native button: the entry chunk carries no @weassit/ui widget.
export const button = style({
  height: 34,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.brand.default,
  color: vars.color.brand.onBrand,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  ':hover': { background: vars.color.brand.hover },
  ':active': { background: vars.color.brand.active },
  ':focus-visible': focusRing,
});
