import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

const appear = keyframes({ from: { opacity: 0, transform: 'var(--origin)' } });

export const popover = style([
  widget,
  {
    vars: { '--origin': 'translateY(-4px)' },
    maxWidth: 'min(360px, calc(100vw - 16px))',
    color: vars.color.text.default,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    outline: 'none',
    selectors: {
      '&[data-placement="top"]': { vars: { '--origin': 'translateY(4px)' } },
      '&[data-placement="left"]': { vars: { '--origin': 'translateX(4px)' } },
      '&[data-placement="right"]': { vars: { '--origin': 'translateX(-4px)' } },
      '&[data-entering]': { animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing}` },
    },
  },
]);

export const arrow = style({
  selectors: {
    [`.${popover}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`.${popover}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
    [`.${popover}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
  },
});

export const arrowShape = style({
  display: 'block',
  maxWidth: '100%',
  fill: vars.color.surface.raised,
  stroke: vars.color.border.default,
  strokeWidth: 1,
});

export const dialog = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  outline: 'none',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
