import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@weassit/ui/css';

/** Panels side by side from the desktop breakpoint on. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const panelTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const chart = style({ minHeight: 200 });
export const legend = style({ display: 'flex', gap: vars.space.md, fontSize: vars.font.size.sm, margin: 0 });
/** A colour swatch of the legend (the colour is the series' own, set inline). */
export const swatch = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  marginInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.sm,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} :is(th, td)`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'start',
});
globalStyle(`${table} td:last-child, ${table} th:last-child`, { textAlign: 'end' });
/** The bar of a ranked row: its length is the share of the largest count (set inline). */
export const bar = style({
  display: 'block',
  height: 6,
  marginTop: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.brand.default,
});
export const toggle = style({ cursor: 'pointer', color: vars.color.text.link, fontSize: vars.font.size.sm });
export const link = style({ color: vars.color.text.link });

/** The period switch: a borderless fieldset, its legend and options on one line. */
export const periods = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  fontSize: vars.font.size.sm,
});
export const periodsLegend = style({
  float: 'left',
  padding: 0,
  marginInlineEnd: vars.space.xs,
  color: vars.color.text.muted,
});
export const period = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  cursor: 'pointer',
});
globalStyle(`${period} input`, { accentColor: vars.color.brand.default, margin: 0 });
