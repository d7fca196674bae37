import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@weassit/ui/css';

const pulse = keyframes({ '0%, 100%': { opacity: 0.3 }, '50%': { opacity: 1 } });

const base = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.text.muted,
});

export const inline = style([base, { minHeight: 240, padding: vars.space.xl }]);

export const fullPage = style([base, { minHeight: '100vh' }]);

export const dot = style({
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.brand.default,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
