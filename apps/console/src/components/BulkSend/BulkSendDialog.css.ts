import { style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const hints = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const materials = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({ padding: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger.default });
