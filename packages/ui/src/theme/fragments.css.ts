import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focus.css';

/**
 * Style fragments several widgets spread into their own `style()` calls (like `focusRing`): plain rules, not
 * classes, so each widget keeps its own class and stylesheet order.
 */

/** Hides an element visually while leaving it in the accessibility tree. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const satisfies StyleRule;

/** A lone checkbox or switch: the clickable choice, then its description and error. */
export const choiceField: StyleRule = {
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
};

/**
 * The clickable label of a checkbox, radio or switch: the drawn indicator, then the text. Disabled and read-only
 * come from RAC's data attributes on it.
 */
export const choiceLabel: StyleRule = {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
};

/** The margin that centres a `size`-pixel-high indicator on the first line of the `choiceLabel` text. */
export const choiceIndicatorMargin = (size: number) => `calc((1em * ${vars.font.lineHeight.normal} - ${size}px) / 2)`;

/** Description and error under a choice, lined up with its text rather than its `width`-pixel indicator. */
export const choiceHelp = (width: number): StyleRule => ({ paddingInlineStart: `calc(${width}px + ${vars.space.sm})` });

/** The list of options of a checkbox or radio group, stacked or in a wrapping row. */
export const choiceGroupLayouts = {
  vertical: { flexDirection: 'column', gap: vars.space.xs },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xs },
} as const satisfies Record<string, StyleRule>;

/** The colours of each status (info, success, warning, error) of a notice. */
export const statusTones = {
  info: vars.color.info,
  success: vars.color.success,
  warning: vars.color.warning,
  error: vars.color.danger,
} as const;

export type Status = keyof typeof statusTones;

/** One recipe variant per status, built from that status's colours. */
export const statusVariants = (rule: (tone: { default: string; subtle: string }) => StyleRule) =>
  Object.fromEntries(Object.entries(statusTones).map(([status, tone]) => [status, rule(tone)])) as Record<
    Status,
    StyleRule
  >;

/** A small borderless icon-only button inside another widget: a field's clear or reveal button, a close button. */
export const plainIconButton = (size: number): StyleRule => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size,
  height: size,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
});

/** The hover, press and keyboard-focus states of a focusable `plainIconButton` (for its `selectors`). */
export const plainIconButtonStates = {
  '&[data-hovered]': { color: vars.color.text.default, background: vars.color.surface.hover },
  '&[data-pressed]': { background: vars.color.surface.sunken },
  '&[data-focus-visible]': focusRing,
} as const satisfies Record<string, StyleRule>;
