import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** The group's name and, when the robot does not have it, the flag beside it (wrapping under it when narrow). */
export const room = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
