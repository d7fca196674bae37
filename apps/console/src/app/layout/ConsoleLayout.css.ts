import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.surface.page,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

/** The ui Navbar's minimum height above the content (border-box: its bottom border included). */
const NAVBAR_HEIGHT = 56;

/**
 * At least the window's height below the navbar, so the footer starts below the first screen: while a page's
 * chunk, placeholders and data arrive, the footer moves out of sight instead of jumping in view (layout shift).
 */
export const content = style({
  flex: '1 0 auto',
  minHeight: `calc(100vh - ${NAVBAR_HEIGHT}px)`,
});
