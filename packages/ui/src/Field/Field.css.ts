import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

/** The vertical stack of a field: label, control, description, error. */
export const field = style([
  widget,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
  },
]);

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
  lineHeight: vars.font.lineHeight.tight,
  selectors: { '[data-disabled] > &': { color: vars.color.text.disabled } },
});

export const requiredMarker = style({ color: vars.color.danger.default, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.danger.default });

/**
 * The bordered box of text-like controls (input, textarea, select button, combobox group). Apply it to the
 * element RAC marks with data-focused/data-focus-visible/data-invalid/data-disabled.
 */
export const inputBox = style({
  minHeight: 34,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focused]': { borderColor: vars.color.brand.default },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger.default },
    '&[data-disabled]': {
      background: vars.color.surface.sunken,
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
    },
    '&[readonly], &[data-readonly]': { background: vars.color.surface.sunken },
  },
});

/**
 * The bordered box around an input and its buttons (a RAC Group, which reports focus within rather than
 * focus): the border follows any focus inside, the focus ring only the input's own keyboard focus (the buttons
 * draw their own ring). Widgets add the layout.
 */
export const inputGroup = style([
  inputBox,
  {
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.brand.default },
      '&[data-focus-visible]': { outline: 'none' },
      '&:has(input[data-focus-visible])': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger.default },
    },
  },
]);

/** The bare input inside an `inputGroup` (or another bordered box): the box draws border, background and focus. */
export const groupInput = style({
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
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
