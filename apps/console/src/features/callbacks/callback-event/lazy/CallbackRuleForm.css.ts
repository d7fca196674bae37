import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0 });

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, listStyle: 'none' });

export const grow = style({ flex: '1 1 0', minWidth: 0 });

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const helpTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const caption = style({ textAlign: 'start', fontWeight: vars.font.weight.medium, paddingBlock: vars.space.xxs });

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  overflowWrap: 'anywhere',
});

export const code = style({ fontFamily: vars.font.family.mono, whiteSpace: 'nowrap' });

export const pre = style({
  margin: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const problems = style({ margin: 0, paddingInlineStart: vars.space.lg });
