import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** A rule's groups in a row: names, arrows and flags, wrapping when narrow. */
export const flow = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const arrow = style({ color: vars.color.text.muted });
