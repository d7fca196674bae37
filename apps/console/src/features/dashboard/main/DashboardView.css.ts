import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@weassit/ui/css';

/** Robot status beside the verify code and notices from the desktop breakpoint on, stacked below it. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
