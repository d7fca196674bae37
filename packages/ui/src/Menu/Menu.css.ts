import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

const appear = keyframes({ from: { opacity: 0, transform: 'var(--origin)' } });

export const popover = style([
  widget,
  {
    vars: { '--origin': 'translateY(-4px)' },
    minWidth: 160,
    maxWidth: 'min(320px, calc(100vw - 16px))',
    color: vars.color.text.default,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    outline: 'none',
    overflow: 'auto',
    selectors: {
      '&[data-placement="top"]': { vars: { '--origin': 'translateY(4px)' } },
      '&[data-entering]': { animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing}` },
    },
  },
]);

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  fontSize: vars.font.size.md,
});

export const item = recipe(
  {
    base: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      minHeight: 32,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      borderRadius: vars.radius.sm,
      lineHeight: vars.font.lineHeight.tight,
      cursor: 'pointer',
      outline: 'none',
      userSelect: 'none',
      textDecoration: 'none',
      color: vars.color.text.default,
      selectors: {
        '&[data-focused]': { background: vars.color.surface.hover },
        '&[data-pressed]': { background: vars.color.surface.sunken },
        '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
      },
    },
    variants: {
      variant: {
        default: {},
        danger: {
          color: vars.color.danger.default,
          selectors: {
            '&[data-focused], &[data-pressed]': { background: vars.color.danger.subtle },
            '&[data-disabled]': { color: vars.color.text.disabled },
          },
        },
      },
    },
    defaultVariants: { variant: 'default' },
  },
  'menuItem',
);

/** The icon column (also the check mark of selectable items). */
export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  fontSize: vars.font.size.lg,
});

export const itemLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const section = style({
  selectors: { '&:not(:first-child)': { marginTop: vars.space.xs } },
});

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} calc(${vars.space.xs} * -1)`,
  border: 'none',
  background: vars.color.border.default,
});
