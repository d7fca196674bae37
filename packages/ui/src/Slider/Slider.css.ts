import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

const railHeight = 4;
const thumbSize = 18;

/** Label and value on one line, the track under them across the whole width. */
export const root = style([
  widget,
  {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    width: '100%',
    minWidth: 160,
  },
]);

/**
 * Added to the shared field label. The slider's label names the thumb through aria-labelledby rather than a
 * `for` attribute, so axe checks its contrast even when disabled: dim it to the muted colour, not the disabled one.
 */
export const label = style({
  gridColumn: 1,
  selectors: { [`.${root}[data-disabled] > &`]: { color: vars.color.text.muted } },
});

export const output = style({
  gridColumn: 2,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-disabled]': { color: vars.color.text.muted } },
});

/** The hit area: taller than the rail it draws, so it is easy to hit with a pointer. */
export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: 24,
  // Half a thumb on each end, so the thumb stays inside the box at min and max.
  marginInline: thumbSize / 2,
  cursor: 'pointer',
  touchAction: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: railHeight,
      marginTop: -railHeight / 2,
      borderRadius: vars.radius.full,
      background: vars.color.border.default,
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const fill = style({
  top: '50%',
  maxHeight: railHeight,
  marginTop: -railHeight / 2,
  borderRadius: vars.radius.full,
  background: vars.color.brand.default,
  selectors: { '&[data-disabled]': { background: vars.color.text.disabled } },
});

export const thumb = style({
  top: '50%',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brand.default}`,
  background: vars.color.surface.default,
  boxShadow: vars.shadow.sm,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.brand.subtle },
    '&[data-dragging]': { background: vars.color.brand.subtle, cursor: 'grabbing' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      borderColor: vars.color.text.disabled,
      background: vars.color.surface.sunken,
      boxShadow: 'none',
    },
  },
});
