import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@weassit/ui/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  selectors: { '&:first-child': { paddingBlockStart: 0, borderBlockStart: 'none' } },
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** A collapsible section's heading is one button: the title, the summary of what is inside, a chevron. */
export const toggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.focus.color}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const chevron = style({
  marginInlineStart: 'auto',
  flex: 'none',
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const summary = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
  flex: '1 1 auto',
});

/** Fields side by side from the desktop breakpoint on. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const switches = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}` });

/** A switch and the fields it turns on, set apart. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger.default });

export const keywordRole = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0 });

export const readOnly = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
