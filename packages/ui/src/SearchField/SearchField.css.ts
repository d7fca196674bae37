import { style } from '@vanilla-extract/css';
import { groupInput, inputGroup } from '../Field/Field.css';
import { vars } from '../theme/contract.css';
import { plainIconButton, plainIconButtonStates } from '../theme/fragments.css';

/** Added to the shared field stack. */
export const root = style({ minWidth: 200 });

/** The bordered box: search icon, input, clear button. */
export const box = style([
  inputGroup,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
  },
]);

export const searchIcon = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.lg,
});

export const input = style([
  groupInput,
  {
    selectors: {
      // The browser's own clear button would duplicate ours.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  },
]);

export const clearButton = style({
  ...plainIconButton(22),
  marginInlineEnd: `calc(-1 * ${vars.space.xxs})`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.md,
  selectors: {
    ...plainIconButtonStates,
    // Nothing to clear: keep the space so the text does not shift, and hide the button from everyone.
    [`.${root}[data-empty] &, .${root}[data-disabled] &, .${root}[data-readonly] &`]: { visibility: 'hidden' },
  },
});
