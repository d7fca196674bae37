import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const searchField = style({ width: 200, maxWidth: '100%' });

export const searchActions = style({ display: 'flex', gap: vars.space.sm });

export const truncate = style({
  display: 'block',
  maxWidth: 320,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'inline-flex', gap: vars.space.md });

export const link = style([
  truncate,
  {
    color: vars.color.text.link,
    ':focus-visible': { outline: `${vars.focus.width} solid ${vars.focus.color}`, outlineOffset: vars.focus.offset },
  },
]);
