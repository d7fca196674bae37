import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { widget } from '../theme/widget.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style([
  widget,
  {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
    verticalAlign: 'middle',
  },
]);

export const size = styleVariants({
  sm: { width: 12, height: 12 },
  md: { width: 16, height: 16 },
  lg: { width: 24, height: 24, borderWidth: 3 },
});
