import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

/** The test's feed title and newest item, as label/value lines. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factLabel = style({ color: vars.color.text.muted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
