import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@weassit/ui/css';

/** The cards stacked, the save bar under them. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Fields of a card: one column on phones, two from the desktop breakpoint on. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A field spanning both columns (long texts, tags). */
export const wide = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridColumn: '1 / -1' },
  },
});

/** The switches, in a wrapping row. */
export const switches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});

export const actions = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });

export const hint = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm, margin: 0 });
