import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

export const button = recipe(
  {
    base: [
      widget,
      {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: vars.space.xs,
        border: '1px solid transparent',
        borderRadius: vars.radius.md,
        fontWeight: vars.font.weight.medium,
        lineHeight: vars.font.lineHeight.tight,
        whiteSpace: 'nowrap',
        cursor: 'pointer',
        userSelect: 'none',
        textDecoration: 'none',
        transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}, border-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
        selectors: {
          '&[data-focus-visible]': focusRing,
          '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
          '&[data-pending]': { cursor: 'progress' },
        },
      },
    ],
    variants: {
      variant: {
        primary: {
          background: vars.color.brand.default,
          color: vars.color.brand.onBrand,
          selectors: {
            '&[data-hovered]': { background: vars.color.brand.hover },
            '&[data-pressed]': { background: vars.color.brand.active },
          },
        },
        secondary: {
          background: vars.color.surface.default,
          color: vars.color.text.default,
          borderColor: vars.color.border.default,
          selectors: {
            '&[data-hovered]': { background: vars.color.surface.hover, borderColor: vars.color.border.strong },
            '&[data-pressed]': { background: vars.color.surface.sunken },
          },
        },
        danger: {
          background: vars.color.danger.default,
          color: vars.color.danger.onDanger,
          selectors: {
            '&[data-hovered]': { background: vars.color.danger.hover },
            '&[data-pressed]': { background: vars.color.danger.active },
          },
        },
        link: {
          background: 'transparent',
          color: vars.color.text.link,
          paddingInline: 0,
          selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
        },
      },
      size: {
        sm: { height: 28, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
        md: { height: 34, paddingInline: vars.space.lg, fontSize: vars.font.size.md },
        lg: { height: 40, paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
      },
      fullWidth: { true: { width: '100%' } },
    },
    compoundVariants: [{ variants: { variant: 'link', size: 'md' }, style: { height: 'auto' } }],
    defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  },
  'button',
);

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
