import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

/** The section: heading and description, the toolbar, the table. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });

export const description = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

/** Badges and chips in a wrapping row. */
export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const name = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.md });
