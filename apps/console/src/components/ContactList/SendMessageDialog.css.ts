import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const target = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
