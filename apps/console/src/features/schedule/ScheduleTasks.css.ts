import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** A cell of words with a flag beside them (wrapping under them when narrow). */
export const flagged = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

/** The schedule in words over its next run times. */
export const schedule = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const runs = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
