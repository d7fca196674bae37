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

export const toolbarEnd = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const count = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const capReason = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm, flexBasis: '100%' });

export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Keywords at a glance: chips that wrap. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A summary of two lines at most, then an ellipsis. */
export const summary = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/** One of several lists on a page (headingLevel 2). */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });
