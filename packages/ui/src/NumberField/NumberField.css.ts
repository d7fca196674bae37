import { style } from '@vanilla-extract/css';
import { inputBox } from '../Field/Field.css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

/** The bordered box: the input and, on its end side, the stacked step buttons. */
export const box = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'stretch',
    padding: 0,
    overflow: 'hidden',
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.brand.default },
      '&[data-focus-visible]': { outline: 'none' },
      '&:has(input[data-focus-visible])': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger.default },
    },
  },
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const steppers = style({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  width: 28,
  borderInlineStart: `1px solid ${vars.color.border.default}`,
});

export const stepButton = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.border.default}` },
    '&[data-hovered]': { background: vars.color.surface.hover, color: vars.color.text.default },
    '&[data-pressed]': { background: vars.color.surface.sunken },
    '&[data-disabled]': { background: 'transparent', color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});
