import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { choiceField, choiceHelp, choiceIndicatorMargin, choiceLabel } from '../theme/fragments.css';
import { widget } from '../theme/widget.css';

const boxSize = 16;

/** The field: the clickable checkbox, then its description and error. */
export const root = style([widget, choiceField]);

/** The clickable label: box and text. */
export const button = style(choiceLabel);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  // Centre the box on the first line of text.
  marginBlockStart: choiceIndicatorMargin(boxSize),
  fontSize: 12,
  color: vars.color.brand.onBrand,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}, border-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.brand.default },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      background: vars.color.brand.default,
      borderColor: vars.color.brand.default,
    },
    [`${button}[data-pressed][data-selected] &, ${button}[data-pressed][data-indeterminate] &`]: {
      background: vars.color.brand.active,
      borderColor: vars.color.brand.active,
    },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger.default },
    [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: {
      background: vars.color.danger.default,
      color: vars.color.danger.onDanger,
    },
    [`${button}[data-disabled] &`]: {
      background: vars.color.surface.sunken,
      borderColor: vars.color.border.default,
      color: vars.color.text.disabled,
    },
  },
});

export const icon = style({ strokeWidth: 3 });

/** Description and error, lined up with the text rather than the box. */
export const help = style(choiceHelp(boxSize));
