import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { widget } from '../theme/widget.css';

export const list = recipe(
  {
    base: [
      widget,
      {
        display: 'grid',
        gridTemplateColumns: '1fr',
        columnGap: vars.space.xl,
        rowGap: vars.space.md,
        margin: 0,
        minWidth: 0,
      },
    ],
    variants: {
      columns: {
        1: {},
        // Narrow screens always get one column; wider ones the requested number.
        2: { '@media': { '(min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
        3: {
          '@media': {
            '(min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            '(min-width: 960px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          },
        },
      },
    },
    defaultVariants: { columns: 1 },
  },
  'descriptionList',
);

export const item = recipe(
  {
    base: { display: 'flex', minWidth: 0, gap: vars.space.sm, lineHeight: vars.font.lineHeight.normal },
    variants: {
      layout: {
        horizontal: { flexDirection: 'row', alignItems: 'baseline' },
        vertical: { flexDirection: 'column', gap: vars.space.xxs },
      },
      span: {
        1: {},
        2: { '@media': { '(min-width: 640px)': { gridColumn: 'span 2' } } },
        3: {
          '@media': {
            '(min-width: 640px)': { gridColumn: 'span 2' },
            '(min-width: 960px)': { gridColumn: 'span 3' },
          },
        },
        full: { gridColumn: '1 / -1' },
      },
    },
    defaultVariants: { layout: 'horizontal', span: 1 },
  },
  'descriptionItem',
);

export const term = recipe(
  {
    base: { margin: 0, flexShrink: 0, color: vars.color.text.muted, fontSize: vars.font.size.md },
    variants: {
      layout: {
        horizontal: {
          // The width of the label column; callers can change it with the --dl-label-width custom property.
          width: 'var(--dl-label-width, 6em)',
          textAlign: 'end',
          selectors: { '&::after': { content: '"："' } },
        },
        vertical: { fontSize: vars.font.size.sm },
      },
    },
    defaultVariants: { layout: 'horizontal' },
  },
  'descriptionTerm',
);

export const details = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const empty = style({ color: vars.color.text.muted });
