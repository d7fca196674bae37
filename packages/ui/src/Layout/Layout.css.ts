import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/sprinkles.css';
import { widget } from '../theme/widget.css';

/** Lists used as a Stack or an Inline lose their bullets (margins and paddings come from sprinkles). */
export const list = style({ listStyle: 'none' });

/** Every layout box may shrink inside a flex or grid parent instead of overflowing it. */
export const root = style([widget, { minWidth: 0 }]);

export const columns = { mobile: createVar(), tablet: createVar(), desktop: createVar() };
export const minItemWidth = createVar();

const tabletColumns = fallbackVar(columns.tablet, columns.mobile);
const desktopColumns = fallbackVar(columns.desktop, columns.tablet, columns.mobile);

/** A grid of equal columns, counted per breakpoint (each falls back to the one below). */
export const gridColumns = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns.mobile}, minmax(0, 1fr))`,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: `repeat(${tabletColumns}, minmax(0, 1fr))`,
    },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: `repeat(${desktopColumns}, minmax(0, 1fr))`,
    },
  },
});

/** A grid that fits as many columns of at least `minItemWidth` as the width allows. */
export const gridAuto = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))`,
});
