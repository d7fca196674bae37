import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { visuallyHidden } from '../theme/fragments.css';
import { widget } from '../theme/widget.css';

/** Width of the expanded side navigation (spec: 240 px). */
export const EXPANDED_WIDTH = 240;
/** Width of the collapsed icon rail. */
export const COLLAPSED_WIDTH = 64;

/** Nesting depth of an entry, set inline: sub-entries are indented under their group's label. */
export const depth = createVar();

const iconBox = '20px';

export const root = style([
  widget,
  {
    display: 'flex',
    flexDirection: 'column',
    flexShrink: 0,
    width: EXPANDED_WIDTH,
    height: '100%',
    minHeight: 0,
    background: vars.color.surface.default,
    borderInlineEnd: `1px solid ${vars.color.border.default}`,
    color: vars.color.text.default,
    fontSize: vars.font.size.md,
    transition: `width ${vars.motion.duration.normal} ${vars.motion.easing}`,
    selectors: { '&[data-collapsed]': { width: COLLAPSED_WIDTH } },
  },
]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 56,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  selectors: { [`${root}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: vars.space.xs } },
});

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowX: 'hidden',
  overflowY: 'auto',
  paddingBlock: vars.space.sm,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A link, a group's toggle and the collapse toggle: one row with an icon, a label and trailing marks. */
export const entry = style({
  vars: { [depth]: '0' },
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: `calc(100% - 2 * ${vars.space.sm})`,
  minHeight: 40,
  marginInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: `calc(${vars.space.md} + ${depth} * (${iconBox} + ${vars.space.sm}))`,
  paddingInlineEnd: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.hover },
    '&[data-pressed]': { background: vars.color.surface.sunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-current]': {
      background: vars.color.brand.subtle,
      color: vars.color.text.link,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-current]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space.xs,
      width: 3,
      borderRadius: vars.radius.full,
      background: vars.color.brand.default,
    },
    [`${root}[data-collapsed] &`]: {
      justifyContent: 'center',
      paddingInline: 0,
      gap: 0,
    },
  },
});

/** The group toggle when the active page is inside the group: it reads as the current section. */
export const groupCurrent = style({
  selectors: { '&&': { color: vars.color.text.link, fontWeight: vars.font.weight.medium } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: iconBox,
  height: iconBox,
  fontSize: 18,
});

/** Shown only in the collapsed rail. */
export const railOnly = style({
  display: 'none',
  selectors: { [`${root}[data-collapsed] &`]: { display: 'inline-flex' } },
});

/** Stands in for the icon of a sub-entry in the icon rail: the first character of its label. */
export const initial = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: iconBox,
  height: iconBox,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
});

export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${root}[data-collapsed] &`]: visuallyHidden },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  selectors: { [`${root}[data-collapsed] &`]: visuallyHidden },
});

export const group = style({});

export const chevron = style({
  flexShrink: 0,
  fontSize: 16,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    [`${group}[data-expanded] > * > &`]: { transform: 'rotate(180deg)' },
    [`${root}[data-collapsed] &`]: { display: 'none' },
  },
});

// No padding or border on the panel itself: collapsed, it keeps its box (hidden="until-found") at zero height.
export const panel = style({
  selectors: {
    [`${root}[data-collapsed] &`]: {
      marginInline: vars.space.sm,
      borderRadius: vars.radius.md,
      background: vars.color.surface.sunken,
    },
  },
});

export const subList = style({ paddingBlockStart: vars.space.xxs });

/** Sub-entries in the rail sit in the panel's sunken box, so they drop their own margin. */
export const nested = style({
  selectors: {
    [`${root}[data-collapsed] &`]: { width: '100%', marginInline: 0 },
  },
});

export const footer = style({
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const toggle = style({
  color: vars.color.text.muted,
});

/** The label of a rail entry, beside it. */
export const tooltip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.text.default,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
  boxShadow: vars.shadow.md,
  whiteSpace: 'nowrap',
});
