import { assignVars, createGlobalTheme, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseTokens } from './tokens';

// Every text/background pair below meets WCAG AA (4.5:1) on its intended surface.
const lightTokens = {
  ...baseTokens,
  color: {
    brand: { default: '#1a56db', hover: '#1647b8', active: '#123a96', subtle: '#e8effd', onBrand: '#ffffff' },
    danger: { default: '#c81e1e', hover: '#a51919', active: '#861414', subtle: '#fdecec', onDanger: '#ffffff' },
    success: { default: '#0e7a3a', subtle: '#e7f6ec' },
    warning: { default: '#9a5b00', subtle: '#fff4e0' },
    info: { default: '#1a56db', subtle: '#e8effd' },
    vip: { default: '#8a5a00', subtle: '#fdf3d8' },
    text: { default: '#1f2328', muted: '#57606a', disabled: '#8c959f', inverse: '#ffffff', link: '#1a56db' },
    surface: {
      page: '#f5f6f8',
      default: '#ffffff',
      raised: '#ffffff',
      sunken: '#eef0f3',
      hover: '#f0f3f7',
      overlay: 'rgba(15, 23, 42, 0.45)',
    },
    border: { default: '#d0d7de', strong: '#8c959f' },
  },
  focus: { ...baseTokens.focus, color: '#1a56db' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
};

// The default: the whole page is light unless an element (usually `<html>`) carries `darkTheme`.
createGlobalTheme(':root', vars, lightTokens);

/**
 * The light theme as a class, for a light subtree inside a dark page (`<ThemeScope theme="light">`). It repeats
 * the `:root` values because a class on a descendant must override the dark values it would otherwise inherit,
 * and sets `color-scheme` so that native controls and scrollbars in it stay light.
 */
export const lightTheme = style({ vars: assignVars(vars, lightTokens), colorScheme: 'light' });
