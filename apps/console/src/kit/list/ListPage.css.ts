import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The filters' side of the toolbar; the actions stay at the end even when it is empty. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flex: '1 1 auto',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const search = style({ minWidth: 220, maxWidth: 360, flex: '1 1 220px' });
