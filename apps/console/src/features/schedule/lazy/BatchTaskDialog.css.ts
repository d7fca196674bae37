import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

/** Two short fields side by side, wrapping when narrow. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** The workflow's input variables: a legend, the rows, the add button. */
export const variables = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({ padding: 0, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const variableRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
});

/** The remove button, level with the inputs (under their labels). */
export const removeVariable = style({ marginBlockStart: vars.space.lg });

export const addVariable = style({ alignSelf: 'flex-start' });
