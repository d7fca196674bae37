import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** The field: label, the checkboxes, description, error. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const items = recipe(
  {
    base: { display: 'flex' },
    variants: {
      orientation: {
        vertical: { flexDirection: 'column', gap: vars.space.xs },
        horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xs },
      },
    },
    defaultVariants: { orientation: 'vertical' },
  },
  'checkboxGroupItems',
);
