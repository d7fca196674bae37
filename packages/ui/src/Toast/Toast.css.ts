import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { plainIconButton, plainIconButtonStates, statusVariants } from '../theme/fragments.css';
import { widget } from '../theme/widget.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' } });

/** Fixed at the top centre of the viewport, newest toast first. */
export const region = style([
  widget,
  {
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
  },
]);

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
      type: statusVariants((tone) => ({ borderInlineStart: `3px solid ${tone.default}` })),
    },
  },
  'toast',
);

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, paddingBlock: 3, fontSize: vars.font.size.lg },
  variants: {
    type: statusVariants((tone) => ({ color: tone.default })),
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
  ...plainIconButton(24),
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  selectors: plainIconButtonStates,
});
