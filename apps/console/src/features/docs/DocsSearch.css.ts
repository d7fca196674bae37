import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const search = style({ position: 'relative', flex: '0 1 320px', minInlineSize: 0 });

export const input = style({
  inlineSize: '100%',
  minBlockSize: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  font: 'inherit',
});

export const panel = style({
  position: 'absolute',
  zIndex: 10,
  insetBlockStart: 'calc(100% + 4px)',
  insetInlineEnd: 0,
  inlineSize: 'min(480px, calc(100vw - 24px))',
  maxBlockSize: '70vh',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.lg,
});

export const status = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const hits = style({ margin: 0, padding: 0, listStyle: 'none' });

export const hit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surface.hover } },
});

export const hitTitle = style({ color: vars.color.text.link, fontWeight: vars.font.weight.medium });

export const snippet = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
