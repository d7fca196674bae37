import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The themed element paints its own surface: a dark subtree on a light page must not show the page through. */
export const root = style({
  color: vars.color.text.default,
  background: vars.color.surface.page,
});

/** Native controls and scrollbars turn dark too (`lightTheme` sets its own `color-scheme`). */
export const darkScheme = style({ colorScheme: 'dark' });

/** The body-level element overlays portal into: text that inherits (rather than sets) its colour follows the theme. */
export const portal = style({ color: vars.color.text.default });
