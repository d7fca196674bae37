/*
 * Style objects that several features' stylesheets spread into their own `style()` calls, so each keeps its own
 * class while the rule itself is written once.
 */

/** A list without bullets or indent, its items stacked `gap` apart. */
export const stackedList = (gap: string) =>
  ({ display: 'flex', flexDirection: 'column', gap, margin: 0, padding: 0, listStyle: 'none' }) as const;

/** An outlined line icon drawn at the text's size and in its colour. */
export const lineIcon = {
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
} as const;
