import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const alert = recipe(
  {
    base: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
      color: vars.color.text.default,
      border: '1px solid',
      borderRadius: vars.radius.md,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.normal,
    },
    variants: {
      variant: {
        info: { background: vars.color.info.subtle, borderColor: vars.color.info.default },
        success: { background: vars.color.success.subtle, borderColor: vars.color.success.default },
        warning: { background: vars.color.warning.subtle, borderColor: vars.color.warning.default },
        error: { background: vars.color.danger.subtle, borderColor: vars.color.danger.default },
      },
    },
    defaultVariants: { variant: 'info' },
  },
  'alert',
);

export const icon = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    // Centres the 1em icon on the first line of text.
    paddingBlock: `calc((${vars.font.lineHeight.normal} * ${vars.font.size.md} - 1em) / 2)`,
    fontSize: vars.font.size.lg,
  },
  variants: {
    variant: {
      info: { color: vars.color.info.default },
      success: { color: vars.color.success.default },
      warning: { color: vars.color.warning.default },
      error: { color: vars.color.danger.default },
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.font.weight.bold });

export const action = style({ flexShrink: 0, alignSelf: 'center' });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  marginBlock: `calc((${vars.font.lineHeight.normal} * ${vars.font.size.md} - 24px) / 2)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default, background: vars.color.surface.hover },
    '&[data-focus-visible]': focusRing,
  },
});
