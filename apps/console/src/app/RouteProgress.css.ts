import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  height: 3,
  zIndex: 2000,
  overflow: 'hidden',
  background: vars.color.brand.subtle,
});

export const bar = style({
  width: '40%',
  height: '100%',
  background: vars.color.brand.default,
  animation: `${slide} 1.1s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' } },
});
