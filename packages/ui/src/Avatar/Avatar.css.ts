import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

export const avatar = recipe(
  {
    base: [
      widget,
      {
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        overflow: 'hidden',
        verticalAlign: 'middle',
        fontWeight: vars.font.weight.medium,
        lineHeight: 1,
        userSelect: 'none',
        background: vars.color.surface.sunken,
        color: vars.color.text.default,
      },
    ],
    variants: {
      size: {
        xs: { width: 20, height: 20, fontSize: vars.font.size.xs },
        sm: { width: 28, height: 28, fontSize: vars.font.size.sm },
        md: { width: 36, height: 36, fontSize: vars.font.size.md },
        lg: { width: 48, height: 48, fontSize: vars.font.size.lg },
        xl: { width: 64, height: 64, fontSize: vars.font.size.xl },
      },
      shape: {
        circle: { borderRadius: vars.radius.full },
        square: { borderRadius: vars.radius.md },
      },
    },
    defaultVariants: { size: 'md', shape: 'circle' },
  },
  'avatar',
);

/** Colours of the initials fallback; each pair meets WCAG AA in both themes. */
export const tone = styleVariants({
  // text.link, not brand.default: the latter is only 4.4:1 on brand.subtle in the dark theme.
  brand: { background: vars.color.brand.subtle, color: vars.color.text.link },
  success: { background: vars.color.success.subtle, color: vars.color.success.default },
  warning: { background: vars.color.warning.subtle, color: vars.color.warning.default },
  danger: { background: vars.color.danger.subtle, color: vars.color.danger.default },
  vip: { background: vars.color.vip.subtle, color: vars.color.vip.default },
  neutral: { background: vars.color.surface.sunken, color: vars.color.text.default },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', maxWidth: 'none' });
