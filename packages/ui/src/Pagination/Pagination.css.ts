import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

export const root = style([
  widget,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    minWidth: 0,
    fontSize: vars.font.size.md,
  },
]);

export const total = style({ color: vars.color.text.muted, whiteSpace: 'nowrap' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Page and arrow buttons (on top of Button's secondary/sm look). */
export const pageButton = style({
  minWidth: 28,
  paddingInline: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // Attribute + class beats Button's single class, whatever the stylesheet order.
    '&[aria-current="page"]': {
      borderColor: vars.color.brand.default,
      color: vars.color.brand.onBrand,
      background: vars.color.brand.default,
      fontWeight: vars.font.weight.bold,
    },
    '&[aria-current="page"][data-hovered]': {
      borderColor: vars.color.brand.hover,
      background: vars.color.brand.hover,
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 28,
  height: 28,
  color: vars.color.text.muted,
  letterSpacing: '0.1em',
  userSelect: 'none',
});

export const select = style({ display: 'inline-flex' });

export const selectButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: 'auto',
  minHeight: 28,
  height: 28,
  paddingBlock: 0,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&[data-pressed]': { background: vars.color.surface.hover } },
});

export const chevron = style({
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: { [`${select}[data-open] &`]: { transform: 'rotate(180deg)' } },
});

export const popover = style([
  widget,
  {
    minWidth: 'var(--trigger-width)',
    padding: vars.space.xxs,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    outline: 'none',
  },
]);

export const listBox = style({ outline: 'none', maxHeight: 'inherit', overflow: 'auto' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surface.hover },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});
