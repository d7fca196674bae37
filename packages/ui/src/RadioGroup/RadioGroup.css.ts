import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { choiceGroupLayouts, choiceHelp, choiceIndicatorMargin, choiceLabel } from '../theme/fragments.css';

const circleSize = 16;

export const items = recipe(
  {
    base: { display: 'flex' },
    variants: {
      layout: {
        ...choiceGroupLayouts,
        // Joined buttons: no gap, borders overlap by a pixel.
        segmented: { flexDirection: 'row', alignSelf: 'flex-start', maxWidth: '100%' },
      },
    },
  },
  'radioGroupItems',
);

/** One option: the clickable radio, then its description (default variant). */
export const field = recipe(
  {
    base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 },
    variants: {
      variant: {
        default: {},
        segmented: { selectors: { '&:not(:first-child)': { marginInlineStart: -1 } } },
      },
    },
  },
  'radioField',
);

/** The clickable label of a default radio: circle and text. */
export const radio = style(choiceLabel);

export const circle = style({
  flexShrink: 0,
  width: circleSize,
  height: circleSize,
  // Centre the circle on the first line of text.
  marginBlockStart: choiceIndicatorMargin(circleSize),
  borderRadius: '50%',
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.default,
  transition: `border-width ${vars.motion.duration.fast} ${vars.motion.easing}, border-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.brand.default },
    [`${radio}[data-focus-visible] &`]: focusRing,
    // The selected dot is the surface showing through a thick brand-coloured ring.
    [`${radio}[data-selected] &`]: { borderWidth: 5, borderColor: vars.color.brand.default },
    [`${radio}[data-pressed][data-selected] &`]: { borderColor: vars.color.brand.active },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger.default },
    [`${radio}[data-disabled] &`]: { background: vars.color.surface.sunken, borderColor: vars.color.border.default },
    [`${radio}[data-disabled][data-selected] &`]: { borderColor: vars.color.border.strong },
  },
});

/** Description of one option, lined up with its text. */
export const help = style(choiceHelp(circleSize));

/** The clickable label of a segmented radio: one of a row of joined buttons. */
export const segment = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 34,
  paddingInline: vars.space.lg,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  color: vars.color.text.default,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.default}`,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}, border-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    [`${field.classNames.base}:first-child > &`]: {
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    [`${field.classNames.base}:last-child > &`]: {
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
    },
    '&[data-hovered]': { background: vars.color.surface.hover, borderColor: vars.color.border.strong, zIndex: 1 },
    '&[data-selected]': {
      background: vars.color.brand.default,
      borderColor: vars.color.brand.default,
      color: vars.color.brand.onBrand,
      zIndex: 2,
    },
    '&[data-selected][data-hovered]': { background: vars.color.brand.hover, borderColor: vars.color.brand.hover },
    '&[data-selected][data-pressed]': { background: vars.color.brand.active, borderColor: vars.color.brand.active },
    '&[data-invalid]': { borderColor: vars.color.danger.default },
    '&[data-focus-visible]': { ...focusRing, zIndex: 3 },
    '&[data-readonly]': { cursor: 'default' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.text.disabled,
      background: vars.color.surface.sunken,
      borderColor: vars.color.border.default,
    },
    '&[data-disabled][data-selected]': {
      color: vars.color.surface.default,
      background: vars.color.border.strong,
      borderColor: vars.color.border.strong,
    },
  },
});
