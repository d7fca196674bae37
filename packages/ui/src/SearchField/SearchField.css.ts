import { style } from '@vanilla-extract/css';
import { inputBox } from '../Field/Field.css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

/** Added to the shared field stack. */
export const root = style({ minWidth: 200 });

/** The bordered box: search icon, input, clear button. */
export const box = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.brand.default },
      '&[data-focus-visible]': { outline: 'none' },
      '&:has(input[data-focus-visible])': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger.default },
    },
  },
]);

export const searchIcon = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.lg,
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
    '&[data-disabled]': { cursor: 'not-allowed' },
    // The browser's own clear button would duplicate ours.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const clearButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 22,
  height: 22,
  marginInlineEnd: `calc(-1 * ${vars.space.xxs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default, background: vars.color.surface.hover },
    '&[data-pressed]': { background: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing,
    // Nothing to clear: keep the space so the text does not shift, and hide the button from everyone.
    [`.${root}[data-empty] &, .${root}[data-disabled] &, .${root}[data-readonly] &`]: { visibility: 'hidden' },
  },
});
