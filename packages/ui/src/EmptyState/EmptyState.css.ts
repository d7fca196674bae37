import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

export const root = style([
  widget,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.xxl} ${vars.space.xl}`,
    textAlign: 'center',
    color: vars.color.text.muted,
  },
]);

export const icon = style({
  display: 'inline-flex',
  marginBottom: vars.space.xs,
  fontSize: 48,
  color: vars.color.border.strong,
});

/** The default illustration: an empty tray, drawn like the icons of ../icons (24×24 strokes). */
export const defaultIcon = style({
  display: 'block',
  maxWidth: '100%',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const description = style({
  maxWidth: 360,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});

export const action = style({ marginTop: vars.space.sm });
