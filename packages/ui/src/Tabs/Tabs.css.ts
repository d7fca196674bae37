import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

export const tabs = style([
  widget,
  {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row', gap: vars.space.lg } },
  },
]);

export const tabList = style({
  display: 'flex',
  gap: vars.space.lg,
  minWidth: 0,
  // Many tabs on a narrow screen scroll sideways rather than wrap under the underline.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      gap: vars.space.xxs,
      overflowX: 'visible',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border.default}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.xxs}`,
  // Room for the focus ring inside the scrolling list.
  margin: vars.space.xxs,
  marginBottom: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    // The underline: inside the tab, over the list's bottom border.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: 2,
      borderRadius: vars.radius.full,
      background: 'transparent',
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
    },
    '&[data-hovered]': { color: vars.color.text.default },
    '&[data-selected]': { color: vars.color.brand.default },
    '&[data-selected]::after': { background: vars.color.brand.default },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '[data-orientation="vertical"] > &': { padding: `${vars.space.sm} ${vars.space.md}`, margin: 0 },
    '[data-orientation="vertical"] > &::after': { insetInline: 'auto 0', insetBlock: 0, width: 2, height: 'auto' },
  },
});

export const tabPanel = style({
  paddingBlock: vars.space.lg,
  minWidth: 0,
  flex: 1,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
