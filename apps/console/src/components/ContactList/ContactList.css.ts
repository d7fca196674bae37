import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const name = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
