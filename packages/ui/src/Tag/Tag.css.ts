import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

export const group = style([widget, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }]);

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  outline: 'none',
});

export const empty = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

const tones = {
  default: { fg: vars.color.text.default, bg: vars.color.surface.sunken, border: vars.color.border.default },
  // Brand-tinted text is text.link: brand.default on brand.subtle is only 4.4:1 in the dark theme.
  brand: { fg: vars.color.text.link, bg: vars.color.brand.subtle, border: vars.color.brand.default },
  success: { fg: vars.color.success.default, bg: vars.color.success.subtle, border: vars.color.success.default },
  warning: { fg: vars.color.warning.default, bg: vars.color.warning.subtle, border: vars.color.warning.default },
  danger: { fg: vars.color.danger.default, bg: vars.color.danger.subtle, border: vars.color.danger.default },
};

export const tag = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxs,
      height: 24,
      paddingInline: vars.space.sm,
      border: '1px solid',
      borderRadius: vars.radius.sm,
      fontSize: vars.font.size.sm,
      lineHeight: 1,
      whiteSpace: 'nowrap',
      outline: 'none',
      cursor: 'default',
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
      selectors: {
        '&[data-focus-visible]': focusRing,
        '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxs },
        '&[data-selection-mode]': { cursor: 'pointer' },
        '&[data-selected]': {
          background: vars.color.brand.default,
          borderColor: vars.color.brand.default,
          color: vars.color.brand.onBrand,
        },
        '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      },
    },
    variants: {
      color: Object.fromEntries(
        Object.entries(tones).map(([name, t]) => [
          name,
          {
            color: t.fg,
            background: t.bg,
            // A lighter outline than the text: the border is decoration, the text carries the contrast.
            borderColor: `color-mix(in srgb, ${t.border} 35%, transparent)`,
          },
        ]),
      ) as Record<keyof typeof tones, object>,
    },
    defaultVariants: { color: 'default' },
  },
  'tag',
);

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: 12,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: `color-mix(in srgb, currentColor 15%, transparent)` },
    '&[data-pressed]': { background: `color-mix(in srgb, currentColor 25%, transparent)` },
    '&[data-focus-visible]': focusRing,
  },
});

export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;
