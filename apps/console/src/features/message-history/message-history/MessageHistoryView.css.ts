import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** Badges and a name in a wrapping row. */
export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const content = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The search word in a message. */
export const hit = style({ background: vars.color.warning.subtle, color: 'inherit', borderRadius: vars.radius.sm });

export const link = style({ color: vars.color.text.link, overflowWrap: 'anywhere' });
