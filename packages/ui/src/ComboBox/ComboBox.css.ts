import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { plainIconButton } from '../theme/fragments.css';
import { widget } from '../theme/widget.css';

/** The field: label, input group, description, error. */
export const root = style([
  widget,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 120,
    maxWidth: '100%',
  },
]);

/** The bordered box around the input, the spinner and the button (also carries `fieldStyles.inputBox`). */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.brand.default },
    '&[data-invalid]': { borderColor: vars.color.danger.default },
    [`${root}[data-readonly] &`]: { background: vars.color.surface.sunken },
  },
});

export const spinner = style({ color: vars.color.text.muted });

/** The button that opens the list (out of the tab order: the input's arrow keys do the same). */
export const button = style({
  ...plainIconButton(24),
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.hover },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: { [`${root}[data-open] &`]: { transform: 'rotate(180deg)' } },
});
