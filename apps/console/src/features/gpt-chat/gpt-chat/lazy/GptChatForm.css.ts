import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** The keyword groups, one under the other, the add button last. */
export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A group: its keywords field, the remove button beside it (level with the input). */
export const group = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const field = style({ flex: 1, minWidth: 0 });

export const remove = style({ marginTop: vars.space.xl });
