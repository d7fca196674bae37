import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' } });

/** Fixed at the top centre of the viewport, newest toast first. */
export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = recipe(
  {
    base: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.sm,
      minWidth: 240,
      maxWidth: 480,
      padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
      color: vars.color.text.default,
      background: vars.color.surface.raised,
      border: `1px solid ${vars.color.border.default}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.normal,
      outline: 'none',
      animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing}`,
      selectors: { '&[data-focus-visible]': focusRing },
    },
    variants: {
      type: {
        success: { borderInlineStart: `3px solid ${vars.color.success.default}` },
        error: { borderInlineStart: `3px solid ${vars.color.danger.default}` },
        warning: { borderInlineStart: `3px solid ${vars.color.warning.default}` },
        info: { borderInlineStart: `3px solid ${vars.color.info.default}` },
      },
    },
  },
  'toast',
);

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, paddingBlock: 3, fontSize: vars.font.size.lg },
  variants: {
    type: {
      success: { color: vars.color.success.default },
      error: { color: vars.color.danger.default },
      warning: { color: vars.color.warning.default },
      info: { color: vars.color.info.default },
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: 1,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.font.weight.medium });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.hover, color: vars.color.text.default },
    '&[data-pressed]': { background: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing,
  },
});
