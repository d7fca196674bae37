import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden as visuallyHiddenRule } from '../theme/fragments.css';
import { widget } from '../theme/widget.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

// Tints of the text colour: a soft grey on the light theme, a soft light grey on the dark one.
const base = `color-mix(in srgb, ${vars.color.text.default} 10%, transparent)`;
const highlight = `color-mix(in srgb, ${vars.color.text.default} 4%, transparent)`;

export const block = style([
  widget,
  {
    display: 'block',
    maxWidth: '100%',
    backgroundColor: base,
    backgroundImage: `linear-gradient(90deg, ${base} 30%, ${highlight} 50%, ${base} 70%)`,
    backgroundSize: '300% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': {
      // Reduced motion: a still placeholder, not an animation cut short at a random frame.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
]);

export const shape = styleVariants({
  text: { height: '0.9em', borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full, flexShrink: 0 },
});

export const lines = style([
  widget,
  {
    display: 'flex',
    flexDirection: 'column',
    // One line of body text per skeleton line.
    gap: `calc(${vars.font.lineHeight.normal} * 1em - 0.9em)`,
    paddingBlock: `calc((${vars.font.lineHeight.normal} * 1em - 0.9em) / 2)`,
  },
]);

export const region = style([widget, { position: 'relative' }]);

export const visuallyHidden = style(visuallyHiddenRule);
