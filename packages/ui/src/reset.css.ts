import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

/**
 * `@weassit/ui/reset.css`: an opt-in, page-wide reset for apps built entirely from these widgets (the console,
 * Storybook). The widgets do not need it: each one scopes what it needs to its own elements. Importing it
 * changes the whole host page:
 * - every element and pseudo-element gets `box-sizing: border-box`;
 * - `<html>` gets `color-scheme: light` (native controls and scrollbars stay light, even under a dark theme
 *   class) and no text inflation on mobile (`text-size-adjust: 100%`);
 * - `<body>` loses its margin and takes the theme's font, size, line height, text colour and page background,
 *   with antialiased font smoothing;
 * - `h1`–`h6` and `p` lose their margins, and headings get the tight line height;
 * - `button`, `input`, `select` and `textarea` inherit the font and colour of their parent;
 * - every `img`, `svg` and `video` becomes `display: block` with `max-width: 100%` (an inline icon in running
 *   text then sits on its own line);
 * - under `prefers-reduced-motion: reduce`, every animation and transition on the page finishes at once
 *   (`!important`).
 * It sets no theme variables: the light theme's values on `:root` come with the widgets' stylesheet.
 */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'light',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  background: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.font.lineHeight.tight, margin: 0 });
globalStyle('p', { margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
