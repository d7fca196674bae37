import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const text = style({ margin: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.size.md });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, lineHeight: vars.font.lineHeight.relaxed });

export const code = style({
  margin: 0,
  padding: vars.space.md,
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre',
});

export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
