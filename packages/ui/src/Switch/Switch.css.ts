import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { choiceField, choiceHelp, choiceIndicatorMargin, choiceLabel } from '../theme/fragments.css';
import { widget } from '../theme/widget.css';

const trackWidth = 36;
const trackHeight = 20;
const thumbSize = 14;
const inset = (trackHeight - thumbSize) / 2;

/** The field: the clickable switch, then its description and error. */
export const root = style([widget, choiceField]);

/** The clickable label: track and text. */
export const button = style(choiceLabel);

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  // Centre the track on the first line of text.
  marginBlockStart: choiceIndicatorMargin(trackHeight),
  borderRadius: vars.radius.full,
  background: vars.color.text.muted,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-hovered] &`]: { background: vars.color.text.default },
    [`${button}[data-selected] &`]: { background: vars.color.brand.default },
    [`${button}[data-selected][data-hovered] &`]: { background: vars.color.brand.hover },
    [`${button}[data-invalid] &`]: { background: vars.color.danger.default },
    [`${button}[data-disabled] &`]: { background: vars.color.border.default },
    [`${button}[data-disabled][data-selected] &`]: { background: vars.color.border.strong },
  },
});

export const thumb = style({
  position: 'absolute',
  top: inset,
  insetInlineStart: inset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: '50%',
  background: vars.color.surface.default,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    [`${button}[data-selected] &`]: {
      transform: `translateX(${trackWidth - thumbSize - 2 * inset}px)`,
      background: vars.color.brand.onBrand,
    },
    [`[dir="rtl"] ${button}[data-selected] &`]: {
      transform: `translateX(-${trackWidth - thumbSize - 2 * inset}px)`,
    },
    [`${button}[data-disabled] &`]: { background: vars.color.surface.default, boxShadow: 'none' },
  },
});

/** Description and error, lined up with the text rather than the track. */
export const help = style(choiceHelp(trackWidth));
