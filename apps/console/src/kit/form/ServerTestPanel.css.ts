import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** The test's button and its hint, then what came back. */
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
