import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { plainIconButton, plainIconButtonStates } from '../theme/fragments.css';
import { widget } from '../theme/widget.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

/** The backdrop: covers the viewport and centres the modal. */
export const overlay = style([
  widget,
  {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
    background: vars.color.surface.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing} forwards` },
    },
  },
]);

export const modal = recipe(
  {
    base: {
      display: 'flex',
      width: '100%',
      maxHeight: '100%',
      outline: 'none',
      selectors: {
        '&[data-entering]': { animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing}` },
      },
    },
    variants: {
      size: {
        sm: { maxWidth: 400 },
        md: { maxWidth: 560 },
        lg: { maxWidth: 800 },
      },
    },
    defaultVariants: { size: 'md' },
  },
  'modal',
);

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

/** The panel: header, scrollable body, footer. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100%',
  minHeight: 0,
  color: vars.color.text.default,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const closeButton = style({
  ...plainIconButton(28),
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.lg,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: plainIconButtonStates,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.focus.width} * -1)` } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border.default}`,
});

/** The row of buttons rendered by DialogActions (inside the footer, or anywhere else). */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
