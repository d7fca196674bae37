import { style } from '@vanilla-extract/css';
import { groupInput, inputBox, inputGroup } from '../Field/Field.css';
import { vars } from '../theme/contract.css';
import { plainIconButton, plainIconButtonStates } from '../theme/fragments.css';

/** The bordered box around a single-line input (and the password toggle). */
export const box = style([
  inputGroup,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
  },
]);

/** The input inside the box: the box draws border, background and focus. */
export const input = style([
  groupInput,
  {
    // Edge's own reveal button would duplicate ours.
    selectors: { '&::-ms-reveal': { display: 'none' } },
  },
]);

export const textArea = style([
  inputBox,
  {
    display: 'block',
    resize: 'vertical',
    fontFamily: 'inherit',
  },
]);

export const toggle = style({
  ...plainIconButton(24),
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.lg,
  selectors: {
    ...plainIconButtonStates,
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
