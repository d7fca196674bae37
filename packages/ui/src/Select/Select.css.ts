import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

/** The field: label, trigger, description, error. */
export const root = style([
  widget,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 160,
    maxWidth: '100%',
  },
]);

/** The trigger button (also carries `fieldStyles.inputBox`). */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    [`${root}[data-open] &`]: { borderColor: vars.color.brand.default },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger.default },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    [`${trigger}[data-disabled] &`]: { color: vars.color.text.disabled },
  },
});

export const chevron = style({
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-open] &`]: { transform: 'rotate(180deg)' },
    [`${trigger}[data-disabled] &`]: { color: vars.color.text.disabled },
  },
});

/** The popover of a Select or ComboBox: exactly as wide as its trigger (RAC sets --trigger-width). */
export const popover = style([
  widget,
  {
    width: 'var(--trigger-width)',
    maxHeight: 280,
    overflowY: 'auto',
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    outline: 'none',
  },
]);

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surface.hover },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.focus.color}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const optionContent = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const check = style({ color: vars.color.brand.default });

/** The text shown in an empty list (a ComboBox with no match). */
export const emptyState = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  color: vars.color.text.muted,
});
