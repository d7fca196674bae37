import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const content = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

/** Two lines, then an ellipsis. */
export const clamped = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  flex: '1 1 auto',
  minWidth: 0,
});

export const full = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flex: '1 1 auto', minWidth: 0 });

export const actions = style({ display: 'inline-flex', gap: vars.space.md });

export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
