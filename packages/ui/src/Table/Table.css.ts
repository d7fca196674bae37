import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import { widget } from '../theme/widget.css';

/** The container whose width decides between the table and the list layout. */
const tableContainer = createContainer();

/**
 * Below this container width (a phone, or a narrow dialog on one) the rows become a list: each row a block,
 * each cell a line under its column's name, so nothing scrolls sideways.
 */
const asList = `${tableContainer} (max-width: 479px)`;

/** The scroll container: between the list width and `minWidth` the table scrolls sideways in it. */
export const container = style([
  widget,
  {
    containerType: 'inline-size',
    containerName: tableContainer,
    position: 'relative',
    width: '100%',
    maxWidth: '100%',
    overflowX: 'auto',
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    // Not focusable itself: the grid inside always has a tab stop, which is what axe's
    // scrollable-region-focusable rule asks for (and arrow keys scroll cells into view).
  },
]);

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
  // The caller's minWidth is an inline style: only !important sets it aside for the list.
  '@container': { [asList]: { display: 'block', minWidth: '0 !important' } },
});

/** The header row group: hidden on the list (each cell names its column instead), still read by screen readers. */
export const header = style({
  '@container': {
    [asList]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});

/** The body row group: a plain block on the list. */
export const body = style({ '@container': { [asList]: { display: 'block' } } });

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'middle',
  outline: 'none',
} as const;

export const align = recipe({
  variants: {
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

export const column = style({
  ...cellBase,
  background: vars.color.surface.sunken,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  cursor: 'default',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer', userSelect: 'none' },
    '&[data-allows-sorting][data-hovered]': { background: vars.color.surface.hover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** The sort indicator: both chevrons, the active direction in the brand colour. */
export const sortIndicator = style({
  display: 'inline-flex',
  flexDirection: 'column',
  fontSize: 10,
  lineHeight: 0,
  color: vars.color.text.muted,
});

export const sortArrow = style({
  marginBlock: -1,
  opacity: 0.45,
  selectors: { '&[data-active]': { opacity: 1, color: vars.color.brand.default } },
});

export const row = style({
  outline: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.hover },
    '&[data-selected]': { background: vars.color.brand.subtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled },
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
  },
  '@container': {
    [asList]: {
      display: 'block',
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      borderBottom: `1px solid ${vars.color.border.default}`,
      selectors: { '&:last-child': { borderBottom: 'none' } },
    },
  },
});

export const cell = style({
  ...cellBase,
  selectors: {
    [`${row}:last-child > &`]: { borderBottom: 'none' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
  '@container': {
    [asList]: {
      display: 'block',
      paddingBlock: vars.space.xs,
      paddingInline: 0,
      borderBottom: 'none',
      textAlign: 'start',
      overflowWrap: 'anywhere',
      selectors: {
        // The column's name above the value (data-label: the column's text).
        '&[data-label]::before': {
          content: 'attr(data-label)',
          display: 'block',
          fontSize: vars.font.size.sm,
          color: vars.color.text.muted,
        },
      },
    },
  },
});

export const selectionCell = style({
  width: 44,
  paddingInlineEnd: 0,
  textAlign: 'center',
  '@container': { [asList]: { width: 'auto' } },
});

/** The loading and empty rows. */
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 96,
  padding: vars.space.lg,
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  cursor: 'pointer',
  outline: 'none',
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 16,
  height: 16,
  fontSize: 12,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.default,
  color: vars.color.brand.onBrand,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand.default,
      borderColor: vars.color.brand.default,
    },
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.brand.default },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55, cursor: 'not-allowed' },
  },
});
