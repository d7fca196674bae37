import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { visuallyHidden as visuallyHiddenRule } from '../theme/fragments.css';
import { widget } from '../theme/widget.css';

/** A fieldset without the browser's frame: the label, the zone or file, the help and the error. */
export const root = style([widget, { margin: 0, padding: 0, border: 'none', minInlineSize: 0 }]);

const THUMBNAIL_SIZE = 128;

export const zone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  color: vars.color.text.muted,
  textAlign: 'center',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing}, background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand.default },
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.brand.default,
      background: vars.color.brand.subtle,
      color: vars.color.text.default,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger.default },
    '&[data-disabled]': { background: vars.color.surface.sunken, cursor: 'not-allowed' },
  },
});

export const thumbnailZone = style({
  width: THUMBNAIL_SIZE,
  height: THUMBNAIL_SIZE,
  padding: vars.space.sm,
  gap: vars.space.xs,
});

export const zoneIcon = style({ fontSize: 28 });

export const instructions = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: { [`${thumbnailZone} &`]: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.tight } },
});

/** The picker button covers the whole zone (through ::after), so a click anywhere in it opens the file picker. */
export const stretched = style({
  position: 'static',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg, cursor: 'pointer' },
    '&[data-disabled]::after': { cursor: 'not-allowed' },
  },
});

export const visuallyHidden = style(visuallyHiddenRule);

/** The picker button of the thumbnail variant: its label is visually hidden, the zone is the target. */
export const thumbnailTrigger = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});

export const progressHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const track = style({
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand.default,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing}`,
  selectors: {
    [`${progress}:not([aria-valuenow]) &`]: { width: '40%' },
  },
});

/** The uploading file or the uploaded one: a bordered row (a column in the thumbnail variant). */
export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  minWidth: 0,
});

export const thumbnailCard = style({
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: 'max-content',
  padding: 0,
  border: 'none',
  background: 'transparent',
});

export const preview = style({
  display: 'block',
  maxWidth: '100%',
  flexShrink: 0,
  width: 40,
  height: 40,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const thumbnailPreview = style({
  width: THUMBNAIL_SIZE,
  height: THUMBNAIL_SIZE,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const fileIcon = style({ flexShrink: 0, fontSize: 24, color: vars.color.text.muted });

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${thumbnailCard} &`]: { maxWidth: THUMBNAIL_SIZE, fontSize: vars.font.size.sm } },
});

export const thumbnailActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
