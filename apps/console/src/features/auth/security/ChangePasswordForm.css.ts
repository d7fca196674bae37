import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '28rem' });
