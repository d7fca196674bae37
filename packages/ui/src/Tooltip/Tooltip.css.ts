import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

const appear = keyframes({ from: { opacity: 0, transform: 'var(--origin)' } });

/** An inverted bubble (dark on the light theme, light on the dark one): the text/background pair is the page's. */
export const tooltip = style([
  widget,
  {
    vars: { '--origin': 'translateY(2px)' },
    maxWidth: 280,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    color: vars.color.text.inverse,
    background: vars.color.text.default,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-placement="bottom"]': { vars: { '--origin': 'translateY(-2px)' } },
      '&[data-placement="left"]': { vars: { '--origin': 'translateX(2px)' } },
      '&[data-placement="right"]': { vars: { '--origin': 'translateX(-2px)' } },
      '&[data-entering]': { animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing}` },
    },
  },
]);

export const arrow = style({
  selectors: {
    [`.${tooltip}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`.${tooltip}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
    [`.${tooltip}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
  },
});

export const arrowShape = style({ display: 'block', maxWidth: '100%', fill: vars.color.text.default });
