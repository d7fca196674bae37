import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

/** The height of one option row in px: the CSS below and Virtuoso's `fixedItemHeight` must agree. */
export const rowHeight = 36;

/** The whole picker: label, selected tags, search, toolbar, list, description. */
export const root = style([
  widget,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 260,
    color: vars.color.text.default,
  },
]);

/** The selected tags; long selections scroll inside a few lines rather than pushing the list down. */
export const tags = style({
  maxHeight: 104,
  overflowY: 'auto',
  // Room for the tags' focus ring inside the scroll box.
  padding: 2,
});

export const moreTags = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

/** The count and the bulk actions between the search and the list. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: 28,
});

export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({ display: 'flex', gap: vars.space.xs });

/** The bordered frame of the list, or of the message that replaces it (empty, no matches, loading). */
export const frame = style({
  position: 'relative',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  overflow: 'hidden',
});

/** The listbox: Virtuoso's scroll container, which keeps DOM focus (options are aria-activedescendant). */
export const listbox = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
    '&[aria-disabled="true"]': { background: vars.color.surface.sunken, cursor: 'not-allowed' },
  },
});

export const option = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: rowHeight,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    [`${listbox}:not([aria-disabled="true"]) &:hover`]: { background: vars.color.surface.hover },
    [`${listbox}[data-focused] &[data-active]`]: { background: vars.color.surface.hover },
    [`${listbox}[data-focus-visible] &[data-active]`]: {
      outline: `${vars.focus.width} solid ${vars.focus.color}`,
      outlineOffset: `calc(-1 * ${vars.focus.width} - 2px)`,
    },
    [`${listbox}[aria-disabled="true"] &`]: { cursor: 'not-allowed', color: vars.color.text.muted },
  },
});

/** The drawn check box (multiple) or radio dot (single) in front of each option; decorative. */
export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 16,
  height: 16,
  fontSize: 12,
  color: vars.color.brand.onBrand,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '[data-selection-mode="single"] &': { borderRadius: vars.radius.full },
    '[data-selected] > &': { background: vars.color.brand.default, borderColor: vars.color.brand.default },
    [`${listbox}[aria-disabled="true"] &`]: {
      background: vars.color.surface.sunken,
      borderColor: vars.color.border.default,
      color: vars.color.text.disabled,
    },
  },
});

export const indicatorIcon = style({ strokeWidth: 3 });

export const dot = style({
  width: 6,
  height: 6,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const name = style({
  flexShrink: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '[data-selected] > &': { fontWeight: vars.font.weight.medium } },
});

export const alias = style({
  flexShrink: 2,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

/** The id takes only the room the name and alias leave (none on a phone if need be), so the name stays readable. */
export const wxid = style({
  flex: '1 1 0',
  minWidth: 0,
  textAlign: 'end',
  paddingInlineStart: vars.space.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.muted,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
});

/** Empty, no matches and loading: centred in the list's place, at the list's height. */
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.text.muted,
});

export const messageEmpty = style({ padding: vars.space.md });

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
});
