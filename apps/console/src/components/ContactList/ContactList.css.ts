import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const search = style({ minWidth: 220, maxWidth: 360, flex: '1 1 220px' });

export const name = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const muted = style({ color: vars.color.text.muted });
