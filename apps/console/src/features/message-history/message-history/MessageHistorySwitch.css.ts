import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** Text and actions side by side, stacked on a narrow screen. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const text = style({ margin: 0, flex: '1 1 320px', color: vars.color.text.muted });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
