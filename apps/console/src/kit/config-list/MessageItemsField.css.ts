import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const required = style({ marginInlineStart: vars.space.xxs, color: vars.color.danger.default });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const text = style({ flex: '1 1 auto', minWidth: 0 });

export const material = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const materialName = style({ overflowWrap: 'anywhere' });

export const actions = style({ display: 'inline-flex', gap: vars.space.xxs, flex: 'none' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const error = style({ margin: 0, color: vars.color.danger.default, fontSize: vars.font.size.sm });

export const pickerLoading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '16rem',
});
