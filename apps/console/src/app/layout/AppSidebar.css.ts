import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const desktop = style({
  position: 'sticky',
  insetBlockStart: 0,
  height: '100vh',
  flexShrink: 0,
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  border: 0,
  padding: 0,
  background: vars.color.surface.overlay,
  cursor: 'default',
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 1001,
  height: '100vh',
  boxShadow: vars.shadow.lg,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
