import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every theme fills these semantic tokens, and widgets read only these (never raw
 * colours), so a new theme is one object and no widget changes.
 */
export const vars = createThemeContract({
  color: {
    brand: { default: null, hover: null, active: null, subtle: null, onBrand: null },
    danger: { default: null, hover: null, active: null, subtle: null, onDanger: null },
    success: { default: null, subtle: null },
    warning: { default: null, subtle: null },
    info: { default: null, subtle: null },
    vip: { default: null, subtle: null },
    text: { default: null, muted: null, disabled: null, inverse: null, link: null },
    surface: { page: null, default: null, raised: null, sunken: null, hover: null, overlay: null },
    border: { default: null, strong: null },
  },
  focus: { color: null, width: null, offset: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
  },
  shadow: { sm: null, md: null, lg: null },
  motion: { duration: { fast: null, normal: null }, easing: null },
});
