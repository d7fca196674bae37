import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
