import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** The cron generator and, under it, the schema's refusal of the expression. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger.default });
