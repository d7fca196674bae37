import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';

/**
 * The console's breakpoints, in px, mobile first: below `tablet` is the mobile layout. At `desktop` (992 px,
 * the console's mobile breakpoint) the side navigation is shown next to the content.
 */
export const breakpoints = { tablet: 768, desktop: 992 } as const;

const layoutProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: {
      start: 'flex-start',
      center: 'center',
      end: 'flex-end',
      stretch: 'stretch',
      baseline: 'baseline',
    },
    justifyContent: {
      start: 'flex-start',
      center: 'center',
      end: 'flex-end',
      between: 'space-between',
      around: 'space-around',
    },
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    width: { full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/**
 * Atomic layout classes on the theme's spacing scale, responsive on the console's breakpoints:
 * `sprinkles({ display: 'flex', gap: { mobile: 'sm', desktop: 'lg' }, paddingX: 'md' })`. Usable at runtime
 * (returns class names) and inside `style([...])` in a `.css.ts` file.
 */
export const sprinkles = createSprinkles(layoutProperties);

/** Everything `sprinkles()` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A gap, padding or margin on the theme's spacing scale, per breakpoint or for all. */
export type ResponsiveSpace = NonNullable<Sprinkles['gap']>;
