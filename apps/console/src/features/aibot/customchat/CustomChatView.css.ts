import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** A cell of several short lines (name, then its kind and targets). */
export const stack = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });

export const name = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

/** Badges and chips in a wrapping row. */
export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.md });
