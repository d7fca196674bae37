import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

export const iconButton = recipe(
  {
    base: [
      widget,
      {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        padding: 0,
        border: '1px solid transparent',
        borderRadius: vars.radius.md,
        background: 'transparent',
        color: vars.color.text.muted,
        cursor: 'pointer',
        transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
        selectors: {
          '&[data-hovered]': { background: vars.color.surface.hover, color: vars.color.text.default },
          '&[data-pressed]': { background: vars.color.surface.sunken },
          '&[data-focus-visible]': focusRing,
          '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
        },
      },
    ],
    variants: {
      variant: {
        ghost: {},
        outline: { borderColor: vars.color.border.default, background: vars.color.surface.default },
        danger: {
          color: vars.color.danger.default,
          selectors: { '&[data-hovered]': { background: vars.color.danger.subtle, color: vars.color.danger.default } },
        },
      },
      size: {
        sm: { width: 24, height: 24, fontSize: 14 },
        md: { width: 32, height: 32, fontSize: 16 },
        lg: { width: 40, height: 40, fontSize: 20 },
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
  'iconButton',
);
