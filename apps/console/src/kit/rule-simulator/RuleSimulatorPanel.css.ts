import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

/** The chat's fields side by side while they fit, one under the other on a narrow screen. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const verdict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  overflowWrap: 'anywhere',
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const line = style({ margin: 0 });

export const layers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  overflowWrap: 'anywhere',
});

/** The verdict itself, above its details. */
export const verdictLine = style({ margin: 0, fontWeight: vars.font.weight.medium });

/** A layer that is off or does not apply: in the list for the order, in a quieter colour. */
export const inapplicable = style({ color: vars.color.text.muted });
