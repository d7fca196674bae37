import { style } from '@vanilla-extract/css';
import { inputBox } from '../Field/Field.css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

/**
 * The bordered box around a single-line input (and the password toggle). It is a RAC Group, which reports
 * focus within rather than focus: the border follows any focus inside, the focus ring only the input's own
 * keyboard focus (the toggle button draws its own ring).
 */
export const box = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.brand.default },
      '&[data-focus-visible]': { outline: 'none' },
      '&:has(input[data-focus-visible])': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger.default },
    },
  },
]);

/** The input inside the box: the box draws border, background and focus. */
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
    '&[data-disabled]': { cursor: 'not-allowed' },
    // Edge's own reveal button would duplicate ours.
    '&::-ms-reveal': { display: 'none' },
  },
});

export const textArea = style([
  inputBox,
  {
    display: 'block',
    resize: 'vertical',
    fontFamily: 'inherit',
  },
]);

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default, background: vars.color.surface.hover },
    '&[data-pressed]': { background: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, background: 'transparent', cursor: 'not-allowed' },
  },
});

/** The row under the control: help text on the start side, the character counter on the end side. */
export const footer = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const counter = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});
