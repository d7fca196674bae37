import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

export const nav = style([widget, { minWidth: 0 }]);

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.text.muted,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.link, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { color: vars.color.text.default, fontWeight: vars.font.weight.medium, cursor: 'default' },
    '&[data-current][data-hovered]': { textDecoration: 'none', color: vars.color.text.default },
    '&[data-disabled]:not([data-current])': { cursor: 'not-allowed', color: vars.color.text.muted },
  },
});

export const separator = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm, flexShrink: 0 });
