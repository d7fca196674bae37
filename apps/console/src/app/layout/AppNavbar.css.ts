import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@weassit/ui/css';

export const navbar = style({ minWidth: 0 });

/**
 * Left out on a phone: the greeting, and the breadcrumb, which would wrap the bar onto three lines (the page's
 * own heading names the page there).
 */
export const wide = style({
  '@media': { 'screen and (max-width: 600px)': { display: 'none' } },
});

export const greeting = style([
  wide,
  { color: vars.color.text.default, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' },
]);

export const memberLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.text.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});
