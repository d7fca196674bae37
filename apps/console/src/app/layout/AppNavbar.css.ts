import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@weassit/ui/css';

export const navbar = style({ minWidth: 0 });

export const greeting = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 600px)': { display: 'none' } },
});

export const memberLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.text.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});
