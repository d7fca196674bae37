import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@weassit/ui/css';
import { lineIcon } from '../../../components/style-fragments';

// The login form is drawn with native elements (see LoginForm.tsx): these rules copy the look of @weassit/ui's
// Form, TextField and primary Button, with CSS states (:hover, :focus-visible, aria-*) in place of the data
// attributes react-aria sets.

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
  lineHeight: vars.font.lineHeight.tight,
});

export const requiredMarker = style({ color: vars.color.danger.default, marginInlineStart: vars.space.xxs });

/** The bordered box around the input (and the password's reveal button). */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 34,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-within': { borderColor: vars.color.brand.default },
    '&:has(input:focus-visible)': focusRing,
    '&:has(input[aria-invalid="true"])': { borderColor: vars.color.danger.default },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    // Edge's own reveal button would duplicate ours.
    '&::-ms-reveal': { display: 'none' },
  },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  padding: 0,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text.default, background: vars.color.surface.hover },
    '&:active': { background: vars.color.surface.sunken },
    '&:focus-visible': focusRing,
  },
});

export const icon = style({ ...lineIcon, strokeLinecap: 'round' });

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.danger.default });

/** @weassit/ui's primary Button, medium, full width. */
export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: 34,
  paddingInline: vars.space.lg,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: vars.color.brand.default,
  color: vars.color.brand.onBrand,
  font: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.brand.hover },
    '&:active': { background: vars.color.brand.active },
    '&:focus-visible': focusRing,
    '&[aria-busy="true"]': { cursor: 'progress', background: vars.color.brand.default },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** @weassit/ui's small Spinner. */
export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: 12,
  height: 12,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});

/** In the accessibility tree, not on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
