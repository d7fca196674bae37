import { style } from '@vanilla-extract/css';
import { groupInput, inputGroup } from '../Field/Field.css';
import { vars } from '../theme/contract.css';

/** The bordered box: the input and, on its end side, the stacked step buttons. */
export const box = style([
  inputGroup,
  {
    display: 'flex',
    alignItems: 'stretch',
    padding: 0,
    overflow: 'hidden',
  },
]);

export const input = style([
  groupInput,
  {
    padding: `${vars.space.xs} ${vars.space.md}`,
    fontVariantNumeric: 'tabular-nums',
  },
]);

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
